// "Tell me when it's back": the endpoint's answers, the guest's double opt-in through the mails that
// arrive at a real SMTP receiver, one message per confirmed request whichever path brings stock back,
// and none twice when stock changes at once (real concurrency on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { updateStockRecord } from "@/lib/catalogue/stock-admin.ts";
import { db, transaction } from "@/lib/db.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { setEnv, startSmsReceiver, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { closeTransports } from "@/lib/messaging/transports.ts";
import { cancelStockAlert, confirmStockAlert, SMS_UNAVAILABLE, stockAlertLinkState } from "@/lib/stock-alerts/alerts.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { eraseCustomer } from "@/lib/customers/erasure.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as route from "./route.ts";

useTestDatabase();

const SHOP = "https://vanyaliving.test";
let smtp: SmtpReceiver;
let restoreEnv: () => void;
let stopSender: () => Promise<void>;
let staffId: number;
let f: CatalogueFixtures;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  restoreEnv = setEnv({ SMTP_URL: `${smtp.url}/?ignoreTLS=true`, PUBLIC_URL: SHOP, SHOP_NAME: "Vanya Living", STAFF_EMAIL: "care@vanyaliving.test", SMS_WEBHOOK_URL: undefined });
  resetConfig();
  stopSender = startOutboxSender({ pollMs: 60_000 });
  f = await CatalogueFixtures.create();
  staffId = (await createUser({ isStaff: true })).id;
});
afterAll(async () => {
  await stopSender();
  closeTransports();
  await smtp.close();
  restoreEnv();
  resetConfig();
});

/** A new sold-out product (and its stock record's id). */
async function soldOut(title: string) {
  const p = await f.product(title, { price: "12999.00", stock: 0 });
  await f.ready();
  const sr = await db().stockRecord.findUniqueOrThrow({ where: { productId: p.id } });
  return { id: p.id, slug: p.slug, stockRecord: sr.id };
}

const ask = (productId: number | string, body: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
  call(route, `/api/v2/products/${productId}/stock-alert/`, { method: "POST", body, params: { id: String(productId) }, ip: opts.ip ?? `198.51.100.${++ipCounter}`, host: "evil.example", headers: opts.headers });

const restock = (stockRecord: number, units: number) => transaction((tx) => updateStockRecord(tx, { id: staffId }, stockRecord, { num_in_stock: units }));

async function mailTo(to: string, subject: string, seen = 0): Promise<ReceivedMail> {
  const until = Date.now() + 5000;
  for (;;) {
    const mails = smtp.mails.filter((m) => m.envelopeTo.includes(to) && m.subject.includes(subject));
    if (mails.length > seen) return mails[seen];
    if (Date.now() > until) throw new Error(`No mail "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const m = new RegExp(`${SHOP.replace(/[.]/g, "\\.")}${path}([0-9a-f]{64})/`).exec(mail.text);
  if (!m) throw new Error(`No ${path} link in:\n${mail.text}`);
  return m[1];
};

const backInStockTo = async (recipient: string) => db().outboxMessage.count({ where: { template: "back-in-stock", recipient } });

describe("POST /api/v2/products/{id}/stock-alert/", () => {
  it("a guest confirms by the mailed link first; stock added by staff then sends one mail, and the request is done", async () => {
    const rocker = await soldOut("Ember Teak Rocker");
    const r = await ask(rocker.id, { email: "Meera.Nair@Example.in" });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ product: rocker.id, channel: "email", status: "pending", detail: "Please confirm with the link we have e-mailed you." });

    const mail = await mailTo("meera.nair@example.in", "Confirm your alert for Ember Teak Rocker");
    expect(mail.text).not.toContain("evil.example");
    const token = linkIn(mail, "/stock-alerts/confirm/");
    expect(linkIn(mail, "/stock-alerts/cancel/")).toBe(token);
    // Kept hashed only; the outbox blanks the sealed link once sent.
    const row = await db().stockAlert.findFirstOrThrow({ where: { productId: rocker.id } });
    expect(row.tokenHash).not.toBe(token);
    expect(JSON.stringify(await db().outboxMessage.findMany())).not.toContain(token);

    // Asking again while pending sends nothing new.
    const again = await ask(rocker.id, { email: "meera.nair@example.in" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ product: rocker.id, channel: "email", status: "pending", detail: "Please confirm with the link we have e-mailed you." });

    // Unconfirmed: stock coming back sends nothing.
    await restock(rocker.stockRecord, 3);
    expect(await backInStockTo("meera.nair@example.in")).toBe(0);
    await restock(rocker.stockRecord, 0);

    expect(await stockAlertLinkState(token)).toEqual({ state: "pending", productTitle: "Ember Teak Rocker", productSlug: rocker.slug, recipient: "meera.nair@example.in" });
    expect((await confirmStockAlert(token)).state).toBe("confirmed");
    expect((await confirmStockAlert(token)).state).toBe("confirmed");

    await restock(rocker.stockRecord, 4);
    const back = await mailTo("meera.nair@example.in", "Ember Teak Rocker is back in stock");
    expect(back.text).toContain(`${SHOP}/p/${rocker.slug}/`);
    expect(await backInStockTo("meera.nair@example.in")).toBe(1);
    expect((await db().stockAlert.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("sent");

    // Done: selling out and coming back again sends no second mail; the cancel link no longer changes it.
    await restock(rocker.stockRecord, 0);
    await restock(rocker.stockRecord, 2);
    expect(await backInStockTo("meera.nair@example.in")).toBe(1);
    expect((await cancelStockAlert(token)).state).toBe("sent");
  });

  it("confirms a signed-in shopper's own address at once (no confirm mail), with {}", async () => {
    const sofa = await soldOut("Juniper Velvet Sofa");
    const shopper = await signedIn({ email: "asha.shopper@example.in" });
    const r = await ask(sofa.id, {}, { headers: shopper.headers });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ product: sofa.id, channel: "email", status: "confirmed", detail: "We will e-mail you once when it is back in stock." });
    const repeat = await ask(sofa.id, { email: "Asha.Shopper@example.in" }, { headers: shopper.headers });
    expect(repeat.status).toBe(200);
    expect(repeat.json.status).toBe("confirmed");
    expect(await db().outboxMessage.count({ where: { recipient: "asha.shopper@example.in" } })).toBe(0);

    await restock(sofa.stockRecord, 1);
    await mailTo("asha.shopper@example.in", "Juniper Velvet Sofa is back in stock");
    expect(await backInStockTo("asha.shopper@example.in")).toBe(1);
  });

  it("a guest's cancel link ends the request: stock returning sends nothing", async () => {
    const lamp = await soldOut("Kora Cane Floor Lamp");
    await ask(lamp.id, { email: "ravi@example.in" });
    const token = linkIn(await mailTo("ravi@example.in", "Confirm your alert for Kora Cane Floor Lamp"), "/stock-alerts/cancel/");
    await confirmStockAlert(token);
    expect((await cancelStockAlert(token)).state).toBe("cancelled");
    await restock(lamp.stockRecord, 5);
    expect(await backInStockTo("ravi@example.in")).toBe(0);
    // It can be bought now: a new request is refused.
    expect((await ask(lamp.id, { email: "ravi@example.in" })).status).toBe(409);
  });

  it("answers 409 in_stock for an available product, 404 for an unknown or hidden one, 400 for bad input", async () => {
    const chair = await f.product("Jaipur Chair", { price: "8999.00", stock: 4 });
    const hidden = await f.product("Hidden Stool", { price: "999.00", stock: 0, isPublic: false });
    const gone = await soldOut("Sold Out Bench");
    await f.ready();
    const available = await ask(chair.id, { email: "a@example.in" });
    expect(available.status).toBe(409);
    expect(available.json).toEqual({ detail: "This product is available.", code: "in_stock" });
    expect((await ask(hidden.id, { email: "a@example.in" })).status).toBe(404);
    expect((await ask(999_999, { email: "a@example.in" })).json).toEqual({ detail: "Not found." });
    expect((await ask("abc", { email: "a@example.in" })).status).toBe(404);

    const noAddress = await ask(gone.id, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.json).toEqual({ email: ["This field is required."] });
    expect((await ask(gone.id, { email: "not-an-address" })).json).toEqual({ email: ["Enter a valid email address."] });
    // No SMS provider configured: a phone number is refused, saying what to do instead.
    const phone = await ask(gone.id, { phone_number: "+91 98123 45678" });
    expect(phone.status).toBe(400);
    expect(phone.json).toEqual({ phone_number: [SMS_UNAVAILABLE] });
    expect((await ask(gone.id, { email: "a@example.in", phone_number: "+919812345678" })).json).toEqual({ non_field_errors: ["Provide a phone number or an email, not both."] });
    expect(await db().stockAlert.count({ where: { productId: gone.id } })).toBe(0);
  });

  it("is throttled like the other anonymous forms that send mail: 10 an hour per address", async () => {
    const shelf = await soldOut("Teak Wall Shelf");
    for (let i = 0; i < 10; i++) expect((await ask(shelf.id, { email: `shelf${i}@example.in` }, { ip: "203.0.113.77" })).status).toBe(201);
    const r = await ask(shelf.id, { email: "shelf10@example.in" }, { ip: "203.0.113.77" });
    expect(r.status).toBe(429);
  });

  it("sends exactly one mail per confirmed request when stock changes at once (a parent asked about, both variants restocked together)", async () => {
    const parent = await f.product("Rattan Swing", { structure: "parent" });
    const blue = await f.product("Rattan Swing – Blue", { parent: parent.id, price: "15999.00", stock: 0 });
    const sand = await f.product("Rattan Swing – Sand", { parent: parent.id, price: "15999.00", stock: 0 });
    await f.ready();
    const shoppers = await Promise.all([1, 2, 3].map((i) => signedIn({ email: `swing${i}@example.in` })));
    for (const s of shoppers) expect((await ask(parent.id, {}, { headers: s.headers })).status).toBe(201);
    const records = await db().stockRecord.findMany({ where: { productId: { in: [blue.id, sand.id] } } });
    await Promise.all([...records.map((r) => restock(r.id, 2)), ...records.map((r) => restock(r.id, 3))]);
    for (let i = 1; i <= 3; i++) expect(await backInStockTo(`swing${i}@example.in`)).toBe(1);
    expect(await db().stockAlert.count({ where: { productId: parent.id, status: "sent" } })).toBe(3);
  });

  it("erasing a customer removes their requests, also those made as a guest with their address", async () => {
    const stool = await soldOut("Konark Jute Stool");
    const shopper = await signedIn({ email: "kavya.erase@example.in" });
    expect((await ask(stool.id, {}, { headers: shopper.headers })).status).toBe(201);
    const other = await soldOut("Konark Jute Stool Two");
    expect((await ask(other.id, { email: "kavya.erase@example.in" })).status).toBe(201);
    expect(await db().stockAlert.count({ where: { recipient: "kavya.erase@example.in" } })).toBe(2);
    const user = await db().user.update({ where: { id: shopper.user.id }, data: { erasureRequestedAt: new Date() } });
    await transaction((tx) => eraseCustomer(tx, user));
    expect(await db().stockAlert.count({ where: { recipient: "kavya.erase@example.in" } })).toBe(0);
  });

  it("with an SMS provider configured, a guest's mobile number is asked by text message: confirm link, then one SMS when it is back", async () => {
    const sms = await startSmsReceiver();
    const restore = setEnv({ SMS_WEBHOOK_URL: sms.url });
    resetConfig();
    try {
      const swing = await soldOut("Gulmohar Jhoola");
      const r = await ask(swing.id, { phone_number: "98123 45678" });
      expect(r.status).toBe(201);
      expect(r.json).toEqual({ product: swing.id, channel: "sms", status: "pending", detail: "Please confirm with the link we have sent by text message." });
      const texts = async (n: number) => {
        const until = Date.now() + 5000;
        while (sms.requests.length < n && Date.now() < until) await new Promise((res) => setTimeout(res, 20));
        return sms.requests.map((q) => JSON.stringify(q.body));
      };
      const [confirm] = await texts(1);
      expect(confirm).toContain("+919812345678");
      const token = new RegExp(`${SHOP.replace(/[.]/g, "\\.")}/stock-alerts/confirm/([0-9a-f]{64})/`).exec(confirm)?.[1];
      expect(token).toBeTruthy();
      await confirmStockAlert(token!);
      await restock(swing.stockRecord, 2);
      const all = await texts(2);
      expect(all[1]).toContain("Gulmohar Jhoola is back in stock.");
      expect(await db().outboxMessage.count({ where: { template: "back-in-stock", recipient: "+919812345678", channel: "sms" } })).toBe(1);
    } finally {
      restore();
      resetConfig();
      await sms.close();
    }
  });
});
