// The shopper's own changes from the account page (issue 22): name and mobile, and asking to be erased.
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";
import { requestErasure } from "./erasure.ts";
import { lockUser, ProfileInput, saveProfile } from "./profile.ts";

/** Saves the shopper's name and mobile; throws ValidationError with the fields' problems. */
export async function saveOwnProfile(userId: number, body: { first_name?: string; last_name?: string; phone_number?: string }): Promise<void> {
  const parsed = await parseInput(ProfileInput, body);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  await transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user) await saveProfile(tx, user, parsed.data);
  });
}

export const requestOwnErasure = (userId: number) => transaction((tx) => requestErasure(tx, userId));
