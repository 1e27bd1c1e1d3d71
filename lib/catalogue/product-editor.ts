// What the product editor offers to choose from, and a product as the editor's form fills it in.
import { leadTimeFormValue } from "@/lib/admin/lead-time-input.ts";
import { db } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { leadTimeOf, leadTimeText } from "@/lib/shipping/lead-time.ts";
import type { ProductFormData } from "@/components/admin/product-form.tsx";
import type { AdminProductRow } from "./product-admin-read.ts";

export async function editorChoices() {
  const [classes, categories, attributes, options] = await Promise.all([
    db().productClass.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db().category.findMany({ orderBy: { path: "asc" }, select: { id: true, name: true, depth: true } }),
    db().attribute.findMany({ orderBy: [{ displayOrder: "asc" }, { id: "asc" }], select: { code: true, name: true, productClassId: true } }),
    db().option.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, required: true } }),
  ]);
  return { classes, categories, options, attributes: attributes.map((a) => ({ code: a.code, name: a.name, classId: a.productClassId })) };
}

export const NEW_PRODUCT: ProductFormData = {
  id: null,
  structure: "standalone",
  title: "",
  slug: "",
  description: "",
  titleHi: "",
  descriptionHi: "",
  productClass: null,
  categories: [],
  isPublic: false,
  seoTitle: "",
  seoDescription: "",
  upc: "",
  sku: "",
  price: "",
  numInStock: null,
  attributes: {},
  related: [],
  options: [],
  lead: leadTimeFormValue(null, null),
  inheritedLead: null,
  updatedAt: "",
};

/** The lead time a product without its own gets from its class ("Furniture: made to order in 4–6 weeks"), if any. */
async function classLeadText(classId: number | null): Promise<string | null> {
  if (classId === null) return null;
  const c = await db().productClass.findUnique({ where: { id: classId }, select: { name: true, madeToOrderMinDays: true, madeToOrderMaxDays: true } });
  const lead = c && leadTimeOf(c.madeToOrderMinDays, c.madeToOrderMaxDays);
  return lead ? `${c.name}: ${leadTimeText(lead).toLowerCase()}` : null;
}

export async function editorData(p: AdminProductRow): Promise<ProductFormData> {
  const attributes: Record<string, string> = {};
  for (const v of p.attributeValues) attributes[v.attribute.code] = attributes[v.attribute.code] ? `${attributes[v.attribute.code]}, ${v.value}` : v.value;
  return {
    id: p.id,
    structure: p.structure,
    title: p.title,
    slug: p.slug,
    description: p.description,
    titleHi: p.titleHi,
    descriptionHi: p.descriptionHi,
    productClass: p.productClassId,
    categories: p.categories.map((c) => c.category.id),
    isPublic: p.isPublic,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    upc: p.upc ?? "",
    sku: p.stockRecord?.partnerSku ?? "",
    price: p.stockRecord ? money(p.stockRecord.price) : "",
    numInStock: p.stockRecord?.numInStock ?? null,
    attributes,
    related: p.recommendations.map((r) => r.recommendedId),
    options: p.options.map((o) => o.optionId),
    lead: leadTimeFormValue(p.madeToOrderMinDays, p.madeToOrderMaxDays),
    inheritedLead: await classLeadText(p.productClassId),
    updatedAt: p.dateUpdated.toISOString(),
  };
}
