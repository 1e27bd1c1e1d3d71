// The limits on one-time codes (spec/API.md §3), counted before anything is sent or checked
// (docs/decisions/0006-throttle-windows.md: count, then decide from what the counting returned):
// - sending (send-otp and resend-otp): per identifier OTP_MAX_PER_IDENTIFIER_HOUR codes an hour, per
//   client address OTP_MAX_PER_IP_HOUR an hour, and for SMS a shop-wide OTP_SMS_DAILY_BUDGET a day;
// - signing in with a code: 30 tries an hour per client address.
// A count whose request sends nothing, or a sign-in that succeeds, is given back.
import { config } from "@/lib/config.ts";
import { ThrottledError } from "@/lib/errors.ts";
import { throttleAddress } from "@/lib/http/client-ip.ts";
import { hit, refund, type HitResult, type Rate } from "@/lib/http/throttle.ts";
import { identifierKey, type Identifier } from "./identifiers.ts";

/** Counted hits that can be given back together. */
export interface Counted {
  refund(): Promise<void>;
}

const LOGIN_TRIES_PER_ADDRESS: Rate = { limit: 30, windowSeconds: 3600 };

/** Counts each of `limits` in turn; the first that refuses gives the earlier ones back and throws 429. */
async function countAll(limits: { key: string; rate: Rate }[], now: Date): Promise<Counted> {
  const counted: { key: string; hit: HitResult }[] = [];
  const giveBack = async () => {
    for (const c of counted) await refund(c.key, c.hit);
  };
  for (const { key, rate } of limits) {
    const result = await hit(key, rate, { now });
    counted.push({ key, hit: result });
    if (!result.allowed) {
      await giveBack();
      throw new ThrottledError(result.retryAfter);
    }
  }
  return { refund: giveBack };
}

/** Counts one code sent to `id` from client address `ip`, or throws 429. */
export function countCodeSent(id: Identifier, ip: string, now = new Date()): Promise<Counted> {
  const c = config();
  const limits = [
    { key: `otp-ip:${throttleAddress(ip)}`, rate: { limit: c.OTP_MAX_PER_IP_HOUR, windowSeconds: 3600 } },
    { key: `otp-identifier:${identifierKey(id)}`, rate: { limit: c.OTP_MAX_PER_IDENTIFIER_HOUR, windowSeconds: 3600 } },
  ];
  if (id.kind === "phone") limits.push({ key: "otp-sms-budget:shop", rate: { limit: c.OTP_SMS_DAILY_BUDGET, windowSeconds: 86_400 } });
  return countAll(limits, now);
}

/** Counts one sign-in try with a code from client address `ip`, or throws 429. */
export function countCodeTry(ip: string, now = new Date()): Promise<Counted> {
  return countAll([{ key: `otp-login-ip:${throttleAddress(ip)}`, rate: LOGIN_TRIES_PER_ADDRESS }], now);
}
