// Saving a signed-in buyer's delivery address to their address book at checkout (spec/API.md §6).
// The address book's endpoints (/useraddresses/) belong to the account; this is the one function that
// writes an address into it from outside, so both agree on what "the same address" is (addressHash).
import type { Tx } from "@/lib/db.ts";
import { addressHash, type AddressInput } from "./address.ts";

/**
 * Adds `address` to user `userId`'s address book, or counts one more order to an address already
 * there. The first address becomes the default for shipping. Answers the address book row's id.
 */
export async function saveToAddressBook(tx: Tx, userId: number, address: AddressInput): Promise<number> {
  const a = address;
  // One statement, so two checkouts with the same new address at once cannot both insert it.
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "UserAddress" ("userId", "hash", "title", "firstName", "lastName", "line1", "line2", "line3", "line4",
                               "state", "postcode", "countryIso2", "phoneNumber", "notes", "isDefaultForShipping",
                               "numOrdersAsShipping", "dateCreated")
    VALUES (${userId}, ${addressHash(a)}, ${a.title}, ${a.first_name}, ${a.last_name}, ${a.line1}, ${a.line2}, ${a.line3}, ${a.line4},
            ${a.state}, ${a.postcode}, ${a.country}, ${a.phone_number}, ${a.notes},
            NOT EXISTS (SELECT 1 FROM "UserAddress" WHERE "userId" = ${userId} AND "isDefaultForShipping"),
            1, now())
    ON CONFLICT ("userId", "hash") DO UPDATE SET "numOrdersAsShipping" = "UserAddress"."numOrdersAsShipping" + 1
    RETURNING id`;
  return rows[0].id;
}
