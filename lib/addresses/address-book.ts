// The address book (spec/API.md §6, /api/v2/useraddresses/): a signed-in shopper's own addresses. Another
// user's address is "not found"; a duplicate (same addressHash) is the documented 406; at most one
// address is the default for shipping and one for billing; a book holds at most ADDRESS_BOOK_MAX
// addresses (docs/decisions/0088). Writes for one user take that user's address book lock first
// (save.ts), so two requests changing defaults, adding the same address or the last one that fits take
// turns, checkout's own save among them.
import { z } from "zod";
import { config } from "@/lib/config.ts";
import { db, transaction, type Tx } from "@/lib/db.ts";
import { ApiError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { UserAddress } from "@/lib/generated/prisma/client.ts";
import { parseInput } from "@/lib/http/validation.ts";
import { addressHash, AddressSchema, resolveAddressCountry, unknownCountryError, type AddressInput } from "./address.ts";
import { lockAddressBook } from "./save.ts";

const flags = {
  is_default_for_shipping: z.boolean().optional().default(false).meta({ label: "Default shipping address" }),
  is_default_for_billing: z.boolean().optional().default(false).meta({ label: "Default billing address" }),
};

/** An address book entry as POST and PUT take it: the one Address schema and the two default flags. */
export const AddressBookInput = z.object({ ...AddressSchema.shape, ...flags }).transform(async (value, ctx) => {
  // The per-country rules (postcode, phone) live on the Address schema itself: run them on the fields.
  const address = await AddressSchema.safeParseAsync(value);
  if (!address.success) {
    for (const issue of address.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path, input: issue.input });
    return z.NEVER;
  }
  return { ...address.data, is_default_for_shipping: value.is_default_for_shipping, is_default_for_billing: value.is_default_for_billing };
});
export type AddressBookEntry = z.output<typeof AddressBookInput>;

/** PATCH takes any of the fields; the result is checked as a whole. */
export const AddressBookPatch = z.object(
  Object.fromEntries(Object.keys({ ...AddressSchema.shape, ...flags }).map((k) => [k, z.unknown().optional()])) as Record<keyof AddressBookEntry, z.ZodOptional<z.ZodUnknown>>,
);

export const DUPLICATE_ADDRESS = { detail: "This address is already in your address book" };
export const addressBookFull = (max: number) => ({
  detail: `Your address book is full: it holds at most ${max} addresses. Delete one to add another.`,
  code: "address_book_full",
});

const ORDER = [{ numOrdersAsShipping: "desc" as const }, { id: "asc" as const }];

/** The user's addresses, most used first (all of them, or `limit` from `offset`). */
export function listAddresses(userId: number, offset = 0, limit?: number): Promise<UserAddress[]> {
  return db().userAddress.findMany({ where: { userId }, orderBy: ORDER, skip: offset, take: limit });
}

export function countAddresses(userId: number): Promise<number> {
  return db().userAddress.count({ where: { userId } });
}

/** The user's own address `id` (a path segment); anything else is 404. */
export async function getAddress(userId: number, id: string, client: Tx | ReturnType<typeof db> = db()): Promise<UserAddress> {
  const row = /^\d{1,9}$/.test(id) ? await client.userAddress.findFirst({ where: { id: Number(id), userId } }) : null;
  if (!row) throw new NotFoundError();
  return row;
}

function rowData(a: AddressBookEntry) {
  return {
    title: a.title, firstName: a.first_name, lastName: a.last_name, line1: a.line1, line2: a.line2, line3: a.line3, line4: a.line4,
    state: a.state, postcode: a.postcode, countryIso2: a.country, phoneNumber: a.phone_number, notes: a.notes,
    isDefaultForShipping: a.is_default_for_shipping, isDefaultForBilling: a.is_default_for_billing, hash: addressHash(a),
  };
}

/** Takes the user's address book lock, checks the country, refuses a duplicate of another entry. */
async function prepare(tx: Tx, userId: number, entry: AddressBookEntry, exceptId?: number): Promise<void> {
  await lockAddressBook(tx, userId);
  if (!(await resolveAddressCountry(tx, entry.country))) throw new ValidationError(unknownCountryError);
  const same = await tx.userAddress.findFirst({ where: { userId, hash: addressHash(entry), ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (same) throw new ApiError(406, DUPLICATE_ADDRESS);
}

/** Clears the default flags the entry takes from the user's other addresses. */
async function clearOtherDefaults(tx: Tx, userId: number, entry: AddressBookEntry, id: number): Promise<void> {
  if (entry.is_default_for_shipping) await tx.userAddress.updateMany({ where: { userId, id: { not: id }, isDefaultForShipping: true }, data: { isDefaultForShipping: false } });
  if (entry.is_default_for_billing) await tx.userAddress.updateMany({ where: { userId, id: { not: id }, isDefaultForBilling: true }, data: { isDefaultForBilling: false } });
}

/** A duplicate the unique index refuses is the same 406. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2002") throw new ApiError(406, DUPLICATE_ADDRESS);
    throw error;
  }
}

export function createAddress(userId: number, entry: AddressBookEntry): Promise<UserAddress> {
  return refusingDuplicates(() =>
    transaction(async (tx) => {
      await prepare(tx, userId, entry);
      // Counted after the address book's lock (prepare): a concurrent add waits, then sees this one.
      const max = config().ADDRESS_BOOK_MAX;
      if ((await tx.userAddress.count({ where: { userId } })) >= max) throw new ApiError(406, addressBookFull(max));
      const row = await tx.userAddress.create({ data: { userId, ...rowData(entry) } });
      await clearOtherDefaults(tx, userId, entry, row.id);
      return row;
    }),
  );
}

export function replaceAddress(userId: number, id: string, entry: AddressBookEntry): Promise<UserAddress> {
  return refusingDuplicates(() =>
    transaction(async (tx) => {
      const existing = await getAddress(userId, id, tx);
      await prepare(tx, userId, entry, existing.id);
      const row = await tx.userAddress.update({ where: { id: existing.id }, data: rowData(entry) });
      await clearOtherDefaults(tx, userId, entry, row.id);
      return row;
    }),
  );
}

/** PATCH: the given fields over the stored ones, checked as a whole. */
export async function patchAddress(userId: number, id: string, changes: Record<string, unknown>): Promise<UserAddress> {
  const existing = await getAddress(userId, id);
  const merged = { ...entryOf(existing), ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  const parsed = await parseInput(AddressBookInput, merged);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return replaceAddress(userId, id, parsed.data);
}

export async function deleteAddress(userId: number, id: string): Promise<void> {
  await transaction(async (tx) => {
    const existing = await getAddress(userId, id, tx);
    await tx.userAddress.delete({ where: { id: existing.id } });
  });
}

/** A stored address in the input's terms (country as its code). */
function entryOf(a: UserAddress): Record<string, unknown> {
  return {
    title: a.title, first_name: a.firstName, last_name: a.lastName, line1: a.line1, line2: a.line2, line3: a.line3, line4: a.line4,
    state: a.state, postcode: a.postcode, country: a.countryIso2, phone_number: a.phoneNumber, notes: a.notes,
    is_default_for_shipping: a.isDefaultForShipping, is_default_for_billing: a.isDefaultForBilling,
  };
}

export type { AddressInput };
