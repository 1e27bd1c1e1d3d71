// The shopper's own name and mobile (the account page): an Indian mobile in any usual writing, stored
// unverified when it changes; a number another account uses, and a phone-only account dropping its number,
// are refused beside the field. Asking for erasure keeps the first request's time.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { requestOwnErasure, saveOwnProfile } from "./own-account.ts";
import { indianMobile } from "./profile.ts";

useTestDatabase();

const fieldsOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof ValidationError ? e.fields : e));

describe("the shopper's profile", () => {
  it("reads Indian mobiles written any usual way, and nothing else", () => {
    for (const v of ["98123 45678", "+91 98123-45678", "098123 45678", "919812345678"]) expect(indianMobile(v), v).toBe("+919812345678");
    for (const v of ["12345", "2212345678", "+14155552671", "98123 4567x"]) expect(indianMobile(v), v).toBeNull();
  });

  it("saves name and mobile (unverified when changed) and refuses a number another account uses", async () => {
    const u = await db().user.update({ where: { id: (await createUser()).id }, data: { phoneNumber: "+919800000001", phoneVerified: true } });
    await saveOwnProfile(u.id, { first_name: " Kavya ", last_name: "Iyer", phone_number: "+919800000001" });
    expect(await db().user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ firstName: "Kavya", lastName: "Iyer", phoneVerified: true });
    await saveOwnProfile(u.id, { phone_number: "98000 00002" });
    expect(await db().user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ phoneNumber: "+919800000002", phoneVerified: false });
    const other = await createUser();
    expect(await fieldsOf(saveOwnProfile(other.id, { phone_number: "9800000002" }))).toEqual({ phone_number: ["Another account uses this mobile number."] });
    expect(await fieldsOf(saveOwnProfile(other.id, { phone_number: "12" }))).toEqual({ phone_number: ["Enter a 10-digit Indian mobile number, like 98123 45678."] });
    expect(await fieldsOf(saveOwnProfile(other.id, { first_name: "x".repeat(151) }))).toEqual({ first_name: ["Ensure this field has no more than 150 characters."] });
  });

  it("keeps a phone-only account's number: it is how that customer signs in", async () => {
    const u = await db().user.create({ data: { phoneNumber: "+919800000003", phoneVerified: true } });
    expect(await fieldsOf(saveOwnProfile(u.id, { phone_number: "" }))).toEqual({ phone_number: ["This mobile number is how this account signs in; add an e-mail address before changing it."] });
  });

  it("records the erasure request once", async () => {
    const u = await createUser();
    const first = await requestOwnErasure(u.id);
    expect(await requestOwnErasure(u.id)).toEqual(first);
    expect((await db().user.findUniqueOrThrow({ where: { id: u.id } })).erasureRequestedAt).toEqual(first);
  });
});
