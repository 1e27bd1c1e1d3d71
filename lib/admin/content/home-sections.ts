// Staff arrange the landing page: its sections (banners, featured rooms, collections, a row of
// products, the video, the gallery teaser) in order, each shown or hidden, with its heading, how many
// items it shows and, for a row of products, where they come from. Each change is one transaction with
// its audit entry; the landing page and the home API follow once it commits (landing-changes.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { SLOT_TYPES } from "@/lib/content/home.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { landingChanged } from "./landing-changes.ts";
import { moveOne, placeAt } from "./reorder.ts";

export const PRODUCT_SOURCES = ["featured", "new_arrivals", "top_rated", "collection"] as const;

const SectionFields = z.object({
  title: z.string().trim().min(1, "Give the section a heading.").max(128),
  is_active: z.boolean().describe("Shown on the landing page."),
  product_source: z.enum(PRODUCT_SOURCES).nullable().describe("A row of products: featured, new arrivals, best rated, or one collection's. Null for other sections."),
  collection_id: z.int().positive().nullable().describe("The collection a row of products shows (product_source collection)."),
  item_limit: z.int().min(1, "At least 1.").max(48, "At most 48.").describe("How many items it shows."),
  position: z.int().min(0).max(10_000).describe("Its place on the landing page, 0 first; the others move along."),
});
const seenVersion = z.string().max(40).optional().describe("The section's updated_at as read: a section changed since is refused with 409 edit_conflict.");
export const HomeSectionInput = SectionFields.extend({
  type: z.enum(SLOT_TYPES),
  is_active: SectionFields.shape.is_active.default(true),
  product_source: SectionFields.shape.product_source.default(null),
  collection_id: SectionFields.shape.collection_id.default(null),
  item_limit: SectionFields.shape.item_limit.default(8),
  position: SectionFields.shape.position.optional(),
}).meta({ id: "AdminHomeSectionInput" });
export type HomeSectionData = z.infer<typeof HomeSectionInput>;
export const HomeSectionPatchInput = SectionFields.partial().extend({ updated_at: seenVersion }).meta({ id: "AdminHomeSectionPatchInput" });
export type HomeSectionPatch = z.infer<typeof HomeSectionPatchInput>;

export const AdminHomeSectionSchema = z
  .object({
    id: z.int(),
    type: z.enum(SLOT_TYPES),
    ...SectionFields.shape,
    collection_title: z.string().nullable(),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminHomeSection" });
export type AdminHomeSection = z.infer<typeof AdminHomeSectionSchema>;

const withCollection = { collection: { select: { title: true } } } as const;
type Row = NonNullable<Awaited<ReturnType<typeof loadSection>>>;
const loadSection = (client: Tx | Db, id: number) => client.homeSection.findUnique({ where: { id }, include: withCollection });
type Actor = { id: number; ip?: string };

export function adminHomeSectionJson(s: Row, position: number): AdminHomeSection {
  return {
    id: s.id, type: s.type, title: s.title, is_active: s.isActive, product_source: s.productSource, collection_id: s.collectionId,
    item_limit: s.itemLimit, position, collection_title: s.collection?.title ?? null, updated_at: s.updatedAt.toISOString(),
  };
}

const shapeOf = (s: Row) => ({ type: s.type, title: s.title, is_active: s.isActive, product_source: s.productSource, collection_id: s.collectionId, item_limit: s.itemLimit });

/** Every section in the landing page's order. */
export async function adminHomeSections(client: Tx | Db = db()): Promise<AdminHomeSection[]> {
  const rows = await client.homeSection.findMany({ include: withCollection, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
  return rows.map((s, i) => adminHomeSectionJson(s, i));
}

export async function homeSectionOr404(id: number, client: Tx | Db = db()): Promise<AdminHomeSection> {
  const found = (await adminHomeSections(client)).find((s) => s.id === id);
  if (!found) throw new NotFoundError();
  return found;
}

/** Only a row of products has a source; a collection row names its collection, which must exist. */
async function check(tx: Tx, type: string, source: string | null, collectionId: number | null): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (type === "products" && !source) errors.product_source = ["Choose where the products come from."];
  if (type !== "products" && source) errors.product_source = ["Only a row of products has a source."];
  if (source === "collection" && !collectionId) errors.collection_id = ["Choose the collection."];
  if (collectionId && !(await tx.collection.findUnique({ where: { id: collectionId }, select: { id: true } }))) errors.collection_id = ["This collection does not exist."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createHomeSection(tx: Tx, actor: Actor, data: HomeSectionData): Promise<number> {
  const collectionId = data.product_source === "collection" ? data.collection_id : null;
  await check(tx, data.type, data.product_source, collectionId);
  const last = (await tx.homeSection.aggregate({ _max: { displayOrder: true } }))._max.displayOrder ?? -1;
  const made = await tx.homeSection.create({
    data: { type: data.type, title: data.title, isActive: data.is_active, productSource: data.product_source, collectionId, itemLimit: data.item_limit, displayOrder: last + 1 },
    include: withCollection,
  });
  if (data.position !== undefined) await placeAt(tx, "HomeSection", made.id, data.position);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_section.create", entityType: "HomeSection", entityId: made.id, after: shapeOf(made) });
  landingChanged(tx);
  return made.id;
}

async function lock(tx: Tx, id: number, seen: string | undefined): Promise<Row> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "HomeSection" WHERE id = ${id} FOR UPDATE`;
  const row = locked ? await loadSection(tx, id) : null;
  if (!row) throw new NotFoundError();
  await assertUnchanged("HomeSection", id, row.updatedAt, seen, tx);
  return row;
}

export async function updateHomeSection(tx: Tx, actor: Actor, id: number, patch: HomeSectionPatch): Promise<void> {
  const row = await lock(tx, id, patch.updated_at);
  const source = patch.product_source === undefined ? row.productSource : patch.product_source;
  const collectionId = source === "collection" ? (patch.collection_id === undefined ? row.collectionId : patch.collection_id) : null;
  await check(tx, row.type, source, collectionId);
  if (patch.position !== undefined) await placeAt(tx, "HomeSection", id, patch.position);
  const saved = await tx.homeSection.update({
    where: { id },
    data: { title: patch.title, isActive: patch.is_active, productSource: source, collectionId, itemLimit: patch.item_limit, updatedAt: new Date() },
    include: withCollection,
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_section.update", entityType: "HomeSection", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  landingChanged(tx);
}

export async function moveHomeSection(tx: Tx, actor: Actor, id: number, direction: "up" | "down"): Promise<boolean> {
  const move = await moveOne(tx, "HomeSection", id, direction);
  if (!move) throw new NotFoundError();
  if (!move.moved) return false;
  await tx.homeSection.update({ where: { id }, data: { updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_section.move", entityType: "HomeSection", entityId: id, changes: { position: [move.from + 1, move.to + 1] } });
  landingChanged(tx);
  return true;
}

export async function deleteHomeSection(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id, undefined);
  await tx.homeSection.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_section.delete", entityType: "HomeSection", entityId: id, before: shapeOf(row) });
  landingChanged(tx);
}
