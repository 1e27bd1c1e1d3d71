// Writes the products and everything hanging off them: category links, attribute values, options,
// stock records, images and recommendations. Rows are matched by natural keys (product slug, image
// key, (product, attribute) …) and written in batches; unchanged rows are never touched. Search text,
// listing prices and availability are derived from these rows by lib/catalogue's catalogueChanged(),
// which the seed calls once everything is written.
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { attributes as attributeData, type AttributeCode } from "./catalogue.data.ts";
import type { CatalogueIds } from "./catalogue.ts";
import { idOf, type IdMap, type SeedContext } from "./context.ts";
import { featuredSlugs, recommendations, stockLevels } from "./merchandising.ts";
import { productImages } from "./product-images.ts";
import type { AttributeValues, ProductSpec } from "./products.ts";
import { applyPlan, chunks, planSync } from "./sync.ts";
import { WORKING_DAYS_PER_WEEK } from "@/lib/shipping/lead-time.ts";
import { hindiProducts } from "./hindi.data.ts";

const attributeType = new Map(attributeData.map((a) => [a.code, a.type]));

function shownValue(value: string | number | boolean): string {
  return typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
}

const MADE_TO_ORDER = /made to order in four to six weeks/i;

async function productIds(ctx: SeedContext): Promise<IdMap> {
  return new Map((await ctx.prisma.product.findMany({ select: { id: true, slug: true } })).map((p) => [p.slug, p.id]));
}

async function writeProducts(ctx: SeedContext, products: ProductSpec[], ids: CatalogueIds): Promise<IdMap> {
  const { prisma } = ctx;
  const featured = featuredSlugs(products);
  const row = (p: ProductSpec, parentId: number | null) => ({
    slug: p.slug,
    structure: p.structure,
    parentId,
    productClassId: idOf(ids.classes, p.cls, "product class"),
    title: p.title,
    upc: p.upc,
    description: p.description,
    titleHi: hindiProducts[p.slug]?.title ?? "",
    descriptionHi: hindiProducts[p.slug]?.description ?? "",
    isPublic: p.isPublic,
    isFeatured: featured.has(p.slug),
    dateCreated: p.dateCreated,
    // Its own text says so; the shop's dates and methods must follow (lib/shipping/lead-time.ts).
    ...(MADE_TO_ORDER.test(p.description) ? { madeToOrderMinDays: 4 * WORKING_DAYS_PER_WEEK, madeToOrderMaxDays: 6 * WORKING_DAYS_PER_WEEK } : { madeToOrderMinDays: null, madeToOrderMaxDays: null }),
  });
  // Parents and standalone products first, then children (they need their parent's id).
  let productIdMap = new Map<string, number>();
  for (const children of [false, true]) {
    const existing = await prisma.product.findMany({ omit: { dateUpdated: true } });
    productIdMap = new Map(existing.map((p) => [p.slug, p.id]));
    const wanted = products
      .filter((p) => (p.structure === "child") === children)
      .map((p) => row(p, p.parentSlug ? idOf(productIdMap, p.parentSlug, "parent product") : null));
    const plan = planSync(existing, (p) => p.slug, wanted, (w) => w.slug);
    await applyPlan(ctx.stats, "Product", plan, (data) => prisma.product.createMany({ data }), (r, data) => prisma.product.update({ where: { id: r.id }, data }));
  }
  return productIds(ctx);
}

/** Adds missing rows of a pure link table (no columns besides the key). */
async function addLinks<T extends object>(ctx: SeedContext, table: string, existing: T[], wanted: T[], key: (row: T) => string, create: (rows: T[]) => Promise<unknown>): Promise<void> {
  const have = new Set(existing.map(key));
  const missing = wanted.filter((row) => !have.has(key(row)));
  for (const part of chunks(missing)) await create(part);
  ctx.stats.add(table, missing.length);
}

function attributeRows(p: ProductSpec, productId: number, ids: CatalogueIds) {
  return Object.entries(p.attributes as AttributeValues).map(([code, value]) => {
    const type = attributeType.get(code as AttributeCode);
    return {
      productId,
      attributeId: idOf(ids.attributes, code, "attribute"),
      value: shownValue(value!),
      valueNumber: type === "integer" || type === "float" ? new Prisma.Decimal(value as number) : null,
    };
  });
}

export async function seedProducts(ctx: SeedContext, products: ProductSpec[], ids: CatalogueIds, categories: IdMap): Promise<IdMap> {
  const { prisma, stats } = ctx;
  const pid = await writeProducts(ctx, products, ids);
  const idFor = (slug: string) => idOf(pid, slug, "product");

  await addLinks(ctx, "ProductCategory", await prisma.productCategory.findMany(),
    products.flatMap((p) => p.categories.map((c) => ({ productId: idFor(p.slug), categoryId: idOf(categories, c, "category") }))),
    (r) => `${r.productId}:${r.categoryId}`, (data) => prisma.productCategory.createMany({ data }));

  await addLinks(ctx, "ProductOption", await prisma.productOption.findMany(),
    products.flatMap((p) => p.options.map((o) => ({ productId: idFor(p.slug), optionId: idOf(ids.options, o, "option") }))),
    (r) => `${r.productId}:${r.optionId}`, (data) => prisma.productOption.createMany({ data }));

  const valueKey = (r: { productId: number; attributeId: number }) => `${r.productId}:${r.attributeId}`;
  const valuePlan = planSync(await prisma.productAttributeValue.findMany(), valueKey, products.flatMap((p) => attributeRows(p, idFor(p.slug), ids)), valueKey);
  await applyPlan(stats, "ProductAttributeValue", valuePlan, (data) => prisma.productAttributeValue.createMany({ data }), (r, data) => prisma.productAttributeValue.update({ where: { id: r.id }, data }));

  // Stock levels and prices change through the shop itself (orders, staff edits): a re-run sets
  // them on new records only and never resets them.
  const levels = stockLevels(products);
  const stockRows = products
    .filter((p) => p.price !== undefined)
    .map((p) => ({
      productId: idFor(p.slug),
      partnerId: ids.partnerId,
      partnerSku: p.sku!,
      priceCurrency: "INR",
      price: new Prisma.Decimal(p.price!),
      numInStock: levels.get(p.slug) ?? null,
      numAllocated: 0,
      lowStockThreshold: p.group === "consultation" ? null : 5,
      dateCreated: p.dateCreated,
    }));
  const stockPlan = planSync(await prisma.stockRecord.findMany({ omit: { dateUpdated: true } }), (s) => String(s.productId), stockRows, (w) => String(w.productId), ["price", "numInStock", "numAllocated"]);
  await applyPlan(stats, "StockRecord", stockPlan, (data) => prisma.stockRecord.createMany({ data }), (r, data) => prisma.stockRecord.update({ where: { id: r.id }, data }));

  const imageRows = products.flatMap(productImages).map((img) => ({
    productId: idFor(img.slug),
    original: img.original,
    thumbnail: img.thumbnail,
    caption: img.caption,
    displayOrder: img.displayOrder,
    width: img.width,
    height: img.height,
  }));
  const imagePlan = planSync(await prisma.productImage.findMany(), (i) => i.original, imageRows, (w) => w.original);
  await applyPlan(stats, "ProductImage", imagePlan, (data) => prisma.productImage.createMany({ data }), (r, data) => prisma.productImage.update({ where: { id: r.id }, data }));

  const recKey = (r: { primaryId: number; recommendedId: number }) => `${r.primaryId}:${r.recommendedId}`;
  const recRows = recommendations(products).map(([from, to, ranking]) => ({ primaryId: idFor(from), recommendedId: idFor(to), ranking }));
  const recPlan = planSync(await prisma.productRecommendation.findMany(), recKey, recRows, recKey);
  await applyPlan(stats, "ProductRecommendation", recPlan, (data) => prisma.productRecommendation.createMany({ data }),
    (r, data) => prisma.productRecommendation.update({ where: { primaryId_recommendedId: { primaryId: r.primaryId, recommendedId: r.recommendedId } }, data }));
  return pid;
}
