// Finding the account a login names: the username may be the e-mail address or the phone number, in
// any of the ways people write one ("9812345678", "98123 45678", "+91 98123-45678").
import { db } from "@/lib/db.ts";
import { parsePhone } from "./identifiers.ts";

/** Longer than any e-mail address (RFC 5321) or phone number: names no account. */
const MAX_USERNAME = 254;

export type LoginName = { email: string } | { phone: string };

/** The username in one form: e-mail addresses lower-cased, phone numbers in E.164 (the shop's country when no code is given). */
export function loginName(username: string): LoginName {
  const value = username.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const parsed = value.length <= 32 ? parsePhone(value) : null;
  if (parsed) return { phone: parsed.e164 };
  const phone = value.replace(/[\s()-]/g, "");
  return { phone: phone.startsWith("+") ? phone : `+91${phone}` };
}

/** A stable name for throttling tries at this username when it names no account. */
export function loginNameKey(name: LoginName): string {
  return "email" in name ? `e:${name.email}` : `p:${name.phone}`;
}

export function findUserForLogin(username: string) {
  if (username.trim().length > MAX_USERNAME) return Promise.resolve(null);
  const name = loginName(username);
  if ("email" in name) return db().user.findUnique({ where: { email: name.email } });
  const bare = username.trim().replace(/[\s()-]/g, "");
  return db().user.findFirst({ where: { OR: [{ phoneNumber: bare }, { phoneNumber: name.phone }] } });
}
