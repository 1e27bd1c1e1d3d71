import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, prismaOverPostgres, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { queueEmail, queueSms } from "./outbox.ts";
import { MAX_ATTEMPTS, retryDelayMs, sendDueMessages } from "./sender.ts";
import { setEnv, startSmsReceiver, startSmtpReceiver, type SmsReceiver, type SmtpReceiver } from "./testing.ts";
import { closeTransports } from "./transports.ts";

const database = useTestDatabase();

let smtp: SmtpReceiver;
let sms: SmsReceiver;
let restoreEnv: () => void = () => {};

/** Sets the variables for this test (on top of a mail and SMS setup pointing at the receivers). */
function useEnv(vars: Record<string, string | undefined> = {}): void {
  restoreEnv();
  restoreEnv = setEnv({
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: sms.url,
    SMS_WEBHOOK_TOKEN: "sms-secret-token",
    MAIL_FROM: "Vanya Living <no-reply@vanyaliving.in>",
    SHOP_NAME: "Vanya Living",
    ...vars,
  });
  resetConfig();
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  sms = await startSmsReceiver();
});
afterAll(async () => {
  closeTransports();
  await smtp.close();
  await sms.close();
});
beforeEach(async () => {
  await db().outboxMessage.deleteMany();
  smtp.mails.length = 0;
  smtp.refuseAll(false);
  smtp.refuseNext(0);
  sms.requests.length = 0;
  useEnv();
});
afterEach(() => {
  restoreEnv();
  restoreEnv = () => {};
  resetConfig();
  vi.restoreAllMocks();
});

const otp = (code: string) => ({ template: "otp-code" as const, data: { code, expiresInMinutes: 5 } });
const queueOtpEmail = (to: string, code = "123456") => transaction((tx) => queueEmail(tx, { to, ...otp(code) }));
const row = (id: number) => db().outboxMessage.findUniqueOrThrow({ where: { id } });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("retries", () => {
  it("keeps a refused message pending with the error and a backed-off next attempt, then delivers it once", async () => {
    const id = await queueOtpEmail("meera@example.in");
    smtp.refuseNext(1);
    const now = new Date();

    expect(await sendDueMessages({ now })).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const failed = await row(id);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/451|try again later/i);
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    expect(smtp.mails).toHaveLength(0);

    // Not due yet: nothing happens.
    expect(await sendDueMessages({ now: later(now, 29_000) })).toMatchObject({ claimed: 0 });

    const retryAt = later(now, 30_000);
    expect(await sendDueMessages({ now: retryAt })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await sendDueMessages({ now: later(now, 10 * 60_000) })).toMatchObject({ claimed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.envelopeTo).toEqual(["meera@example.in"]);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(sent.sentAt?.getTime()).toBe(retryAt.getTime());
  });

  it("retries when nothing listens on the SMTP port", async () => {
    const closed = await startSmtpReceiver();
    await closed.close();
    useEnv({ SMTP_URL: closed.url });
    const id = await queueOtpEmail("kiran@example.in");
    const now = new Date();

    expect(await sendDueMessages({ now })).toMatchObject({ retried: 1 });
    const r = await row(id);
    expect(r).toMatchObject({ status: "pending", attempts: 1 });
    expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(r.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("marks a message failed after the last attempt and never tries it again", async () => {
    smtp.refuseAll(true);
    const id = await queueOtpEmail("dev@example.in");
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const counts = await sendDueMessages({ now });
      expect(counts.claimed).toBe(1);
      expect(await row(id)).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? "pending" : "failed" });
      now = later(now, 2 * 60 * 60_000);
    }
    smtp.refuseAll(false);
    expect(await sendDueMessages({ now: later(now, 24 * 60 * 60_000) })).toMatchObject({ claimed: 0 });
    const r = await row(id);
    expect(r).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, sentAt: null });
    expect(r.lastError).toMatch(/451|try again later/i);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("concurrent senders", () => {
  it("deliver every message exactly once", async () => {
    const count = 24;
    const ids = await transaction(async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < count; i++) out.push(await queueEmail(tx, { to: `customer${i}@example.in`, ...otp(String(100000 + i)) }));
      return out;
    });

    // Two "servers" draining the same outbox in small batches, side by side.
    const drain = async () => {
      let sent = 0;
      for (;;) {
        const counts = await sendDueMessages({ limit: 3 });
        if (counts.claimed === 0) return sent;
        sent += counts.sent;
      }
    };
    const [a, b] = await Promise.all([drain(), drain()]);

    expect(a + b).toBe(count);
    expect(smtp.mails).toHaveLength(count);
    const recipients = smtp.mails.map((m) => m.envelopeTo[0]);
    expect(new Set(recipients).size).toBe(count);
    const rows = await db().outboxMessage.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("skip rows another server holds locked, on PostgreSQL, instead of waiting or sending them", async (ctx) => {
    if (database().kind !== "postgres") ctx.skip();
    // One more client on the same database: a second server instance, as far as PostgreSQL can tell.
    const [{ name }] = await db().$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = prismaOverPostgres(url.toString());
    try {
      const count = 30;
      await transaction(async (tx) => {
        for (let i = 0; i < count; i++) await queueEmail(tx, { to: `guest${i}@example.in`, ...otp(String(200000 + i)) });
      });
      // The other "server" holds ten rows locked in an open transaction while this one sends.
      const locked = await other.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<{ id: number }[]>`
          SELECT "id" FROM "OutboxMessage" WHERE "status" = 'pending' ORDER BY "id" LIMIT 10 FOR UPDATE`;
        const counts = await sendDueMessages({ limit: count });
        return { lockedIds: rows.map((r) => r.id), counts };
      });
      // The ten rows the other "server" held were skipped, not waited for, and not sent.
      expect(locked.counts).toMatchObject({ claimed: count - 10, sent: count - 10 });
      expect(await sendDueMessages({ limit: count })).toMatchObject({ claimed: 10, sent: 10 });
      expect(smtp.mails).toHaveLength(count);
      expect(new Set(smtp.mails.map((m) => m.envelopeTo[0])).size).toBe(count);
    } finally {
      await other.$disconnect();
    }
  });
});

describe("SMS", () => {
  it("posts JSON with the bearer token to the provider and marks the message sent", async () => {
    const id = await transaction((tx) => queueSms(tx, { to: "+919812345678", ...otp("654321") }));
    expect(await sendDueMessages()).toMatchObject({ claimed: 1, sent: 1 });

    expect(sms.requests).toHaveLength(1);
    const request = sms.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/sms");
    expect(request.headers.authorization).toBe("Bearer sms-secret-token");
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      to: "+919812345678",
      message: "654321 is your Vanya Living sign-in code. It expires in 5 minutes. Never share it.",
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.mails).toHaveLength(0);
  });

  it("sends no Authorization header without a token", async () => {
    useEnv({ SMS_WEBHOOK_TOKEN: undefined });
    await transaction((tx) => queueSms(tx, { to: "+919812345678", ...otp("111222") }));
    await sendDueMessages();
    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("retries after a 500 from the provider", async () => {
    sms.answerNext(500);
    const id = await transaction((tx) => queueSms(tx, { to: "+919812345678", ...otp("333444") }));
    const now = new Date();
    expect(await sendDueMessages({ now })).toMatchObject({ retried: 1 });
    const r = await row(id);
    expect(r).toMatchObject({ status: "pending", attempts: 1 });
    expect(r.lastError).toMatch(/500/);
    expect(r.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    expect(await sendDueMessages({ now: later(now, 30_000) })).toMatchObject({ sent: 1 });
    expect(sms.requests).toHaveLength(2);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("without a configured transport", () => {
  it("writes mail and SMS to the log, keeps them as logged and sends nothing", async () => {
    useEnv({ SMTP_URL: undefined, SMS_WEBHOOK_URL: undefined });
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const emailId = await queueOtpEmail("anita@example.in", "908172");
    const smsId = await transaction((tx) => queueSms(tx, { to: "+919876543210", ...otp("564738") }));

    expect(await sendDueMessages()).toMatchObject({ claimed: 2, logged: 2, sent: 0 });
    vi.restoreAllMocks();

    expect(await row(emailId)).toMatchObject({ status: "logged", attempts: 1, sentAt: null, lastError: null });
    expect(await row(smsId)).toMatchObject({ status: "logged", attempts: 1 });
    expect(await sendDueMessages()).toMatchObject({ claimed: 0 });
    expect(smtp.mails).toHaveLength(0);
    expect(sms.requests).toHaveLength(0);

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === "outbox message");
    expect(entries).toHaveLength(2);
    const mail = entries.find((e) => e.channel === "email")!;
    expect(mail).toMatchObject({ level: "info", id: emailId, to: "anita@example.in", subject: "908172 is your Vanya Living sign-in code" });
    expect(mail.text).toContain("908172");
    expect(entries.find((e) => e.channel === "sms")).toMatchObject({ id: smsId, to: "+919876543210", subject: "" });
  });
});

describe("SMTP over TLS", () => {
  it("delivers through an smtps:// URL", async () => {
    const tls = await startSmtpReceiver({ secure: true });
    try {
      // The receiver's certificate is self-signed: the URL says to accept it, as nodemailer reads it.
      useEnv({ SMTP_URL: `${tls.url}/?tls.rejectUnauthorized=false` });
      const id = await queueOtpEmail("sana@example.in", "246810");
      expect(await sendDueMessages()).toMatchObject({ sent: 1 });
      expect(tls.mails).toHaveLength(1);
      expect(tls.mails[0]!.subject).toBe("246810 is your Vanya Living sign-in code");
      expect(await row(id)).toMatchObject({ status: "sent" });
    } finally {
      closeTransports();
      await tls.close();
    }
  });
});
