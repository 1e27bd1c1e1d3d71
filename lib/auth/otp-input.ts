// The bodies of the OTP endpoints: exactly one of `phone_number` (normalised to E.164, only countries in
// OTP_SMS_COUNTRIES) or `email`, and for signing in the `otp`. Empty fields count as absent (forms send them).
import { z } from "zod";
import { config } from "@/lib/config.ts";
import { parseEmail, parsePhone, type Identifier } from "./identifiers.ts";

const optionalText = z
  .string()
  .max(320)
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

const identifierFields = {
  phone_number: optionalText.meta({ label: "Phone number", description: "International format, e.g. +91 98123 45678." }),
  email: optionalText.meta({ label: "Email" }),
};

function toIdentifier(input: { phone_number?: string; email?: string }, ctx: z.RefinementCtx): Identifier {
  const { phone_number: phone, email } = input;
  if (phone !== undefined && email !== undefined) {
    ctx.addIssue({ code: "custom", message: "Provide a phone number or an email, not both.", path: [] });
    return z.NEVER;
  }
  if (email !== undefined) {
    const value = parseEmail(email);
    if (value) return { kind: "email", value };
    ctx.addIssue({ code: "custom", message: "Enter a valid email address.", path: ["email"] });
    return z.NEVER;
  }
  if (phone !== undefined) {
    const parsed = parsePhone(phone);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "Enter a valid phone number.", path: ["phone_number"] });
      return z.NEVER;
    }
    const allowed = config().OTP_SMS_COUNTRIES.map((c) => c.toUpperCase());
    if (!parsed.country || !allowed.includes(parsed.country)) {
      ctx.addIssue({ code: "custom", message: "We cannot send codes to this country.", path: ["phone_number"] });
      return z.NEVER;
    }
    return { kind: "phone", value: parsed.e164 };
  }
  ctx.addIssue({ code: "custom", message: "Provide a phone number or an email.", path: [] });
  return z.NEVER;
}

/** send-otp and resend-otp: the identifier to send a code to. */
export const SendOtpInput = z.object(identifierFields).transform((input, ctx) => ({ identifier: toIdentifier(input, ctx) }));

/** login-with-otp: the identifier and the code. */
export const LoginWithOtpInput = z
  .object({ ...identifierFields, otp: z.string().max(32).meta({ label: "One-time password" }) })
  .transform((input, ctx) => ({ identifier: toIdentifier(input, ctx), otp: input.otp.trim() }));
