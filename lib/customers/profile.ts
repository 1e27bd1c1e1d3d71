// A customer's name and mobile, as the shopper edits them on the account page and staff on the customer's
// page (issue 22). The mobile follows the address book's rule for Indian numbers (lib/addresses/phone.ts),
// limited to mobiles; a changed number is not proven until a code sent to it signs in, so it is stored
// unverified and never leads into the account (lib/auth/otp-login.ts).
import { z } from "zod";
import { normaliseAddressPhone } from "@/lib/addresses/phone.ts";
import type { Tx } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import type { User } from "@/lib/generated/prisma/client.ts";

export const MOBILE_MESSAGE = "Enter a 10-digit Indian mobile number, like 98123 45678.";

/** "+919812345678" for an Indian mobile written any usual way; null otherwise. */
export function indianMobile(value: string): string | null {
  const e164 = normaliseAddressPhone(value, "IN");
  return e164 && /^\+91[6-9]\d{9}$/.test(e164) ? e164 : null;
}

const name = z.string().trim().max(150, "Ensure this field has no more than 150 characters.");

export const ProfileFields = z.object({
  first_name: name,
  last_name: name,
  phone_number: z
    .string()
    .trim()
    .max(32, MOBILE_MESSAGE)
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === "") return null;
      const mobile = indianMobile(v);
      if (!mobile) ctx.addIssue({ code: "custom", message: MOBILE_MESSAGE });
      return mobile ?? v;
    })
    .describe("An Indian mobile (normalised to +91…); empty or null removes it. A changed number is unverified."),
});

export const ProfileInput = ProfileFields.partial().meta({ id: "ProfileInput" });
export type Profile = z.infer<typeof ProfileInput>;

/** The profile as audited and compared. */
export function profileOf(u: Pick<User, "firstName" | "lastName" | "phoneNumber">) {
  return { first_name: u.firstName, last_name: u.lastName, phone_number: u.phoneNumber };
}

/**
 * Saves `patch` on `user` (already locked by the caller). A phone-only account cannot drop or change its
 * number (it is how that customer signs in); a number another account uses is refused.
 */
export async function saveProfile(tx: Tx, user: User, patch: Profile, extra: { isActive?: boolean } = {}): Promise<User> {
  const phone = patch.phone_number === undefined ? user.phoneNumber : patch.phone_number;
  if (phone !== user.phoneNumber) {
    if (!user.email) throw new ValidationError({ phone_number: ["This mobile number is how this account signs in; add an e-mail address before changing it."] });
    if (phone) {
      const other = await tx.user.findUnique({ where: { phoneNumber: phone }, select: { id: true } });
      if (other && other.id !== user.id) throw new ValidationError({ phone_number: ["Another account uses this mobile number."] });
    }
  }
  const firstName = patch.first_name ?? user.firstName;
  const lastName = patch.last_name ?? user.lastName;
  const isActive = extra.isActive ?? user.isActive;
  // Nothing changed: the version stays, so a form read before still saves.
  if (firstName === user.firstName && lastName === user.lastName && phone === user.phoneNumber && isActive === user.isActive) return user;
  return tx.user.update({
    where: { id: user.id },
    data: { firstName, lastName, phoneNumber: phone, ...(phone !== user.phoneNumber ? { phoneVerified: false } : {}), isActive, updatedAt: new Date() },
  });
}

/** Locks the user's row for a change (edit conflicts compare against what it holds then). */
export async function lockUser(tx: Tx, id: number): Promise<User | null> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE id = ${id} FOR UPDATE`;
  return row ? tx.user.findUniqueOrThrow({ where: { id } }) : null;
}
