// Sending a code (send-otp, resend-otp): the limits are counted first, then the code is issued and
// queued in one transaction; a request that sends nothing gives its counts back.
import { z } from "zod";
import { transaction } from "@/lib/db.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { Identifier } from "./identifiers.ts";
import { CODE_LIFETIME_SECONDS, issueCode, reissueCode, RESEND_INTERVAL_SECONDS } from "./otp-codes.ts";
import { countCodeSent } from "./otp-limits.ts";

export const OtpSentSchema = z.object({
  detail: z.literal("OTP sent."),
  channel: z.enum(["sms", "email"]),
  expires_in: z.int().describe("Seconds the code stays valid."),
  resend_in: z.int().describe("Seconds before another code may be asked for."),
}).meta({ id: "OtpSent" });

export const OTP_SENT = (id: Identifier): z.infer<typeof OtpSentSchema> => ({
  detail: "OTP sent.",
  channel: id.kind === "email" ? "email" : "sms",
  expires_in: CODE_LIFETIME_SECONDS,
  resend_in: RESEND_INTERVAL_SECONDS,
});

/**
 * Sends a code to `id` for a request from `ip`: "send" opens or renews a request, "resend" needs an open
 * one. `locale`: the caller's language (its mail's).
 */
export async function sendOtp(id: Identifier, ip: string, mode: "send" | "resend", now = new Date(), locale?: ShopLocale): Promise<void> {
  const counted = await countCodeSent(id, ip, now);
  try {
    await transaction((tx) => (mode === "send" ? issueCode(tx, id, now, locale) : reissueCode(tx, id, now, locale)));
  } catch (error) {
    await counted.refund();
    throw error;
  }
}
