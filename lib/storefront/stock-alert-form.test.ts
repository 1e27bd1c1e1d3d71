// "Tell me when it's back" without JavaScript: POST /stock-alerts/ asks through the API's own service,
// counts against the API's hourly limit per address, and goes on to /stock-alerts/asked/ with one
// sentence (the enhanced form's words) and, after a refusal, what was typed.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as api from "@/app/api/v2/products/[id]/stock-alert/route.ts";
import * as route from "@/app/[locale]/(account)/stock-alerts/route.ts";
import { readStockAlertNotice, STOCK_ALERT_NOTICE_COOKIE } from "./stock-alert-form.ts";

useTestDatabase();

let f: CatalogueFixtures;
let ipCounter = 0;
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test" };

beforeAll(async () => {
  f = await CatalogueFixtures.create();
});

async function soldOut(title: string) {
  const p = await f.product(title, { price: "12999.00", stock: 0 });
  await f.ready();
  return p;
}

async function ask(fields: Record<string, string> | string, opts: { headers?: Record<string, string>; ip?: string; path?: string } = {}) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  const r = await call(route, opts.path ?? "/stock-alerts/", { method: "POST", body, ip: opts.ip ?? `198.51.100.${++ipCounter}`, headers: { ...FORM, ...opts.headers } });
  const set = r.headers.get("set-cookie") ?? "";
  const n = new RegExp(`${STOCK_ALERT_NOTICE_COOKIE}=([^;]+)`).exec(set);
  return { status: r.status, location: r.headers.get("location"), notice: n ? readStockAlertNotice(decodeURIComponent(n[1])) : null, json: r.json, cookie: set };
}

describe("POST /stock-alerts/ (the back-in-stock form without JavaScript)", () => {
  it("asks for a guest's e-mail address and says to confirm by the link, as the API does", async () => {
    const lamp = await soldOut("Cane Floor Lamp");
    const r = await ask({ product: String(lamp.id), channel: "email", email: " meera@example.in " });
    expect(r).toMatchObject({
      status: 303,
      location: "http://shop.test/stock-alerts/asked/",
      notice: { kind: "status", text: "Please confirm with the link we have e-mailed you.", product: { id: lamp.id, title: "Cane Floor Lamp", slug: lamp.slug } },
    });
    expect(r.cookie).toContain("Path=/stock-alerts/");
    expect(r.cookie).toContain("HttpOnly");
    expect(await db().stockAlert.findMany({ where: { productId: lamp.id }, select: { recipient: true, status: true } })).toEqual([{ recipient: "meera@example.in", status: "pending" }]);
    // The same request again sends nothing new.
    expect((await ask({ product: String(lamp.id), email: "meera@example.in" })).notice?.text).toBe("Please confirm with the link we have e-mailed you.");
    expect(await db().stockAlert.count({ where: { productId: lamp.id } })).toBe(1);
  });

  it("posted from a Hindi page, goes on to the Hindi answer page, its notice kept on the Hindi path", async () => {
    const jhula = await soldOut("Cane Jhula");
    const r = await ask({ product: String(jhula.id), channel: "email", email: "kavita@example.in" }, { path: "/hi/stock-alerts/" });
    expect(r.status).toBe(303);
    expect(r.location).toBe("http://shop.test/hi/stock-alerts/asked/");
    expect(r.cookie).toContain("Path=/hi/stock-alerts/");
  });

  it("takes a signed-in shopper's own address when nothing is typed, confirmed at once", async () => {
    const stool = await soldOut("Teak Stool");
    const { headers } = await signedIn({ email: "asha@example.in" });
    expect((await ask({ product: String(stool.id) }, { headers })).notice).toMatchObject({ kind: "status", text: "We will e-mail you once when it is back in stock." });
    expect(await db().stockAlert.findMany({ where: { productId: stool.id }, select: { recipient: true, status: true } })).toEqual([{ recipient: "asha@example.in", status: "confirmed" }]);
  });

  it("keeps what was typed and says why it was refused, storing nothing", async () => {
    const shelf = await soldOut("Wall Shelf");
    const id = String(shelf.id);
    expect((await ask({ product: id, email: "not-an-address" })).notice).toMatchObject({ kind: "alert", text: "Enter a valid email address.", field: "email", value: "not-an-address" });
    expect((await ask({ product: id, email: "  " })).notice).toMatchObject({ kind: "alert", text: "Enter your e-mail address.", field: "email", value: "" });
    expect((await ask({ product: id, channel: "sms", phone_number: "+91 98123 45678" })).notice).toMatchObject({ kind: "alert", text: "We cannot send text messages yet: give an e-mail address instead.", field: "phone_number" });
    expect((await ask({ product: id, email: `${"a".repeat(400)}@example.in` })).notice).toMatchObject({ kind: "alert", text: "Ensure this field has no more than 320 characters.", field: "email" });
    expect((await ask({ product: "999999", email: "meera@example.in" })).notice).toEqual({ kind: "alert", text: "Not found.", product: null });
    expect((await ask({ product: "<script>", email: "meera@example.in" })).notice).toEqual({ kind: "alert", text: "Not found.", product: null });
    expect(await db().stockAlert.count({ where: { productId: shelf.id } })).toBe(0);
    const inStock = await f.product("Jute Rug", { price: "2999.00", stock: 4 });
    await f.ready();
    expect((await ask({ product: String(inStock.id), email: "meera@example.in" })).notice).toMatchObject({ kind: "alert", text: "Good news: it can be ordered again. Reload the page to order it." });
  });

  it("shares the API's limit: 10 an hour per address, then the enhanced form's sentence", async () => {
    const swing = await soldOut("Rattan Swing");
    const ip = "203.0.113.91";
    for (let i = 0; i < 9; i++) {
      const r = await call(api, `/api/v2/products/${swing.id}/stock-alert/`, { method: "POST", body: { email: `swing${i}@example.in` }, params: { id: String(swing.id) }, ip });
      expect(r.status).toBe(201);
    }
    expect((await ask({ product: String(swing.id), email: "swing9@example.in" }, { ip })).notice?.kind).toBe("status");
    expect((await ask({ product: String(swing.id), email: "swing10@example.in" }, { ip })).notice).toMatchObject({ kind: "alert", text: expect.stringMatching(/^Too many tries\. Please wait \d+ seconds and try again\.$/), value: "swing10@example.in" });
    expect(await db().stockAlert.count({ where: { productId: swing.id } })).toBe(10);
  });

  it("refuses another site's form (403), a body over 64 KiB (413), and takes a wrong content type as an empty form", async () => {
    const chair = await soldOut("Planter Chair");
    const evil = await ask({ product: String(chair.id), email: "meera@example.in" }, { headers: { origin: "https://evil.example" } });
    expect([evil.status, evil.json, evil.notice]).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }, null]);
    const big = await ask({ product: String(chair.id), email: "meera@example.in", pad: "x".repeat(70 * 1024) });
    expect([big.status, big.json]).toEqual([413, { detail: "Request body too large." }]);
    const json = await ask(JSON.stringify({ product: chair.id, email: "meera@example.in" }), { headers: { "content-type": "application/json" } });
    expect(json).toMatchObject({ status: 303, notice: { kind: "alert", text: "Not found." } });
    expect(await db().stockAlert.count({ where: { productId: chair.id } })).toBe(0);
  });
});
