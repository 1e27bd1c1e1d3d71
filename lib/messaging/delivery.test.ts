import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { queueEmail, queueSms } from "./outbox.ts";
import { DELIVERY_DEADLINE_MS, LEASE_MS, sendDueMessages, SLOWEST_TRANSPORT_MS } from "./sender.ts";
import { setEnv, startSmsReceiver, startSmtpReceiver, type SmsReceiver, type SmtpReceiver } from "./testing.ts";
import { closeTransports, SMS_TIMEOUT_MS, SMTP_TIMEOUTS, smtpOptions } from "./transports.ts";

useTestDatabase();

let smtp: SmtpReceiver;
let sms: SmsReceiver;
let restoreEnv: () => void = () => {};

function useEnv(vars: Record<string, string | undefined> = {}): void {
  restoreEnv();
  closeTransports();
  restoreEnv = setEnv({ SMTP_URL: smtp.url, SMS_WEBHOOK_URL: sms.url, MAIL_FROM: "Vanya Living <no-reply@vanyaliving.in>", SHOP_NAME: "Vanya Living", ...vars });
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
  sms.requests.length = 0;
  useEnv();
});
afterEach(() => {
  restoreEnv();
  restoreEnv = () => {};
  resetConfig();
});

const otp = (code: string) => ({ template: "otp-code" as const, data: { expiresInMinutes: 5 }, secrets: { code } });
const queueOtpEmail = (to: string, code = "123456") => transaction((tx) => queueEmail(tx, { to, ...otp(code) }));
const row = (id: number) => db().outboxMessage.findUniqueOrThrow({ where: { id } });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("at-least-once delivery", () => {
  it("sends a message the server kept but did not confirm again, with the same Message-ID", async () => {
    const first = await queueOtpEmail("meera@example.in", "111111");
    const second = await queueOtpEmail("meera@example.in", "222222");
    smtp.keepButFailNext(1);
    const now = new Date();
    expect(await sendDueMessages({ now, limit: 1 })).toMatchObject({ retried: 1 });
    expect(await sendDueMessages({ now: later(now, 30_000) })).toMatchObject({ sent: 2 });

    const mails = smtp.mails.filter((m) => m.subject.startsWith("111111"));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.messageId).toMatch(new RegExp(`^<outbox\\.${first}\\.[0-9a-z]+@vanyaliving\\.in>$`));
    expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
    expect(await row(first)).toMatchObject({ status: "sent", attempts: 2 });
    const other = smtp.mails.find((m) => m.subject.startsWith("222222"))!;
    expect(other.messageId).toMatch(new RegExp(`^<outbox\\.${second}\\.`));
  });

  it("gives the SMS provider the same Idempotency-Key on every attempt", async () => {
    sms.answerNext(502);
    await transaction((tx) => queueSms(tx, { to: "+919812345678", ...otp("333444") }));
    const now = new Date();
    await sendDueMessages({ now });
    await sendDueMessages({ now: later(now, 30_000) });
    expect(sms.requests).toHaveLength(2);
    const keys = sms.requests.map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^outbox\.\d+\.[0-9a-z]+$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("keeps a claimed message leased for longer than any attempt may take", () => {
    const smtpWorstCase = SMTP_TIMEOUTS.dnsTimeout + SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(SLOWEST_TRANSPORT_MS).toBe(Math.max(smtpWorstCase, SMS_TIMEOUT_MS));
    expect(DELIVERY_DEADLINE_MS).toBeGreaterThanOrEqual(SLOWEST_TRANSPORT_MS + 30_000);
    expect(LEASE_MS).toBeGreaterThanOrEqual(2 * DELIVERY_DEADLINE_MS);
    expect(smtpOptions("smtp://mail.example.in:587")).toMatchObject(SMTP_TIMEOUTS);
    expect(() => smtpOptions("smtp://mail.example.in:587/?socketTimeout=3600000")).toThrow("SMTP_URL may not set socketTimeout");
  });

  it("gives up on an attempt at its deadline and retries later", async () => {
    // A server that accepts the connection and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      useEnv({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      const id = await queueOtpEmail("kiran@example.in");
      const started = Date.now();
      expect(await sendDueMessages({ deadlineMs: 300 })).toMatchObject({ claimed: 1, retried: 1 });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "No answer from the transport within 0.3 s" });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("SMTP and TLS", () => {
  it("upgrades smtp:// with STARTTLS when the server offers it, checking its certificate", async () => {
    const relay = await startSmtpReceiver({ starttls: true });
    try {
      // The receiver's certificate does not verify: the message waits rather than go in clear text…
      useEnv({ SMTP_URL: relay.url });
      const id = await queueOtpEmail("sana@example.in", "246810");
      const now = new Date();
      expect(await sendDueMessages({ now })).toMatchObject({ retried: 1 });
      expect((await row(id)).lastError).toMatch(/certificate/);
      // …until the URL says to accept it, as nodemailer reads it.
      useEnv({ SMTP_URL: `${relay.url}/?tls.rejectUnauthorized=false` });
      expect(await sendDueMessages({ now: later(now, 30_000) })).toMatchObject({ sent: 1 });
      expect(relay.mails.map((m) => [m.subject, m.tls])).toEqual([["246810 is your Vanya Living sign-in code", true]]);
    } finally {
      closeTransports();
      await relay.close();
    }
  });

  it("stays in clear text only when the URL says ignoreTLS=true", async () => {
    const relay = await startSmtpReceiver({ starttls: true });
    try {
      useEnv({ SMTP_URL: `${relay.url}/?ignoreTLS=true` });
      await queueOtpEmail("sana@example.in");
      expect(await sendDueMessages()).toMatchObject({ sent: 1 });
      expect(relay.mails.map((m) => m.tls)).toEqual([false]);
    } finally {
      closeTransports();
      await relay.close();
    }
  });

  it("refuses to send in clear text with requireTLS=true when the server offers no STARTTLS", async () => {
    useEnv({ SMTP_URL: `${smtp.url}/?requireTLS=true` });
    const id = await queueOtpEmail("sana@example.in");
    expect(await sendDueMessages()).toMatchObject({ retried: 1 });
    expect(smtp.mails).toHaveLength(0);
    expect((await row(id)).lastError).toMatch(/STARTTLS/);
  });

  it("delivers through an smtps:// URL", async () => {
    const tls = await startSmtpReceiver({ secure: true });
    try {
      useEnv({ SMTP_URL: `${tls.url}/?tls.rejectUnauthorized=false` });
      const id = await queueOtpEmail("sana@example.in", "246810");
      expect(await sendDueMessages()).toMatchObject({ sent: 1 });
      expect(tls.mails.map((m) => [m.subject, m.tls])).toEqual([["246810 is your Vanya Living sign-in code", true]]);
      expect(await row(id)).toMatchObject({ status: "sent" });
    } finally {
      closeTransports();
      await tls.close();
    }
  });
});
