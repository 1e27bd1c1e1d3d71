// Fixtures for the buying path: product classes, products with one stock record each, options.
// Each returns what it created; names are unique per call so tests in one file do not collide.
import { db } from "@/lib/db.ts";

let n = 0;
const next = () => ++n;

export async function createProductClass(opts: { gstRate?: string; tracksStock?: boolean; requiresShipping?: boolean; slug?: string } = {}) {
  const i = next();
  return db().productClass.create({
    data: {
      name: `Class ${i}`,
      slug: opts.slug ?? `class-${i}-${Date.now().toString(36)}`,
      gstRate: opts.gstRate ?? "0.1800",
      taxCode: `GST${Math.round(Number(opts.gstRate ?? "0.18") * 100)}`,
      hsnCode: "9403",
      tracksStock: opts.tracksStock ?? true,
      requiresShipping: opts.requiresShipping ?? true,
    },
  });
}

async function partnerId(): Promise<number> {
  const partner = await db().partner.upsert({ where: { code: "vanya" }, create: { name: "Vanya Living", code: "vanya" }, update: {} });
  return partner.id;
}

export interface ProductFixture {
  title?: string;
  price?: string | null;
  numInStock?: number | null;
  numAllocated?: number;
  isPublic?: boolean;
  structure?: "standalone" | "parent" | "child";
  parentId?: number;
  productClassId?: number | null;
  optionIds?: number[];
}

/** A product with its stock record (none for a parent, or when `price` is null). */
export async function createProduct(opts: ProductFixture = {}) {
  const i = next();
  const structure = opts.structure ?? "standalone";
  const productClassId = opts.productClassId === undefined ? (structure === "child" ? null : (await createProductClass()).id) : opts.productClassId;
  const product = await db().product.create({
    data: {
      title: opts.title ?? `Product ${i}`,
      slug: `product-${i}-${Date.now().toString(36)}`,
      upc: `UPC-${i}-${Date.now().toString(36)}`,
      structure,
      parentId: opts.parentId ?? null,
      productClassId,
      isPublic: opts.isPublic ?? true,
    },
  });
  if (structure !== "parent" && opts.price !== null) {
    await db().stockRecord.create({
      data: {
        productId: product.id,
        partnerId: await partnerId(),
        partnerSku: `SKU-${product.id}`,
        price: opts.price ?? "1000.00",
        numInStock: opts.numInStock === undefined ? 10 : opts.numInStock,
        numAllocated: opts.numAllocated ?? 0,
      },
    });
  }
  for (const optionId of opts.optionIds ?? []) await db().productOption.create({ data: { productId: product.id, optionId } });
  return product;
}

export async function createOption(opts: { name?: string; required?: boolean; type?: "text" | "integer" | "boolean" | "float" | "date" } = {}) {
  const i = next();
  return db().option.create({ data: { code: `option-${i}-${Date.now().toString(36)}`, name: opts.name ?? `Option ${i}`, required: opts.required ?? false, type: opts.type ?? "text" } });
}

export async function stockOf(productId: number) {
  return db().stockRecord.findUniqueOrThrow({ where: { productId }, select: { numInStock: true, numAllocated: true } });
}
