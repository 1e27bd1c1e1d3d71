// The User shape of spec/API.md §3, one serializer for every answer that shows a user (login answers,
// GET /api/v2/users/{id}/, the account page).
import { z } from "zod";
import type { User } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

export const USER_PATH = "/api/v2/users/{id}/";

export type UserFields = Pick<
  User,
  "id" | "email" | "phoneNumber" | "firstName" | "lastName" | "isStaff" | "dateJoined" | "emailVerified" | "phoneVerified"
>;

export const UserSchema = z.object({
  id: z.int(),
  url: z.url(),
  username: z.string().describe("The e-mail address, or the E.164 phone number of a phone-only account."),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  date_joined: z.string(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
}).meta({ id: "User" });
export type UserJson = z.infer<typeof UserSchema>;

export function userJson(u: UserFields, urls: UrlBuilder): UserJson {
  return {
    id: u.id,
    url: urls.path(USER_PATH, { id: u.id }),
    username: u.email ?? u.phoneNumber ?? "",
    email: u.email,
    phone_number: u.phoneNumber,
    first_name: u.firstName,
    last_name: u.lastName,
    is_staff: u.isStaff,
    date_joined: u.dateJoined.toISOString(),
    email_verified: u.emailVerified,
    phone_verified: u.phoneVerified,
  };
}

/** How the account page greets a shopper: by first name, else a plain "Namaste" (never the e-mail's local part). */
export function greeting(u: Pick<User, "firstName">): string {
  const first = u.firstName.trim();
  return first ? `Namaste, ${first}` : "Namaste";
}

/** What a shopper is called on a page: the first name, else the e-mail's local part or the phone number. */
export function displayName(u: Pick<User, "firstName" | "email" | "phoneNumber">): string {
  return u.firstName.trim() || u.email?.split("@")[0] || u.phoneNumber || "";
}
