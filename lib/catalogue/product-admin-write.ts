// Staff create and change products (the editor at /admin/products/{id}/ and the staff API): title,
// slug (the old slug keeps redirecting to the product), description, class, categories, attributes,
// publishing, SEO text, related products, and the product's own price, SKU and stock. Each save is one
// transaction with its audit entry (before and after) and catalogueChanged, so the shop shows it at once;
// a save made from an older version than the stored one is refused (edit-conflict.ts).
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import type { Prisma, Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { money } from "@/lib/pricing/index.ts";
import { catalogueChanged } from "./changed.ts";
import { adminProductRow, auditSnapshot, type AdminProductRow } from "./product-admin-read.ts";
import type { AdminProductCreate, AdminProductPatch } from "./product-admin-schemas.ts";
import { slugOfTitle } from "./slug.ts";

export interface Actor {
  id: number;
  ip?: string;
}

export const ENTITY = "Product";

/** "Café Sofa – Indigo" → "cafe-sofa-indigo". */
export function slugFrom(title: string): string {
  return slugOfTitle(title) || "product";
}

async function slugTaken(tx: Tx, slug: string, productId: number | null): Promise<boolean> {
  const product = await tx.product.findUnique({ where: { slug }, select: { id: true } });
  if (product && product.id !== productId) return true;
  const redirect = await tx.productSlugRedirect.findUnique({ where: { oldSlug: slug }, select: { productId: true } });
  return !!redirect && redirect.productId !== productId;
}

export async function freeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugFrom(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, slug, null))) return slug;
  }
}

export async function checkReferences(tx: Tx, input: { product_class?: number | null; categories?: number[]; related?: number[]; options?: number[]; upc?: string | null }, productId: number | null) {
  const errors: Record<string, string[]> = {};
  if (input.product_class && !(await tx.productClass.findUnique({ where: { id: input.product_class }, select: { id: true } }))) {
    errors.product_class = [`Invalid pk "${input.product_class}" - object does not exist.`];
  }
  if (input.categories?.length) {
    const found = await tx.category.findMany({ where: { id: { in: input.categories } }, select: { id: true } });
    const missing = input.categories.filter((c) => !found.some((f) => f.id === c));
    if (missing.length) errors.categories = [`Invalid pk "${missing[0]}" - object does not exist.`];
  }
  if (input.related?.length) {
    const found = await tx.product.findMany({ where: { id: { in: input.related }, structure: { not: "child" } }, select: { id: true } });
    const missing = input.related.filter((r) => !found.some((f) => f.id === r) || r === productId);
    if (missing.length) errors.related = [`Invalid pk "${missing[0]}" - object does not exist.`];
  }
  if (input.options?.length) {
    const found = await tx.option.findMany({ where: { id: { in: input.options } }, select: { id: true } });
    const missing = input.options.filter((o) => !found.some((f) => f.id === o));
    if (missing.length) errors.options = [`Invalid pk "${missing[0]}" - object does not exist.`];
  }
  if (input.upc) {
    const other = await tx.product.findUnique({ where: { upc: input.upc }, select: { id: true } });
    if (other && other.id !== productId) errors.upc = ["A product with this GTIN already exists."];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Replaces the values of the attributes named (an empty value removes it; a multi-valued one splits on commas). */
export async function setAttributes(tx: Tx, productId: number, values: Record<string, string>) {
  const codes = Object.keys(values);
  if (!codes.length) return;
  const attributes = await tx.attribute.findMany({ where: { code: { in: codes } } });
  const unknown = codes.filter((c) => !attributes.some((a) => a.code === c));
  if (unknown.length) throw new ValidationError({ attributes: [`Unknown attribute "${unknown[0]}".`] });
  for (const a of attributes) {
    const raw = values[a.code];
    const list = a.type === "multi_option" ? raw.split(",").map((v) => v.trim()).filter(Boolean) : raw ? [raw] : [];
    const numeric = a.type === "integer" || a.type === "float";
    if (numeric && list.some((v) => !/^-?\d{1,10}(\.\d{1,4})?$/.test(v))) throw new ValidationError({ attributes: [`${a.name}: a number is required.`] });
    await tx.productAttributeValue.deleteMany({ where: { productId, attributeId: a.id } });
    if (list.length) {
      await tx.productAttributeValue.createMany({ data: [...new Set(list)].map((value) => ({ productId, attributeId: a.id, value, valueNumber: numeric ? value : null })) });
    }
  }
}

export async function setStock(tx: Tx, p: Pick<AdminProductRow, "id" | "structure" | "stockRecord">, input: { sku?: string; price?: string; num_in_stock?: number | null }) {
  if (input.sku === undefined && input.price === undefined && input.num_in_stock === undefined) return;
  if (p.structure === "parent") throw new ValidationError({ price: ["A product with variants is priced and stocked per variant."] });
  const s = p.stockRecord;
  if (input.sku !== undefined) {
    const partnerId = s?.partnerId ?? (await defaultPartner(tx));
    const other = await tx.stockRecord.findUnique({ where: { partnerId_partnerSku: { partnerId, partnerSku: input.sku } }, select: { productId: true } });
    if (other && other.productId !== p.id) throw new ValidationError({ sku: ["A product with this SKU already exists."] });
  }
  if (s) {
    const n = input.num_in_stock;
    if (n !== undefined && n !== null && n < s.numAllocated) throw new ValidationError({ num_in_stock: [`Ensure this value is at least the ${s.numAllocated} units allocated to orders.`] });
    await tx.stockRecord.update({
      where: { id: s.id },
      data: { ...(input.sku !== undefined ? { partnerSku: input.sku } : {}), ...(input.price !== undefined ? { price: money(input.price) } : {}), ...(n !== undefined ? { numInStock: n } : {}) },
    });
    return;
  }
  if (input.price === undefined) throw new ValidationError({ price: ["A price is needed to sell this product."] });
  await tx.stockRecord.create({
    data: { productId: p.id, partnerId: await defaultPartner(tx), partnerSku: input.sku ?? `VL-${p.id}`, price: money(input.price), numInStock: input.num_in_stock === undefined ? 0 : input.num_in_stock },
  });
}

/** The shop's own warehouse (the first partner there is). */
async function defaultPartner(tx: Tx): Promise<number> {
  const partner = await tx.partner.findFirst({ orderBy: { id: "asc" }, select: { id: true } });
  if (partner) return partner.id;
  return (await tx.partner.create({ data: { name: "Vanya Living Warehouse", code: "vanya-wh" } })).id;
}

async function applyFields(tx: Tx, p: AdminProductRow, input: AdminProductPatch) {
  await checkReferences(tx, input, p.id);
  const data: Prisma.ProductUncheckedUpdateInput = { dateUpdated: new Date() };
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input.title_hi !== undefined) data.titleHi = input.title_hi;
  if (input.description_hi !== undefined) data.descriptionHi = input.description_hi.trim() ? input.description_hi : "";
  if (input.is_public !== undefined) data.isPublic = input.is_public;
  if (input.product_class !== undefined) data.productClassId = input.product_class;
  if (input.seo_title !== undefined) data.seoTitle = input.seo_title;
  if (input.seo_description !== undefined) data.seoDescription = input.seo_description;
  if (input.upc !== undefined) data.upc = input.upc || null;
  if (input.made_to_order_min_days !== undefined) data.madeToOrderMinDays = input.made_to_order_min_days;
  if (input.made_to_order_max_days !== undefined) data.madeToOrderMaxDays = input.made_to_order_max_days;
  if (input.slug !== undefined && input.slug !== p.slug) {
    if (await slugTaken(tx, input.slug, p.id)) throw new ValidationError({ slug: ["A product with this slug already exists."] });
    data.slug = input.slug;
    // The old address keeps working; the new one is no longer an old one.
    await tx.productSlugRedirect.deleteMany({ where: { oldSlug: input.slug } });
    await tx.productSlugRedirect.upsert({ where: { oldSlug: p.slug }, create: { oldSlug: p.slug, productId: p.id }, update: { productId: p.id } });
  }
  await tx.product.update({ where: { id: p.id }, data });
  // Variants belong to their parent's class (its GST rate, lead time, delivery zones).
  if (input.product_class !== undefined) await tx.product.updateMany({ where: { parentId: p.id }, data: { productClassId: input.product_class } });
  if (input.categories !== undefined) {
    await tx.productCategory.deleteMany({ where: { productId: p.id } });
    await tx.productCategory.createMany({ data: [...new Set(input.categories)].map((categoryId) => ({ productId: p.id, categoryId })) });
  }
  if (input.related !== undefined) {
    await tx.productRecommendation.deleteMany({ where: { primaryId: p.id } });
    await tx.productRecommendation.createMany({ data: [...new Set(input.related)].map((recommendedId, ranking) => ({ primaryId: p.id, recommendedId, ranking })) });
  }
  if (input.options !== undefined) {
    await tx.productOption.deleteMany({ where: { productId: p.id } });
    await tx.productOption.createMany({ data: [...new Set(input.options)].map((optionId) => ({ productId: p.id, optionId })) });
  }
  if (input.attributes) await setAttributes(tx, p.id, input.attributes);
  await setStock(tx, p, input);
}

async function finish(tx: Tx, actor: Actor, action: string, id: number, before: Record<string, unknown> | null, categoryIds: number[]) {
  const after = await adminProductRow(id, tx);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action, entityType: ENTITY, entityId: id, before, after: auditSnapshot(after) });
  await catalogueChanged(tx, { productIds: [id], categoryIds: [...new Set([...categoryIds, ...after.categories.map((c) => c.category.id)])] });
  return after;
}

export async function createProduct(tx: Tx, actor: Actor, input: AdminProductCreate): Promise<AdminProductRow> {
  const slug = input.slug ?? (await freeSlug(tx, input.title));
  if (input.slug && (await slugTaken(tx, slug, null))) throw new ValidationError({ slug: ["A product with this slug already exists."] });
  await checkReferences(tx, input, null);
  const created = await tx.product.create({ data: { title: input.title, slug }, select: { id: true } });
  const row = await adminProductRow(created.id, tx);
  await applyFields(tx, row, { ...input, slug: undefined });
  return finish(tx, actor, "product.create", created.id, null, []);
}

export async function updateProduct(tx: Tx, actor: Actor, id: number, patch: AdminProductPatch): Promise<AdminProductRow> {
  const [locked] = await tx.$queryRaw<{ dateUpdated: Date; structure: string }[]>`SELECT "dateUpdated", structure::text FROM "Product" WHERE id = ${id} FOR UPDATE`;
  if (!locked || locked.structure === "child") throw new NotFoundError();
  await assertUnchanged(ENTITY, id, locked.dateUpdated, patch.updated_at, tx);
  const row = await adminProductRow(id, tx);
  await applyFields(tx, row, patch);
  return finish(tx, actor, "product.update", id, auditSnapshot(row), row.categories.map((c) => c.category.id));
}

/** Publishes or hides several products at once (the list's bulk action): one audit entry each. */
export async function setPublished(tx: Tx, actor: Actor, ids: number[], isPublic: boolean): Promise<number> {
  const rows = await tx.product.findMany({ where: { id: { in: ids }, structure: { not: "child" }, isPublic: !isPublic }, select: { id: true } });
  for (const { id } of rows) {
    await tx.product.update({ where: { id }, data: { isPublic } });
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: isPublic ? "product.publish" : "product.unpublish", entityType: ENTITY, entityId: id, before: { is_public: !isPublic }, after: { is_public: isPublic } });
  }
  if (rows.length) await catalogueChanged(tx, { productIds: rows.map((r) => r.id) });
  return rows.length;
}

/** The product an old slug now names, for the shop's redirect. */
export async function slugRedirect(tx: Tx | import("@/lib/db.ts").Db, oldSlug: string): Promise<string | null> {
  const r = await tx.productSlugRedirect.findUnique({ where: { oldSlug }, select: { product: { select: { slug: true, isPublic: true } } } });
  return r?.product.isPublic ? r.product.slug : null;
}
