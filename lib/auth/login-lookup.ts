// Finding the account a login names: the username may be the e-mail address or the phone number.
import { db } from "@/lib/db.ts";

export function findUserForLogin(username: string) {
  const value = username.trim();
  if (value.includes("@")) return db().user.findUnique({ where: { email: value.toLowerCase() } });
  const phone = value.replace(/[\s()-]/g, "");
  return db().user.findFirst({ where: { OR: [{ phoneNumber: phone }, { phoneNumber: `+91${phone}` }] } });
}
