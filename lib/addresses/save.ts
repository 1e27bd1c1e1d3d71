// Saving a signed-in buyer's delivery address to their address book at checkout (spec/API.md §6).
// The address book's endpoints (/useraddresses/) belong to the account; this is the one function that
// writes an address into it from outside, so both agree on what "the same address" is (addressHash).
import { config } from "@/lib/config.ts";
import type { Tx } from "@/lib/db.ts";
import { addressHash, type AddressInput } from "./address.ts";

/** The address book's own lock namespace (pg_advisory_xact_lock's first key): "addr". */
const ADDRESS_BOOK_LOCK = 0x61646472;

/**
 * Takes user `userId`'s address book lock until the transaction ends: every write to the book takes it
 * first. A transaction-level advisory lock, not the User row: sign-in locks the User row and then the
 * baskets, checkout the basket and then this, so the row would let the two deadlock.
 */
export async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}::int, ${userId}::int)`;
}

/**
 * Adds `address` to user `userId`'s address book, or counts one more order to an address already
 * there. The first address becomes the default for shipping. A full book (ADDRESS_BOOK_MAX) gets no
 * new address: the order goes through all the same. Takes the address book's lock first, as its
 * endpoints do (address-book.ts), so a concurrent add cannot take the book past its size.
 * Answers the address book row's id, or null when none was added.
 */
export async function saveToAddressBook(tx: Tx, userId: number, address: AddressInput): Promise<number | null> {
  const a = address;
  const hash = addressHash(a);
  await lockAddressBook(tx, userId);
  const [known] = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "UserAddress" SET "numOrdersAsShipping" = "numOrdersAsShipping" + 1 WHERE "userId" = ${userId} AND "hash" = ${hash} RETURNING id`;
  if (known) return known.id;
  // One statement: inserted only while the book has room.
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "UserAddress" ("userId", "hash", "title", "firstName", "lastName", "line1", "line2", "line3", "line4",
                               "state", "postcode", "countryIso2", "phoneNumber", "notes", "isDefaultForShipping",
                               "numOrdersAsShipping", "dateCreated")
    SELECT ${userId}, ${hash}, ${a.title}, ${a.first_name}, ${a.last_name}, ${a.line1}, ${a.line2}, ${a.line3}, ${a.line4},
           ${a.state}, ${a.postcode}, ${a.country}, ${a.phone_number}, ${a.notes},
           NOT EXISTS (SELECT 1 FROM "UserAddress" WHERE "userId" = ${userId} AND "isDefaultForShipping"),
           1, now()
    WHERE (SELECT count(*) FROM "UserAddress" WHERE "userId" = ${userId}) < ${config().ADDRESS_BOOK_MAX}
    ON CONFLICT ("userId", "hash") DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}
