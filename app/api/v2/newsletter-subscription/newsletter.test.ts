// Newsletter double opt-in and the contact form, through a real SMTP receiver: the confirm and
// unsubscribe links are read from the mails that arrived and followed (the pages call these services).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { enforceFormLimit } from "@/lib/content/limits.ts";
import { confirmSubscription, newsletterLinkState, unsubscribe } from "@/lib/content/newsletter.ts";
import { db } from "@/lib/db.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { setEnv, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { closeTransports } from "@/lib/messaging/transports.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as sendEmail from "../send-email/route.ts";
import * as newsletter from "./route.ts";

useTestDatabase();

const SHOP = "https://vanyaliving.test";
let smtp: SmtpReceiver;
let restoreEnv: () => void;
let stopSender: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  restoreEnv = setEnv({ SMTP_URL: `${smtp.url}/?ignoreTLS=true`, PUBLIC_URL: SHOP, SHOP_NAME: "Vanya Living", STAFF_EMAIL: "care@vanyaliving.test" });
  resetConfig();
  stopSender = startOutboxSender({ pollMs: 60_000 });
});
afterAll(async () => {
  await stopSender();
  closeTransports();
  await smtp.close();
  restoreEnv();
  resetConfig();
});

/** The next mail to `to` with this subject text, after `seen` earlier ones. */
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
  return { url: m[0], token: m[1] };
};

const subscribeAs = (email: string, ip = "198.51.100.20", host = "evil.example") =>
  call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body: { email }, ip, host });

describe("POST /api/v2/newsletter-subscription/", () => {
  it("double opt-in: pending, a mail with the confirm link, confirmed through it, then a welcome with an unsubscribe link", async () => {
    const r = await subscribeAs("Neha.Iyer@Example.in");
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ email: "neha.iyer@example.in", status: "pending" });
    const mail = await mailTo("neha.iyer@example.in", "confirm your Vanya Living newsletter");
    // Links are built from the shop's public origin, never from the request's Host.
    expect(mail.text).not.toContain("evil.example");
    const confirm = linkIn(mail, "/newsletter/confirm/");
    const unsubscribeLink = linkIn(mail, "/newsletter/unsubscribe/");
    expect(unsubscribeLink.token).toBe(confirm.token);
    // The token is kept hashed only, and the outbox blanks the sealed links once sent.
    const row = await db().newsletterSubscription.findUniqueOrThrow({ where: { email: "neha.iyer@example.in" } });
    expect(row.tokenHash).not.toBe(confirm.token);
    expect(JSON.stringify(await db().outboxMessage.findMany())).not.toContain(confirm.token);

    expect(await newsletterLinkState(confirm.token)).toEqual({ state: "pending", email: "neha.iyer@example.in" });
    expect(await confirmSubscription(confirm.token)).toEqual({ state: "confirmed", email: "neha.iyer@example.in" });
    expect((await db().newsletterSubscription.findUniqueOrThrow({ where: { email: "neha.iyer@example.in" } })).confirmedAt).not.toBeNull();
    // Clicking again changes nothing and sends no second welcome.
    expect(await confirmSubscription(confirm.token)).toEqual({ state: "confirmed", email: "neha.iyer@example.in" });

    const welcome = await mailTo("neha.iyer@example.in", "Welcome to the Vanya Living newsletter");
    const leave = linkIn(welcome, "/newsletter/unsubscribe/");
    expect(await unsubscribe(leave.token)).toEqual({ state: "unsubscribed", email: "neha.iyer@example.in" });
    expect(await unsubscribe(leave.token)).toEqual({ state: "unsubscribed", email: "neha.iyer@example.in" });
    expect((await db().newsletterSubscription.findUniqueOrThrow({ where: { email: "neha.iyer@example.in" } })).status).toBe("unsubscribed");
    // The old confirm link cannot bring an unsubscribed address back.
    expect(await confirmSubscription(confirm.token)).toEqual({ state: "unsubscribed", email: "neha.iyer@example.in" });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.subject.startsWith("Welcome")).length).toBe(1);
  });

  it("is idempotent: pending or confirmed answers 200 with its status and sends nothing more", async () => {
    const first = await subscribeAs("ravi@example.in");
    expect(first.status).toBe(201);
    const mail = await mailTo("ravi@example.in", "confirm");
    const again = await subscribeAs("RAVI@example.in");
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ email: "ravi@example.in", status: "pending" });
    await confirmSubscription(linkIn(mail, "/newsletter/confirm/").token);
    const confirmed = await subscribeAs("ravi@example.in");
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ email: "ravi@example.in", status: "confirmed" });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("ravi@example.in") && m.subject.includes("confirm")).length).toBe(1);
  });

  it("five sign-ups of one address at once make one subscription and one mail", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => subscribeAs("twins@example.in", `198.51.100.${70 + i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await db().newsletterSubscription.count({ where: { email: "twins@example.in" } })).toBe(1);
    await mailTo("twins@example.in", "confirm");
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("twins@example.in")).length).toBe(1);
  });

  it("an unsubscribed address starts over with a new link; the old one no longer works", async () => {
    const row = await db().newsletterSubscription.findUniqueOrThrow({ where: { email: "neha.iyer@example.in" } });
    expect(row.status).toBe("unsubscribed");
    const oldToken = linkIn(await mailTo("neha.iyer@example.in", "confirm"), "/newsletter/confirm/").token;
    const r = await subscribeAs("neha.iyer@example.in");
    expect(r.status).toBe(201);
    expect(r.json.status).toBe("pending");
    const fresh = linkIn(await mailTo("neha.iyer@example.in", "confirm", 1), "/newsletter/confirm/").token;
    expect(fresh).not.toBe(oldToken);
    expect(await newsletterLinkState(oldToken)).toEqual({ state: "invalid" });
    expect(await confirmSubscription(fresh)).toEqual({ state: "confirmed", email: "neha.iyer@example.in" });
  });

  it("unknown and malformed tokens are invalid", async () => {
    expect(await newsletterLinkState("0".repeat(64))).toEqual({ state: "invalid" });
    expect(await confirmSubscription("../../etc")).toEqual({ state: "invalid" });
    expect(await unsubscribe("")).toEqual({ state: "invalid" });
  });

  it("refuses a bad address and takes 10 an hour from one address", async () => {
    const bad = await subscribeAs("not-an-address", "198.51.100.30");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ email: ["Enter a valid email address."] });
    const missing = await call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body: {}, ip: "198.51.100.31" });
    expect(missing.json).toEqual({ email: ["This field is required."] });
    for (let i = 0; i < 10; i++) expect((await subscribeAs(`reader${i}@example.in`, "198.51.100.40")).status).toBe(201);
    const r = await subscribeAs("reader10@example.in", "198.51.100.40");
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db().newsletterSubscription.findUnique({ where: { email: "reader10@example.in" } })).toBeNull();
  });

  it("the pages' form shares the budget of the address with the endpoint", async () => {
    for (let i = 0; i < 9; i++) expect((await subscribeAs(`shared${i}@example.in`, "198.51.100.41")).status).toBe(201);
    await enforceFormLimit("newsletter", "198.51.100.41");
    await expect(enforceFormLimit("newsletter", "198.51.100.41")).rejects.toMatchObject({ status: 429 });
    expect((await subscribeAs("shared10@example.in", "198.51.100.41")).status).toBe(429);
  });

  it("allows only POST", async () => {
    const r = await call(newsletter, "/api/v2/newsletter-subscription/");
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("POST /api/v2/send-email/", () => {
  const message = { name: "Priya Nair", email: "priya@example.in", phone_number: "+91 98123 45678", subject: "Custom dining table", message: "Can you make a 6-seater in teak?\nWe are in Kochi." };

  it("stores the message and mails it to the staff address", async () => {
    const r = await call(sendEmail, "/api/v2/send-email/", { method: "POST", body: message, ip: "198.51.100.50" });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ detail: "Your message has been sent." });
    expect(await db().contactMessage.findFirstOrThrow({ where: { email: "priya@example.in" } })).toMatchObject({ name: "Priya Nair", phoneNumber: "+91 98123 45678", subject: "Custom dining table", message: message.message });
    const mail = await mailTo("care@vanyaliving.test", "Contact form: Custom dining table");
    expect(mail.text).toContain("Can you make a 6-seater in teak?");
    expect(mail.text).toContain("priya@example.in");
  });

  it("the phone number is optional; missing fields are named", async () => {
    const { phone_number: _, ...withoutPhone } = message;
    const r = await call(sendEmail, "/api/v2/send-email/", { method: "POST", body: { ...withoutPhone, subject: "Delivery to Pune" }, ip: "198.51.100.51" });
    expect(r.status).toBe(201);
    expect((await db().contactMessage.findFirstOrThrow({ where: { subject: "Delivery to Pune" } })).phoneNumber).toBeNull();
    const count = await db().contactMessage.count();
    const bad = await call(sendEmail, "/api/v2/send-email/", { method: "POST", body: { email: "x", subject: "Two\nlines" }, ip: "198.51.100.52" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ name: ["This field is required."], email: ["Enter a valid email address."], subject: ["Enter a single line of text."], message: ["This field is required."] });
    expect(await db().contactMessage.count()).toBe(count);
  });

  it("takes 10 an hour from one address", async () => {
    for (let i = 0; i < 10; i++) expect((await call(sendEmail, "/api/v2/send-email/", { method: "POST", body: message, ip: "198.51.100.60" })).status).toBe(201);
    const r = await call(sendEmail, "/api/v2/send-email/", { method: "POST", body: message, ip: "198.51.100.60" });
    expect(r.status).toBe(429);
    expect(r.json.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  });
});
