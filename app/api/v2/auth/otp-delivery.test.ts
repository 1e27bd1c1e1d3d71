// The code leaves by the outbox and arrives: a real SMTP receiver and a local HTTP receiver standing in
// for the SMS provider. The test reads the code from what arrived and signs in with it; the code never
// appears in an answer or a log line.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { setEnv, startSmsReceiver, startSmtpReceiver, waitForMail, type SmsReceiver, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { closeTransports } from "@/lib/messaging/transports.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as sendOtp from "./send-otp/route.ts";
import * as loginWithOtp from "./login-with-otp/route.ts";

useTestDatabase();

let smtp: SmtpReceiver;
let sms: SmsReceiver;
let restoreEnv: () => void;
let stopSender: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  sms = await startSmsReceiver();
  restoreEnv = setEnv({ SMTP_URL: `${smtp.url}/?ignoreTLS=true`, SMS_WEBHOOK_URL: sms.url, SHOP_NAME: "Vanya Living", LOG_FORMAT: "json" });
  resetConfig();
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      logged.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
  stopSender = startOutboxSender({ pollMs: 60_000 });
});
afterAll(async () => {
  await stopSender();
  vi.restoreAllMocks();
  closeTransports();
  await smtp.close();
  await sms.close();
  restoreEnv();
  resetConfig();
});

async function waitForSms(to: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const request = sms.requests.findLast((r) => (r.body as { to?: string }).to === to);
    if (request) return request.body as { to: string; message: string };
    if (Date.now() > until) throw new Error(`No SMS for ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("codes that arrive", () => {
  it("by e-mail over SMTP, within about a second: read from the mail, they sign in", async () => {
    const started = Date.now();
    const sent = await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", body: { email: "Meera.K@example.in" }, ip: "198.51.100.90" });
    expect(sent.status).toBe(200);
    const mail = await waitForMail(smtp, "meera.k@example.in");
    expect(Date.now() - started).toBeLessThan(2000);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect(mail.subject).toBe(`${code} is your Vanya Living sign-in code`);

    const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", body: { email: "meera.k@example.in", otp: code }, ip: "198.51.100.90" });
    expect(r.status).toBe(200);
    expect(r.json.user.email).toBe("meera.k@example.in");
    expect(sent.text + r.text).not.toContain(code);
    expect(logged.join("")).not.toContain(code);
  });

  it("by SMS through the provider's HTTP endpoint: read from the request, they sign in", async () => {
    const sent = await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", body: { phone_number: "+91 98111 22233" }, ip: "198.51.100.91" });
    expect(sent.json.channel).toBe("sms");
    const message = await waitForSms("+919811122233");
    const code = /^(\d{6}) is your Vanya Living sign-in code/.exec(message.message)![1];
    const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", body: { phone_number: "+919811122233", otp: code }, ip: "198.51.100.91" });
    expect(r.status).toBe(200);
    expect(r.json.user.username).toBe("+919811122233");
    expect(logged.join("")).not.toContain(code);
  });
});
