// Wish lists (API.md §7): each signed-in shopper's lists, one of them the default ("Wish list",
// created on first use) that the hearts (mark_as_fav, is_favourite) act on. Someone else's list is
// "not found". A Shared or Public list can be read by anyone with its key (the share link); a Private
// one never. Writers take the transaction; limits are checked under a lock on the row they grow.
import { randomKey } from "@/lib/auth/secrets.ts";
import { db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { WishListVisibility } from "@/lib/generated/prisma/client.ts";

export const DEFAULT_LIST_NAME = "Wish list";
export const MAX_LISTS = 20;
export const MAX_LINES = 500;

export interface WishListLineInfo {
  /** Null once the product has been deleted (the line keeps its title). */
  productId: number | null;
  title: string;
  dateCreated: Date;
}

export interface WishListInfo {
  id: number;
  name: string;
  key: string;
  visibility: WishListVisibility;
  isDefault: boolean;
  lines: WishListLineInfo[];
}

export const withLines = { lines: { orderBy: [{ dateCreated: "desc" }, { id: "desc" }] } } satisfies Prisma.WishListInclude;

type ListRow = { id: number; name: string; key: string; visibility: WishListVisibility; defaultOwnerId: number | null; lines: { productId: number | null; title: string; dateCreated: Date }[] };

function info(row: ListRow): WishListInfo {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    visibility: row.visibility,
    isDefault: row.defaultOwnerId !== null,
    lines: row.lines.map((l) => ({ productId: l.productId, title: l.title, dateCreated: l.dateCreated })),
  };
}

/** The caller's lists, the default one first. */
export async function listWishLists(userId: number): Promise<WishListInfo[]> {
  const rows = await db().wishList.findMany({ where: { ownerId: userId }, include: withLines, orderBy: [{ dateCreated: "asc" }, { id: "asc" }] });
  return rows.map(info).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function wishListInfo(row: ListRow): WishListInfo {
  return info(row);
}

/** One of the caller's lists; anyone else's is not found. */
export async function findWishList(userId: number, id: number, client: Tx = db()): Promise<WishListInfo> {
  const row = await client.wishList.findFirst({ where: { id, ownerId: userId }, include: withLines });
  if (!row) throw new NotFoundError();
  return info(row);
}

/** Whether `key` has the form of a share key (anything else opens no list, without asking the database). */
export function isShareKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{10,64}$/.test(key);
}

/** Whether a list may be read by anyone with its key: a Shared or Public one, never a Private one. */
export function readableByKey(visibility: WishListVisibility): boolean {
  return visibility !== "Private";
}

/** Whether `key` opens a list (what sharedWishList finds), without reading the list: Next's proxy asks. */
export async function sharedListExists(key: string): Promise<boolean> {
  if (!isShareKey(key)) return false;
  const row = await db().wishList.findUnique({ where: { key }, select: { visibility: true } });
  return !!row && readableByKey(row.visibility);
}

async function lockOwner(tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

export async function createWishList(tx: Tx, userId: number, name: string, visibility: WishListVisibility): Promise<WishListInfo> {
  await lockOwner(tx, userId);
  if ((await tx.wishList.count({ where: { ownerId: userId } })) >= MAX_LISTS) {
    throw ValidationError.nonField(`You can keep at most ${MAX_LISTS} wish lists.`);
  }
  const row = await tx.wishList.create({ data: { ownerId: userId, name, visibility, key: randomKey(18) }, include: withLines });
  return info(row);
}

/** The caller's default list, created as "Wish list" on first use. */
export async function defaultWishList(tx: Tx, userId: number): Promise<number> {
  const existing = await tx.wishList.findUnique({ where: { defaultOwnerId: userId }, select: { id: true } });
  if (existing) return existing.id;
  await lockOwner(tx, userId);
  const again = await tx.wishList.findUnique({ where: { defaultOwnerId: userId }, select: { id: true } });
  if (again) return again.id;
  const row = await tx.wishList.create({ data: { ownerId: userId, defaultOwnerId: userId, name: DEFAULT_LIST_NAME, key: randomKey(18) } });
  return row.id;
}

/** True when a shopper may add the product: it exists and is public (a child's parent too). */
async function addableTitle(tx: Tx, productId: number, staff: boolean): Promise<string | null> {
  const p = await tx.product.findUnique({ where: { id: productId }, select: { title: true, isPublic: true, parent: { select: { isPublic: true } } } });
  if (!p || (!staff && (!p.isPublic || p.parent?.isPublic === false))) return null;
  return p.title;
}

/**
 * Adds a product to the caller's list `listId` (or the default list). Answers the list and whether
 * the line is new (201) or was there already (200).
 */
export async function addToWishList(tx: Tx, user: { id: number; isStaff: boolean }, productId: number, listId?: number): Promise<{ list: WishListInfo; created: boolean }> {
  const title = await addableTitle(tx, productId, user.isStaff);
  if (title === null) throw new ValidationError({ product: ["Invalid hyperlink - Object does not exist."] });
  let id = listId;
  if (id === undefined) id = await defaultWishList(tx, user.id);
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "WishList" WHERE id = ${id} AND "ownerId" = ${user.id} FOR UPDATE`;
  if (!locked.length) throw new ValidationError({ list: [`Invalid pk "${id}" - object does not exist.`] });
  const already = await tx.wishListLine.findUnique({ where: { wishListId_productId: { wishListId: id, productId } }, select: { id: true } });
  if (!already) {
    if ((await tx.wishListLine.count({ where: { wishListId: id } })) >= MAX_LINES) {
      throw ValidationError.nonField(`A wish list holds at most ${MAX_LINES} products.`);
    }
    await tx.wishListLine.create({ data: { wishListId: id, productId, title } });
  }
  return { list: await findWishList(user.id, id, tx), created: !already };
}

/** A wish-list line taken off its list, to be put back as it was. */
export interface TakenLine {
  id: number;
  wishListId: number;
  productId: number;
  title: string;
  dateCreated: Date;
}

/**
 * Takes a product off the caller's list (or the default list), answering the line as it was; null when
 * it was not there. One DELETE … RETURNING: of two moves at once, only one takes it.
 */
export async function takeFromWishList(tx: Tx, userId: number, productId: number, listId?: number): Promise<TakenLine | null> {
  const list = listId === undefined
    ? await tx.wishList.findUnique({ where: { defaultOwnerId: userId }, select: { id: true } })
    : await tx.wishList.findFirst({ where: { id: listId, ownerId: userId }, select: { id: true } });
  if (!list) return null;
  const [taken] = await tx.$queryRaw<TakenLine[]>`
    DELETE FROM "WishListLine" WHERE "wishListId" = ${list.id} AND "productId" = ${productId}
    RETURNING id, "wishListId", "productId", title, "dateCreated"`;
  return taken ?? null;
}

/** Puts a taken line back as it was, its id (its place in the list) too (unless the shopper saved the product again meanwhile). */
export async function putBackOnWishList(tx: Tx, line: TakenLine): Promise<void> {
  await tx.wishListLine.createMany({ data: [line], skipDuplicates: true });
}

/** Removes a product from the caller's list (or the default list); false when it was not there. */
export async function removeFromWishList(tx: Tx, userId: number, productId: number, listId?: number): Promise<boolean> {
  const list = listId === undefined
    ? await tx.wishList.findUnique({ where: { defaultOwnerId: userId }, select: { id: true } })
    : await tx.wishList.findFirst({ where: { id: listId, ownerId: userId }, select: { id: true } });
  if (!list) return false;
  const { count } = await tx.wishListLine.deleteMany({ where: { wishListId: list.id, productId } });
  return count > 0;
}

export async function updateWishList(tx: Tx, userId: number, id: number, changes: { name?: string; visibility?: WishListVisibility }): Promise<WishListInfo> {
  const { count } = await tx.wishList.updateMany({ where: { id, ownerId: userId }, data: changes });
  if (!count) throw new NotFoundError();
  return findWishList(userId, id, tx);
}

export async function deleteWishList(tx: Tx, userId: number, id: number): Promise<void> {
  const { count } = await tx.wishList.deleteMany({ where: { id, ownerId: userId } });
  if (!count) throw new NotFoundError();
}
