// Staff curate collections ("Handloom Stories"): title, address (slug), description, shown or hidden,
// their place among collections, and the products in them in the order staff choose. Each change is one
// transaction with its audit entry; the collection's page, the landing page and the collection API
// follow once it commits (content-pages-changed.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { slugOfTitle } from "@/lib/catalogue/slug.ts";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentPagesChanged } from "./content-pages-changed.ts";
import { storeCutPicture } from "./cut-picture.ts";
import { placeAt } from "./reorder.ts";

const CollectionFields = z.object({
  title: z.string().trim().min(1, "Give the collection a title.").max(128),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Letters, digits and single dashes, like handloom-stories.")
    .describe('Its address, /collections/<slug>/; "" makes one from the title.'),
  description: z.string().trim().max(2000),
  title_hi: z.string().trim().max(128).describe("The Hindi title for Hindi shoppers; blank: none (they see the English title)."),
  description_hi: z.string().trim().max(2000).describe("The Hindi description; blank: none."),
  is_active: z.boolean().describe("Shown in the shop."),
  position: z.int().min(0).max(10_000).describe("Its place among collections, 0 first; the others move along."),
  product_ids: z.array(z.int().positive()).max(200, "At most 200 products.").describe("The products in it, in order (replaces all)."),
});
const seenVersion = z.string().max(40).optional().describe("The collection's updated_at as read: a collection changed since is refused with 409 edit_conflict.");
export const CollectionInput = CollectionFields.extend({
  slug: CollectionFields.shape.slug.default(""),
  description: CollectionFields.shape.description.default(""),
  title_hi: CollectionFields.shape.title_hi.default(""),
  description_hi: CollectionFields.shape.description_hi.default(""),
  is_active: CollectionFields.shape.is_active.default(true),
  position: CollectionFields.shape.position.optional(),
  product_ids: CollectionFields.shape.product_ids.default([]),
}).meta({ id: "AdminCollectionInput" });
export type CollectionData = z.infer<typeof CollectionInput>;
export const CollectionPatchInput = CollectionFields.partial().extend({ updated_at: seenVersion }).meta({ id: "AdminCollectionPatchInput" });
export type CollectionPatch = z.infer<typeof CollectionPatchInput>;

export const AdminCollectionSchema = z
  .object({
    id: z.int(),
    ...CollectionFields.shape,
    image: z.string().nullable().describe("Its tile's picture (1200 × 800); null: none (POST …/picture/)."),
    url: z.string().describe("Its page in the shop."),
    products: z.array(z.object({ id: z.int(), title: z.string(), sku: z.string().nullable(), is_public: z.boolean() })).describe("The products in it, in order."),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminCollection" });
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;

const withProducts = {
  products: {
    orderBy: [{ displayOrder: "asc" }, { productId: "asc" }],
    select: { product: { select: { id: true, title: true, isPublic: true, stockRecord: { select: { partnerSku: true } } } } },
  },
} satisfies Prisma.CollectionInclude;
const loadCollection = (client: Tx | Db, id: number) => client.collection.findUnique({ where: { id }, include: withProducts });
type Row = NonNullable<Awaited<ReturnType<typeof loadCollection>>>;
type Actor = { id: number; ip?: string };

export function adminCollectionJson(c: Row, position: number, urls?: UrlBuilder): AdminCollection {
  return {
    id: c.id, title: c.title, slug: c.slug, description: c.description, title_hi: c.titleHi, description_hi: c.descriptionHi, is_active: c.isActive, position,
    product_ids: c.products.map((p) => p.product.id),
    image: c.image ? (urls ? urls.abs(mediaPath(c.image)) : mediaPath(c.image)) : null,
    url: `/collections/${c.slug}/`,
    products: c.products.map(({ product: p }) => ({ id: p.id, title: p.title, sku: p.stockRecord?.partnerSku ?? null, is_public: p.isPublic })),
    updated_at: c.updatedAt.toISOString(),
  };
}

const shapeOf = (c: Row) => ({ title: c.title, slug: c.slug, description: c.description, title_hi: c.titleHi, description_hi: c.descriptionHi, is_active: c.isActive, image: c.image, product_ids: c.products.map((p) => p.product.id) });

export const CollectionFilters = z.object({ q: z.string().max(100).optional(), is_active: z.enum(["true", "false"]).optional() });

/** Every collection in staff order (with its place), those matching `q` and `is_active` only when given. */
export async function adminCollections(filters: z.infer<typeof CollectionFilters> = {}, urls?: UrlBuilder, client: Tx | Db = db()): Promise<AdminCollection[]> {
  const rows = await client.collection.findMany({ include: withProducts, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
  const q = filters.q?.trim().toLowerCase();
  return rows
    .map((c, i) => adminCollectionJson(c, i, urls))
    .filter((c) => (!q || c.title.toLowerCase().includes(q) || c.slug.includes(q)) && (filters.is_active === undefined || String(c.is_active) === filters.is_active));
}

export async function collectionOr404(id: number, urls?: UrlBuilder, client: Tx | Db = db()): Promise<AdminCollection> {
  const found = (await adminCollections({}, urls, client)).find((c) => c.id === id);
  if (!found) throw new NotFoundError();
  return found;
}

async function check(tx: Tx, id: number | null, slug: string, productIds: number[]): Promise<void> {
  const errors: Record<string, string[]> = {};
  const other = await tx.collection.findUnique({ where: { slug }, select: { id: true } });
  if (other && other.id !== id) errors.slug = ["Another collection has this address."];
  if (new Set(productIds).size !== productIds.length) errors.product_ids = ["A product is in the list twice."];
  else if ((await tx.product.count({ where: { id: { in: productIds } } })) !== productIds.length) errors.product_ids = ["One of these products does not exist."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function writeProducts(tx: Tx, id: number, productIds: number[]): Promise<void> {
  await tx.collectionProduct.deleteMany({ where: { collectionId: id } });
  if (productIds.length) await tx.collectionProduct.createMany({ data: productIds.map((productId, displayOrder) => ({ collectionId: id, productId, displayOrder })) });
}

export async function createCollection(tx: Tx, actor: Actor, data: CollectionData): Promise<number> {
  const slug = data.slug || slugOfTitle(data.title, 100);
  if (!slug) throw new ValidationError({ slug: ["Give it an address, like handloom-stories."] });
  await check(tx, null, slug, data.product_ids);
  const last = (await tx.collection.aggregate({ _max: { displayOrder: true } }))._max.displayOrder ?? -1;
  const made = await tx.collection.create({ data: { title: data.title, slug, description: data.description, titleHi: data.title_hi, descriptionHi: data.description_hi, isActive: data.is_active, displayOrder: last + 1 } });
  await writeProducts(tx, made.id, data.product_ids);
  if (data.position !== undefined) await placeAt(tx, "Collection", made.id, data.position);
  const row = (await loadCollection(tx, made.id))!;
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "collection.create", entityType: "Collection", entityId: made.id, after: shapeOf(row) });
  contentPagesChanged(tx, { alsoLanding: true });
  return made.id;
}

async function lock(tx: Tx, id: number, seen: string | undefined): Promise<Row> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Collection" WHERE id = ${id} FOR UPDATE`;
  const row = locked ? await loadCollection(tx, id) : null;
  if (!row) throw new NotFoundError();
  await assertUnchanged("Collection", id, row.updatedAt, seen, tx);
  return row;
}

/** Changes a collection's fields, place or products (`image` is a stored picture's key, or null to remove it). */
export async function updateCollection(tx: Tx, actor: Actor, id: number, patch: CollectionPatch & { image?: string | null }): Promise<void> {
  const row = await lock(tx, id, patch.updated_at);
  const slug = patch.slug === undefined ? row.slug : patch.slug || slugOfTitle(patch.title ?? row.title, 100);
  if (!slug) throw new ValidationError({ slug: ["Give it an address, like handloom-stories."] });
  const productIds = patch.product_ids ?? row.products.map((p) => p.product.id);
  await check(tx, id, slug, productIds);
  if (patch.position !== undefined) await placeAt(tx, "Collection", id, patch.position);
  await tx.collection.update({ where: { id }, data: { title: patch.title, slug, description: patch.description, titleHi: patch.title_hi, descriptionHi: patch.description_hi, isActive: patch.is_active, image: patch.image, updatedAt: new Date() } });
  if (patch.product_ids) await writeProducts(tx, id, productIds);
  const after = (await loadCollection(tx, id))!;
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "collection.update", entityType: "Collection", entityId: id, before: shapeOf(row), after: shapeOf(after) });
  contentPagesChanged(tx, { alsoLanding: true });
}

/** Deletes a collection; a landing page row that showed it is left without one (and so not shown). */
export async function deleteCollection(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id, undefined);
  await tx.collection.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "collection.delete", entityType: "Collection", entityId: id, before: shapeOf(row) });
  contentPagesChanged(tx, { alsoLanding: true });
}

/** Products staff may add, found by title or SKU (at most `limit`), for the collection's product picker. */
export async function findProductsToAdd(q: string, exclude: number[], limit = 10): Promise<{ id: number; title: string; sku: string | null; is_public: boolean }[]> {
  const term = q.trim();
  if (!term) return [];
  const rows = await db().product.findMany({
    where: { id: { notIn: exclude }, OR: [{ title: { contains: term, mode: "insensitive" } }, { stockRecord: { partnerSku: { equals: term, mode: "insensitive" } } }] },
    select: { id: true, title: true, isPublic: true, stockRecord: { select: { partnerSku: true } } },
    orderBy: [{ isPublic: "desc" }, { title: "asc" }],
    take: limit,
  });
  return rows.map((p) => ({ id: p.id, title: p.title, sku: p.stockRecord?.partnerSku ?? null, is_public: p.isPublic }));
}

/** The box the collection tiles draw a picture in (components/content/collection-tiles.tsx). */
export const COLLECTION_PICTURE = { width: 1200, height: 800, label: "picture" } as const;

/** Checks, cuts and stores an uploaded collection picture; answers its key. Errors name `image`. */
export function storeCollectionPicture(file: File | null, limit?: number): Promise<string> {
  return storeCutPicture(file, COLLECTION_PICTURE, "image", "collections/uploads", limit);
}
