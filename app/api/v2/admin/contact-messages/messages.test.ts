// The staff API for contact messages, the outbox and newsletter subscribers (API.md §10, issue 22): a
// reply is mailed to the sender through the outbox and kept with the message; the outbox shows masked
// recipients and never a code; the CSV holds confirmed subscribers only; each group sees only its own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { sendContactMessage } from "@/lib/content/contact.ts";
import { db, transaction } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { sendDueMessages } from "@/lib/messaging/sender.ts";
import { setEnv, startSmtpReceiver, waitForMail, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { closeTransports } from "@/lib/messaging/transports.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as exportCsv from "../newsletter/export/route.ts";
import * as newsletter from "../newsletter/route.ts";
import * as unsubscribe from "../newsletter/[id]/unsubscribe/route.ts";
import * as resend from "../outbox/[id]/resend/route.ts";
import * as outbox from "../outbox/route.ts";
import * as replyRoute from "./[id]/reply/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let customers: Awaited<ReturnType<typeof signedIn>>;
let marketing: Awaited<ReturnType<typeof signedIn>>;
let content: Awaited<ReturnType<typeof signedIn>>;
let smtp: SmtpReceiver;
let restoreEnv = () => {};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  restoreEnv = setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Vanya Living <no-reply@vanyaliving.in>", SHOP_NAME: "Vanya Living" });
  resetConfig();
  customers = await signedIn({ staffGroups: ["customers"] });
  marketing = await signedIn({ staffGroups: ["marketing"] });
  content = await signedIn({ staffGroups: ["content"] });
});
afterAll(async () => {
  closeTransports();
  await smtp.close();
  restoreEnv();
  resetConfig();
});
beforeEach(async () => {
  await db().contactMessage.deleteMany();
  await db().outboxMessage.deleteMany();
  await db().newsletterSubscription.deleteMany();
  smtp.mails.length = 0;
});

const PRIYA = { name: "Priya Nair", email: "priya@example.in", phone_number: "", subject: "Custom dining table", message: "Can you make a 6-seater in teak?" };
const at = new Date("2026-11-26T04:32:00Z");

describe("contact messages", () => {
  it("lists them with search and the handled filter; a reply reaches the sender and is kept, the message handled", async () => {
    const id = await sendContactMessage(PRIYA, at);
    await sendContactMessage({ ...PRIYA, name: "Ravi", email: "ravi@example.in", subject: "Delivery to Pune" }, at);

    const found = await call(list, "/api/v2/admin/contact-messages/?q=dining&handled=false", { headers: customers.headers });
    expect([found.status, found.json.count, found.json.results[0]]).toEqual([
      200,
      1,
      {
        id,
        name: "Priya Nair",
        email: "priya@example.in",
        phone_number: null,
        subject: "Custom dining table",
        message: "Can you make a 6-seater in teak?",
        handled: false,
        handled_at: null,
        created_at: "2026-11-26T04:32:00.000Z",
        updated_at: expect.any(String),
        replies: [],
      },
    ]);

    const r = await call(replyRoute, `/api/v2/admin/contact-messages/${id}/reply/`, { method: "POST", params: { id: String(id) }, body: { body: "Yes, we can: in teak or sheesham.\n\nMeera" }, headers: customers.headers });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ id, handled: true, replies: [{ id: expect.any(Number), body: "Yes, we can: in teak or sheesham.\n\nMeera", author: expect.any(String), outbox_message_id: expect.any(Number), created_at: expect.any(String) }] });
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "contact_message.reply" } });
    expect(audit).toMatchObject({ actorId: customers.user.id, entityType: "contact_message", entityId: String(id) });

    await sendDueMessages();
    const mail = await waitForMail(smtp, "priya@example.in");
    expect(mail.subject).toBe("Re: Custom dining table");
    expect(mail.text).toContain("Yes, we can: in teak or sheesham.");
    expect(mail.text).toContain("Can you make a 6-seater in teak?");

    const handled = await call(list, "/api/v2/admin/contact-messages/?handled=true", { headers: customers.headers });
    expect(handled.json.results.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it("marks one handled and back, audited, refusing a save over a newer change", async () => {
    const id = await sendContactMessage(PRIYA, at);
    const seen = (await call(one, `/api/v2/admin/contact-messages/${id}/`, { params: { id: String(id) }, headers: customers.headers })).json.updated_at;
    const patch = (body: unknown) => call(one, `/api/v2/admin/contact-messages/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers: customers.headers });
    const done = await patch({ handled: true, updated_at: seen });
    expect([done.status, done.json.handled]).toEqual([200, true]);
    const stale = await patch({ handled: false, updated_at: seen });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);
    expect(stale.json.detail).toMatch(/^Changed by .+ at \d\d:\d\d — review and save again\.$/);
    expect(await db().auditLogEntry.count({ where: { action: "contact_message.update", entityId: String(id) } })).toBe(1);
  });

  it("answers clear 4xx for bad ids and bodies, and refuses other groups", async () => {
    const id = await sendContactMessage(PRIYA, at);
    const missing = await call(one, "/api/v2/admin/contact-messages/x/", { params: { id: "x" }, headers: customers.headers });
    expect([missing.status, missing.json]).toEqual([404, { detail: "Not found." }]);
    const empty = await call(replyRoute, `/api/v2/admin/contact-messages/${id}/reply/`, { method: "POST", params: { id: String(id) }, body: { body: "  " }, headers: customers.headers });
    expect([empty.status, empty.json]).toEqual([400, { body: ["Write the reply."] }]);
    const refused = await call(list, "/api/v2/admin/contact-messages/", { headers: content.headers });
    expect(refused.status).toBe(403);
    const refusedReply = await call(replyRoute, `/api/v2/admin/contact-messages/${id}/reply/`, { method: "POST", params: { id: String(id) }, body: { body: "Hi" }, headers: marketing.headers });
    expect(refusedReply.status).toBe(403);
    expect(await db().contactReply.count()).toBe(0);
  });
});

describe("the outbox", () => {
  it("lists mail with masked recipients, never a code or a subject carrying one, and filters", async () => {
    await transaction(async (tx) => {
      await queueEmail(tx, { to: "anita@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "908172" } });
    });
    await sendContactMessage(PRIYA, at);
    const r = await call(outbox, "/api/v2/admin/outbox/", { headers: customers.headers });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain("908172");
    expect(r.text).not.toContain("anita@");
    const otp = r.json.results.find((m: { template: string }) => m.template === "otp-code");
    expect(otp).toEqual({
      id: expect.any(Number),
      channel: "email",
      template: "otp-code",
      recipient: "a••••@example.in",
      subject: null,
      carries_secret: true,
      status: "pending",
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      sent_at: null,
      next_attempt_at: expect.any(String),
      can_resend: false,
    });
    const staffMail = r.json.results.find((m: { template: string }) => m.template === "contact-message");
    expect(staffMail).toMatchObject({ subject: "Contact form: Custom dining table (from Priya Nair)", carries_secret: false });

    const filtered = await call(outbox, "/api/v2/admin/outbox/?template=otp-code&status=pending&channel=email&q=anita", { headers: customers.headers });
    expect(filtered.json.results.map((m: { id: number }) => m.id)).toEqual([otp.id]);
    const bad = await call(outbox, "/api/v2/admin/outbox/?status=lost", { headers: customers.headers });
    expect(bad.status).toBe(400);
  });

  it("sends a failed message again, audited; refuses one not failed or one whose code cannot be made again", async () => {
    const id = await sendContactMessage(PRIYA, at);
    expect(id).toBeGreaterThan(0);
    const mail = await db().outboxMessage.findFirstOrThrow({ where: { template: "contact-message" } });
    const post = (mid: number) => call(resend, `/api/v2/admin/outbox/${mid}/resend/`, { method: "POST", params: { id: String(mid) }, headers: customers.headers });
    const notFailed = await post(mail.id);
    expect([notFailed.status, notFailed.json]).toEqual([409, { detail: "This message is not a failed one: it is sent or on its way.", code: "not_failed" }]);

    await db().outboxMessage.update({ where: { id: mail.id }, data: { status: "failed", attempts: 8, lastError: `The SMTP server rejected ${mail.recipient}: 550 No such user` } });
    const listed = await call(outbox, "/api/v2/admin/outbox/?status=failed", { headers: customers.headers });
    expect(listed.json.results[0]).toMatchObject({ id: mail.id, can_resend: true, last_error: `The SMTP server rejected ${mail.recipient[0]}••••@${mail.recipient.split("@")[1]}: 550 No such user` });
    const again = await post(mail.id);
    expect([again.status, again.json.status, again.json.attempts, again.json.last_error]).toEqual([200, "pending", 0, null]);
    expect(await db().auditLogEntry.count({ where: { action: "outbox.resend", entityType: "outbox_message", entityId: String(mail.id) } })).toBe(1);

    const otpId = await transaction((tx) => queueEmail(tx, { to: "anita@example.in", template: "otp-code", data: { expiresInMinutes: 5 }, secrets: { code: "908172" } }));
    await db().outboxMessage.update({ where: { id: otpId }, data: { status: "failed", secrets: null } });
    const secret = await post(otpId);
    expect([secret.status, secret.json.code]).toEqual([409, "not_resendable"]);
    expect((await post(999999)).status).toBe(404);
    expect((await call(resend, `/api/v2/admin/outbox/${mail.id}/resend/`, { method: "POST", params: { id: String(mail.id) }, headers: content.headers })).status).toBe(403);
  });
});

describe("newsletter subscribers", () => {
  async function subscribers() {
    const rows = [
      { email: "asha@example.in", status: "confirmed" as const, confirmedAt: new Date("2026-11-01T00:00:00Z") },
      { email: "=cmd|'/c calc'!a1@example.in", status: "confirmed" as const, confirmedAt: new Date("2026-11-02T00:00:00Z") },
      { email: "ravi@example.in", status: "pending" as const, confirmedAt: null },
      { email: "old@example.in", status: "unsubscribed" as const, confirmedAt: null },
    ];
    for (const [i, r] of rows.entries()) await db().newsletterSubscription.create({ data: { ...r, tokenHash: `hash-${i}` } });
    return db().newsletterSubscription.findMany({ orderBy: { id: "asc" } });
  }

  it("lists with the status filter, and exports confirmed subscribers only as safe CSV", async () => {
    await subscribers();
    const confirmed = await call(newsletter, "/api/v2/admin/newsletter/?status=confirmed", { headers: marketing.headers });
    expect([confirmed.status, confirmed.json.count]).toEqual([200, 2]);
    expect(confirmed.json.results[0]).toEqual({ id: expect.any(Number), email: expect.any(String), status: "confirmed", created_at: expect.any(String), confirmed_at: expect.any(String), unsubscribed_at: null });

    const expected = "email,confirmed_at\r\nasha@example.in,2026-11-01T00:00:00.000Z\r\n'=cmd|'/c calc'!a1@example.in,2026-11-02T00:00:00.000Z\r\n";
    const r = await call(exportCsv, "/api/v2/admin/newsletter/export/", { headers: marketing.headers });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.text).toBe(expected);
    expect((await call(exportCsv, "/api/v2/admin/newsletter/export/", { headers: customers.headers })).status).toBe(403);
  });

  it("unsubscribes one, audited, and says so when it already is", async () => {
    const [asha] = await subscribers();
    const post = () => call(unsubscribe, `/api/v2/admin/newsletter/${asha!.id}/unsubscribe/`, { method: "POST", params: { id: String(asha!.id) }, headers: marketing.headers });
    const r = await post();
    expect([r.status, r.json.status, r.json.email]).toEqual([200, "unsubscribed", "asha@example.in"]);
    const twice = await post();
    expect([twice.status, twice.json]).toEqual([409, { detail: "This address is already unsubscribed.", code: "already_unsubscribed" }]);
    expect(await db().auditLogEntry.count({ where: { action: "newsletter.unsubscribe" } })).toBe(1);
  });
});
