// Categories for staff (/admin/categories/ and /api/v2/admin/categories/): made, renamed, moved under
// another parent, reordered among their siblings, published or hidden, given a picture, and deleted
// when empty. One zod schema for the page forms and the API, one serializer, and every change in one
// transaction with its audit entry and catalogueChanged(), so the shop's menus and category pages
// show it at once. A change made from an older version (updated_at) is refused (edit-conflict.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { normaliseSearchText } from "@/lib/catalogue/search-text.ts";
import type { Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { Category } from "@/lib/generated/prisma/client.ts";
import { childrenOf, lockTree, placeAmong, subtree, writePlaces, type PlaceRow } from "./tree.ts";

export const SLUG_MESSAGE = "Use lower-case letters, digits and hyphens, e.g. corner-sofas.";
export const SLUG_TAKEN = "A category with this slug already exists.";
export const MOVE_INTO_ITSELF = "A category cannot be moved under itself.";
export const MOVE_INTO_DESCENDANT = "A category cannot be moved under one of its own subcategories.";
export const NO_SUCH_PARENT = "There is no category with this id.";

const slug = z.string().trim().toLowerCase().max(128).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE);
const parent = z.int().positive().nullable().describe("The parent category's id; null: a top-level category. Changing it moves the category with everything below it.");

const CategoryFields = z.object({
  name: z.string().trim().min(1, "This field may not be blank.").max(128),
  slug: slug.describe("Unique across the shop; the last step of the category's address (/c/…/slug/)."),
  description: z.string().trim().max(5000),
  name_hi: z.string().trim().max(128).describe("The Hindi name for Hindi shoppers; blank: none (they see the English name)."),
  description_hi: z.string().trim().max(5000).describe("The Hindi description; blank: none."),
  is_public: z.boolean().describe("Shown in the shop (when its parents are shown too)."),
  parent,
  position: z.int().min(1).max(9999).describe("1-based place among its siblings; past the end: last."),
});

export const CategoryInput = CategoryFields.extend({
  slug: CategoryFields.shape.slug.optional().describe("Made from the name when left out."),
  description: CategoryFields.shape.description.default(""),
  name_hi: CategoryFields.shape.name_hi.default(""),
  description_hi: CategoryFields.shape.description_hi.default(""),
  is_public: CategoryFields.shape.is_public.default(false).describe("Hidden until published, unless true."),
  parent: parent.default(null),
  position: CategoryFields.shape.position.optional().describe("1-based place among its siblings; absent: last."),
}).meta({ id: "AdminCategoryInput" });
export const CategoryPatchInput = CategoryFields.partial()
  .extend({ updated_at: z.string().max(40).optional().describe("The category's date_updated as read: a category changed since is refused with 409 edit_conflict.") })
  .meta({ id: "AdminCategoryPatch" });
export type CategoryData = z.infer<typeof CategoryInput>;
export type CategoryPatch = z.infer<typeof CategoryPatchInput>;

type Actor = { id: number; ip?: string };

/** A slug made from a name: "Corner Sofas & Sets" → "corner-sofas-sets". */
export function slugOf(name: string): string {
  const words = normaliseSearchText(name).replace(/[^a-z0-9 ]/g, " ").trim().split(/\s+/).filter(Boolean);
  return words.join("-").slice(0, 128).replace(/-+$/, "") || "category";
}

/** What the audit log keeps of a category. */
function shapeOf(c: Category) {
  return { name: c.name, slug: c.slug, description: c.description, name_hi: c.nameHi, description_hi: c.descriptionHi, is_public: c.isPublic, parent: c.parentId, position: c.displayOrder + 1, image: c.image };
}

async function assertSlugFree(tx: Tx, value: string, except?: number): Promise<void> {
  const other = await tx.category.findUnique({ where: { slug: value }, select: { id: true } });
  if (other && other.id !== except) throw new ValidationError({ slug: [SLUG_TAKEN] });
}

/** The parent a category may go under: it exists, and is neither the category nor below it. */
function checkParent(rows: PlaceRow[], parentId: number | null, moving?: number): void {
  if (parentId === null) return;
  if (!rows.some((r) => r.id === parentId)) throw new ValidationError({ parent: [NO_SUCH_PARENT] });
  if (moving === undefined) return;
  if (parentId === moving) throw new ValidationError({ parent: [MOVE_INTO_ITSELF] });
  if (subtree(rows, moving).has(parentId)) throw new ValidationError({ parent: [MOVE_INTO_DESCENDANT] });
}

export async function createCategory(tx: Tx, actor: Actor, input: CategoryData): Promise<Category> {
  const rows = await lockTree(tx);
  checkParent(rows, input.parent);
  const name = input.name;
  const wanted = input.slug ?? slugOf(name);
  await assertSlugFree(tx, wanted);
  const made = await tx.category.create({
    data: {
      name, slug: wanted, description: input.description, nameHi: input.name_hi, descriptionHi: input.description_hi, isPublic: input.is_public, parentId: input.parent,
      path: `~new-${Date.now()}-${Math.random().toString(36).slice(2)}`, displayOrder: 0, searchText: normaliseSearchText(name),
    },
  });
  const row: PlaceRow = { id: made.id, parentId: made.parentId, displayOrder: 0, path: made.path, depth: 0, stored: "" };
  rows.push(row);
  placeAmong(rows, row, input.parent, input.position);
  await writePlaces(tx, rows);
  const saved = await tx.category.findUniqueOrThrow({ where: { id: made.id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "category.create", entityType: "Category", entityId: made.id, after: shapeOf(saved) });
  await catalogueChanged(tx, { categoryIds: [made.id, ...(input.parent ? [input.parent] : [])] });
  return saved;
}

async function lockCategory(tx: Tx, id: number, seen: string | undefined): Promise<{ rows: PlaceRow[]; row: Category }> {
  const rows = await lockTree(tx);
  if (!rows.some((r) => r.id === id)) throw new NotFoundError();
  const row = await tx.category.findUniqueOrThrow({ where: { id } });
  await assertUnchanged("Category", id, row.updatedAt, seen, tx);
  return { rows, row };
}

/** Changes a category's text, visibility, parent (a move with everything below it) or place among its siblings. */
export async function updateCategory(tx: Tx, actor: Actor, id: number, patch: CategoryPatch): Promise<Category> {
  const { rows, row } = await lockCategory(tx, id, patch.updated_at);
  const before = shapeOf(row);
  const parentId = patch.parent === undefined ? row.parentId : patch.parent;
  if (parentId !== row.parentId) checkParent(rows, parentId, id);
  if (patch.slug !== undefined && patch.slug !== row.slug) await assertSlugFree(tx, patch.slug, id);
  const place = rows.find((r) => r.id === id)!;
  const moved = parentId !== row.parentId || (patch.position !== undefined && patch.position !== childrenOf(rows, parentId).indexOf(place) + 1);
  if (moved) {
    placeAmong(rows, place, parentId, patch.position ?? (parentId === row.parentId ? childrenOf(rows, parentId).indexOf(place) + 1 : undefined));
    await writePlaces(tx, rows);
  }
  const name = patch.name ?? row.name;
  const data = {
    name, slug: patch.slug ?? row.slug, description: patch.description ?? row.description, isPublic: patch.is_public ?? row.isPublic,
    nameHi: patch.name_hi ?? row.nameHi, descriptionHi: patch.description_hi ?? row.descriptionHi,
    parentId, searchText: normaliseSearchText(name),
  };
  const textChanged = data.name !== row.name || data.slug !== row.slug || data.description !== row.description || data.isPublic !== row.isPublic ||
    data.nameHi !== row.nameHi || data.descriptionHi !== row.descriptionHi;
  if (!moved && !textChanged) return row;
  const saved = await tx.category.update({ where: { id }, data: { ...data, updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: actionOf(before, shapeOf(saved)), entityType: "Category", entityId: id, before, after: shapeOf(saved) });
  await catalogueChanged(tx, { categoryIds: [...new Set([id, row.parentId, parentId].filter((x): x is number => x !== null))] });
  return saved;
}

/** The audit entry's name: what staff did. */
function actionOf(before: ReturnType<typeof shapeOf>, after: ReturnType<typeof shapeOf>): string {
  if (before.parent !== after.parent) return "category.move";
  if (before.position !== after.position && before.name === after.name && before.slug === after.slug && before.description === after.description && before.is_public === after.is_public) return "category.reorder";
  if (before.is_public !== after.is_public && before.name === after.name && before.slug === after.slug && before.description === after.description) return after.is_public ? "category.publish" : "category.unpublish";
  return "category.update";
}

/** Sets (or with null removes) a category's picture, already stored under `key`. */
export async function setCategoryImage(tx: Tx, actor: Actor, id: number, key: string | null, seen: string | undefined): Promise<Category> {
  const { row } = await lockCategory(tx, id, seen);
  if (row.image === key) return row;
  const saved = await tx.category.update({ where: { id }, data: { image: key, updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: key ? "category.picture" : "category.picture.remove", entityType: "Category", entityId: id, before: { image: row.image }, after: { image: key } });
  await catalogueChanged(tx, { categoryIds: [id] });
  return saved;
}

/** Deletes an empty category: one with subcategories or products is refused (409). */
export async function deleteCategory(tx: Tx, actor: Actor, id: number): Promise<void> {
  const { rows, row } = await lockCategory(tx, id, undefined);
  const children = childrenOf(rows, id).length;
  if (children) throw new ConflictError(`${row.name} has ${children === 1 ? "a subcategory" : `${children} subcategories`}: move or delete ${children === 1 ? "it" : "them"} first.`, "category_has_children");
  const products = await tx.productCategory.count({ where: { categoryId: id } });
  if (products) throw new ConflictError(`${row.name} holds ${products === 1 ? "a product" : `${products} products`}: move ${products === 1 ? "it" : "them"} to another category first.`, "category_has_products");
  await tx.category.delete({ where: { id } });
  const left = rows.filter((r) => r.id !== id);
  await writePlaces(tx, left);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "category.delete", entityType: "Category", entityId: id, before: shapeOf(row), after: null });
  await catalogueChanged(tx, { categoryIds: row.parentId ? [id, row.parentId] : [id] });
}
