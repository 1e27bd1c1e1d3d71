// The two things a shopper is known by: an e-mail address (kept and matched in lower case) and a phone
// number (kept in E.164, "+919812345678"). Numbers written without a country code are read as the shop's
// own country's (the first of OTP_SMS_COUNTRIES, India by default).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import { config } from "@/lib/config.ts";

/** Longer than any e-mail address may be (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

const emailSchema = z.email().max(MAX_EMAIL_LENGTH);

/** The address in the one form the shop keeps: trimmed and lower-cased. */
export function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The lower-cased address, or null when it is not an e-mail address. */
export function parseEmail(value: string): string | null {
  const email = normalEmail(value);
  return emailSchema.safeParse(email).success ? email : null;
}

export interface PhoneNumber {
  /** "+919812345678" */
  e164: string;
  /** ISO 3166-1 alpha-2 of the number's country ("IN"), when known. */
  country: string | undefined;
}

/** The shop's home country, for numbers written without a country code. */
export function homeCountry(): string {
  return config().OTP_SMS_COUNTRIES[0]?.toUpperCase() ?? "IN";
}

/**
 * A valid phone number in E.164, or null. `defaultCountry` reads numbers without a country code
 * (an address's country; the shop's own by default).
 */
export function parsePhone(value: string, defaultCountry = homeCountry()): PhoneNumber | null {
  const text = value.trim();
  if (!text || text.length > 32 || !/^[+\d\s().-]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, country: parsed.country };
}

/** What a sign-in names: an e-mail address or a phone number, already normalised. */
export type Identifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** A stable text for keys and rows: "email:asha@example.in", "phone:+919812345678". */
export function identifierKey(id: Identifier): string {
  return `${id.kind}:${id.value}`;
}
