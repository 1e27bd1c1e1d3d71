import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, prismaOverPostgres, transaction, type Db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { queueEmail, queueSms } from "./outbox.ts";
import { MAX_ATTEMPTS, retryDelayMs, sendDueMessages } from "./sender.ts";
import { setEnv, startSmsReceiver, startSmtpReceiver, type ReceivedMail, type SmsReceiver, type SmtpReceiver } from "./testing.ts";
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

const otp = (code: string) => ({ template: "otp-code" as const, data: { expiresInMinutes: 5 }, secrets: { code } });
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

/** A second Prisma client on this test's PostgreSQL database: a second server, as far as PostgreSQL can tell. */
async function secondClient(): Promise<Db> {
  const [{ name }] = await db().$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return prismaOverPostgres(url.toString());
}

describe("concurrent senders", () => {
  const queueMany = (count: number) =>
    transaction(async (tx) => {
      const out: number[] = [];
      for (let i = 0; i < count; i++) out.push(await queueEmail(tx, { to: `customer${i}@example.in`, ...otp(String(100000 + i)) }));
      return out;
    });

  /** One "server" draining the outbox in small batches until nothing is due; answers how many it sent. */
  const drain = async (client?: Db) => {
    let sent = 0;
    for (;;) {
      const counts = await sendDueMessages({ limit: 2, client });
      if (counts.claimed === 0) return sent;
      sent += counts.sent;
    }
  };

  /** Both senders sent some, and every message arrived exactly once. */
  async function expectEachDeliveredOnce(ids: number[], sent: number[], mails: ReceivedMail[]): Promise<void> {
    expect(sent.every((n) => n > 0)).toBe(true); // they really did work side by side
    expect(sent[0]! + sent[1]!).toBe(ids.length);
    expect(mails).toHaveLength(ids.length);
    expect(new Set(mails.map((m) => m.envelopeTo[0])).size).toBe(ids.length);
    const rows = await db().outboxMessage.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  }

  it("on PostgreSQL, two servers with their own connections deliver every message exactly once", async (ctx) => {
    if (database().kind !== "postgres") ctx.skip();
    const slow = await startSmtpReceiver({ delayMs: 20 });
    const other = await secondClient();
    try {
      useEnv({ SMTP_URL: slow.url });
      const ids = await queueMany(40);
      // Both claim at the same moment, each over its own connection pool; deliveries take a while.
      const sent = await Promise.all([drain(db()), drain(other)]);
      await expectEachDeliveredOnce(ids, sent, slow.mails);
    } finally {
      closeTransports();
      await other.$disconnect();
      await slow.close();
    }
  });

  it("on PGlite (one connection, one statement at a time), two drain loops never take a message the other has in flight", async (ctx) => {
    // PGlite cannot run two claims at once, so this shows only the lease: a claimed message is hidden
    // from the next claim until its outcome is recorded. The PostgreSQL test above shows real concurrency.
    if (database().kind !== "pglite") ctx.skip();
    const slow = await startSmtpReceiver({ delayMs: 20 });
    try {
      useEnv({ SMTP_URL: slow.url });
      const ids = await queueMany(24);
      const sent = await Promise.all([drain(), drain()]);
      await expectEachDeliveredOnce(ids, sent, slow.mails);
    } finally {
      closeTransports();
      await slow.close();
    }
  });

  it("skip rows another server holds locked, on PostgreSQL, instead of waiting or sending them", async (ctx) => {
    if (database().kind !== "postgres") ctx.skip();
    const other = await secondClient();
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
  /** Runs `work` and answers the log lines about undelivered messages it wrote (stdout and stderr). */
  async function logged(work: () => Promise<void>): Promise<{ entries: Record<string, unknown>[]; all: string }> {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      await work();
    } finally {
      vi.restoreAllMocks();
    }
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    return { entries: parsed.filter((e) => e.msg === "outbox message not delivered: no transport configured"), all: lines.join("") };
  }

  it("keeps mail and SMS undelivered, says so in the log without the body, and keeps their secrets sealed", async () => {
    useEnv({ SMTP_URL: undefined, SMS_WEBHOOK_URL: undefined });
    const emailId = await queueOtpEmail("anita@example.in", "908172");
    const smsId = await transaction((tx) => queueSms(tx, { to: "+919876543210", ...otp("564738") }));

    const { entries, all } = await logged(async () => {
      expect(await sendDueMessages()).toMatchObject({ claimed: 2, logged: 2, sent: 0 });
    });
    expect(await row(emailId)).toMatchObject({ status: "logged", attempts: 1, sentAt: null, lastError: null, secrets: expect.stringMatching(/^v1\./) });
    expect(await row(smsId)).toMatchObject({ status: "logged", attempts: 1, secrets: expect.stringMatching(/^v1\./) });
    expect(await sendDueMessages()).toMatchObject({ claimed: 0 });
    expect(smtp.mails).toHaveLength(0);
    expect(sms.requests).toHaveLength(0);

    // One line each, in whatever order the batch finished.
    expect(entries.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([
      expect.objectContaining({ level: "info", id: emailId, channel: "email", template: "otp-code", to: "a…@example.in" }),
      expect.objectContaining({ level: "info", id: smsId, channel: "sms", template: "otp-code", to: "+91…3210" }),
    ]);
    for (const secret of ["908172", "564738", "anita@example.in", "9876543210"]) expect(all).not.toContain(secret);
    expect(entries.every((e) => !("text" in e) && !("subject" in e))).toBe(true);
  });

  it("sends what was kept once SMTP_URL is set, and only the channel that got a transport", async () => {
    // A first start without mail: an order confirmation and a sign-in code wait in the outbox.
    useEnv({ SMTP_URL: undefined, SMS_WEBHOOK_URL: undefined });
    const emailId = await queueOtpEmail("anita@example.in", "908172");
    const smsId = await transaction((tx) => queueSms(tx, { to: "+919876543210", ...otp("564738") }));
    await logged(async () => {
      expect(await sendDueMessages()).toMatchObject({ claimed: 2, logged: 2 });
    });

    // The owner sets SMTP_URL (not the SMS provider) and restarts: the mail goes out, the SMS keeps waiting.
    useEnv({ SMS_WEBHOOK_URL: undefined });
    await logged(async () => {
      expect(await sendDueMessages()).toEqual({ claimed: 1, sent: 1, logged: 0, retried: 0, failed: 0 });
    });
    expect(smtp.mails.map((m) => [m.envelopeTo, m.subject])).toEqual([[["anita@example.in"], "908172 is your Vanya Living sign-in code"]]);
    expect(await row(emailId)).toMatchObject({ status: "sent", attempts: 1, lastError: null, secrets: null });
    expect(await row(smsId)).toMatchObject({ status: "logged", attempts: 1, secrets: expect.stringMatching(/^v1\./) });
    expect(await sendDueMessages()).toMatchObject({ claimed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it("prints whole messages with OUTBOX_LOG_BODIES=1 outside production", async () => {
    useEnv({ SMTP_URL: undefined, SMS_WEBHOOK_URL: undefined, OUTBOX_LOG_BODIES: "1" });
    const id = await queueOtpEmail("anita@example.in", "908172");
    const { entries } = await logged(async () => {
      await sendDueMessages();
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id, to: "anita@example.in", subject: "908172 is your Vanya Living sign-in code" });
    expect(entries[0]!.text).toContain("908172");
  });

  it("never prints them in production, and warns that the setting is ignored", async () => {
    useEnv({
      SMTP_URL: undefined,
      SMS_WEBHOOK_URL: undefined,
      OUTBOX_LOG_BODIES: "1",
      NODE_ENV: "production",
      SHOP_ENV: "production",
      NEXTAUTH_SECRET: "a-production-secret-of-enough-length-0123456789",
      NEXTAUTH_URL: "https://shop.vanyaliving.in",
      SEED_ADMIN_PASSWORD: "a-chosen-admin-password",
    });
    await queueOtpEmail("anita@example.in", "908172");
    const { entries, all } = await logged(async () => {
      await sendDueMessages();
    });
    expect(entries).toEqual([expect.objectContaining({ to: "a…@example.in" })]);
    expect(all).not.toContain("908172");
    expect(all).toContain("OUTBOX_LOG_BODIES is ignored in production");
  });
});
