// The staff API's product shapes (API.md §10: /api/v2/admin/products/): the list's filters, what a
// product looks like to staff, and what staff may send. The admin pages parse their forms with the
// same schemas (productFormInput turns a form into the body the API takes), so a rule lives once.
import { z } from "zod";
import { checkLeadTime, leadEnd, leadTimeFromForm } from "@/lib/admin/lead-time-input.ts";
import { StockRecordPatchInput } from "./stock-admin.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ADMIN_PRODUCT_ORDERINGS = ["title", "-title", "price", "-price", "date_updated", "-date_updated"] as const;
export const STOCK_STATES = ["in", "low", "out", "untracked"] as const;

export const AdminProductFilters = z.object({
  q: z.string().trim().max(200).optional(),
  category: id.optional(),
  product_class: id.optional(),
  published: z.enum(["true", "false"]).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  ordering: z.enum(ADMIN_PRODUCT_ORDERINGS).optional(),
});
export type AdminProductQuery = z.infer<typeof AdminProductFilters>;

const Named = z.object({ id: z.int(), name: z.string() });

export const AdminProductSchema = z
  .object({
    id: z.int(),
    url: z.string(),
    title: z.string(),
    slug: z.string(),
    structure: z.enum(["standalone", "parent", "child"]),
    is_public: z.boolean(),
    product_class: Named.nullable(),
    categories: z.array(Named),
    upc: z.string().nullable(),
    sku: z.string().nullable(),
    stockrecord: z.int().nullable(),
    price: z.string().nullable().meta({ decimal: true }),
    num_in_stock: z.int().nullable(),
    num_allocated: z.int().nullable(),
    children_count: z.int(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminProduct" });

const AttributeValueSchema = z.object({ code: z.string(), name: z.string(), value: z.string() }).meta({ id: "AdminProductAttribute" });

export const AdminProductChildSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    slug: z.string(),
    upc: z.string().nullable(),
    sku: z.string().nullable(),
    stockrecord: z.int().nullable(),
    price: z.string().nullable().meta({ decimal: true }),
    num_in_stock: z.int().nullable(),
    attributes: z.array(AttributeValueSchema),
  })
  .meta({ id: "AdminProductChild" });

export const AdminProductImageSchema = z
  .object({ id: z.int(), original: z.string(), caption: z.string(), display_order: z.int() })
  .meta({ id: "AdminProductImage" });

export const AdminProductDetailSchema = AdminProductSchema.extend({
  description: z.string(),
  title_hi: z.string().describe("The Hindi title for Hindi shoppers; empty: they see the English one."),
  description_hi: z.string().describe("The Hindi description; empty: the English one."),
  seo_title: z.string(),
  seo_description: z.string(),
  shop_url: z.string(),
  attributes: z.array(AttributeValueSchema),
  related: z.array(z.int()),
  options: z.array(z.int()).describe("The options a shopper gives when buying it (ids of /api/v2/options/)."),
  children: z.array(AdminProductChildSchema),
  images: z.array(AdminProductImageSchema),
  made_to_order_min_days: z.int().nullable(),
  made_to_order_max_days: z.int().nullable(),
}).meta({ id: "AdminProductDetail" });

export type AdminProductJson = z.infer<typeof AdminProductSchema>;
export type AdminProductDetailJson = z.infer<typeof AdminProductDetailSchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What staff may set on a product; every field optional in a PATCH. */
const fields = {
  title: z.string().trim().min(1, "This field may not be blank.").max(255),
  slug: z.string().trim().toLowerCase().max(200).regex(SLUG, "Use lower-case letters, digits and hyphens only."),
  description: z.string().max(20_000),
  // Hindi texts for Hindi shoppers; blank: none (they see the English text).
  title_hi: z.string().trim().max(255),
  description_hi: z.string().max(20_000),
  product_class: id.nullable(),
  categories: z.array(id).max(50),
  is_public: z.boolean(),
  seo_title: z.string().trim().max(120),
  seo_description: z.string().trim().max(300),
  upc: z.string().trim().max(64).nullable(),
  sku: z.string().trim().min(1, "This field may not be blank.").max(64),
  price: StockRecordPatchInput.shape.price.unwrap(),
  num_in_stock: StockRecordPatchInput.shape.num_in_stock.unwrap(),
  attributes: z.record(z.string().max(64), z.string().trim().max(500)),
  related: z.array(id).max(20),
  options: z.array(id).max(20),
  // Its own made-to-order lead time in working days (null at both ends: its parent's, else its class's).
  made_to_order_min_days: leadEnd,
  made_to_order_max_days: leadEnd,
};

export const AdminProductCreateInput = z
  .object({ ...fields, slug: fields.slug.optional(), description: fields.description.default(""), product_class: fields.product_class.optional(), categories: fields.categories.default([]), is_public: fields.is_public.default(false) })
  .extend({
    title_hi: fields.title_hi.default(""),
    description_hi: fields.description_hi.default(""),
    seo_title: fields.seo_title.default(""),
    seo_description: fields.seo_description.default(""),
    upc: fields.upc.optional(),
    sku: fields.sku.optional(),
    price: fields.price.optional(),
    num_in_stock: fields.num_in_stock.optional(),
    attributes: fields.attributes.default({}),
    related: fields.related.default([]),
    options: fields.options.default([]),
    made_to_order_min_days: fields.made_to_order_min_days.default(null),
    made_to_order_max_days: fields.made_to_order_max_days.default(null),
  })
  .superRefine(checkLeadTime)
  .meta({ id: "AdminProductCreate" });
export type AdminProductCreate = z.infer<typeof AdminProductCreateInput>;

export const AdminProductPatchInput = z
  .object({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])), updated_at: z.string().max(40).optional() } as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  } & { updated_at: z.ZodOptional<z.ZodString> })
  .superRefine(checkLeadTime)
  .meta({ id: "AdminProductPatch" });
export type AdminProductPatch = z.infer<typeof AdminProductPatchInput>;

/** A new variant of a product (the editor's variant grid, POST /api/v2/admin/products/{id}/children/). */
export const AdminVariantCreateInput = z
  .object({
    title: fields.title.optional(),
    attributes: fields.attributes.refine((a) => Object.values(a).some((v) => v !== ""), "Give the variant at least one option value."),
    sku: fields.sku,
    upc: fields.upc.optional(),
    price: fields.price,
    num_in_stock: fields.num_in_stock.optional(),
    is_public: fields.is_public.default(true),
  })
  .meta({ id: "AdminProductVariantCreate" });
export type AdminVariantCreate = z.infer<typeof AdminVariantCreateInput>;

/** The variant form's fields as the body the staff API takes. */
export function variantFormInput(form: FormData): Record<string, unknown> {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const attributes: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (k.startsWith("attr_") && typeof v === "string") attributes[k.slice(5)] = v.trim();
  const body: Record<string, unknown> = { attributes, sku: text("sku"), price: text("price"), upc: text("upc") || null };
  if (text("title")) body.title = text("title");
  if (text("num_in_stock") !== "") body.num_in_stock = /^\d{1,7}$/.test(text("num_in_stock")) ? Number(text("num_in_stock")) : text("num_in_stock");
  return body;
}

export const BulkPublishInput = z.object({
  ids: z.array(id).min(1, "Choose at least one product.").max(100),
  is_public: z.boolean(),
});

/** A product form's fields as the body the staff API takes (checkboxes, lists, empty meaning "none"). */
export function productFormInput(form: FormData): Record<string, unknown> {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const body: Record<string, unknown> = {};
  for (const k of ["title", "slug", "description", "title_hi", "description_hi", "seo_title", "seo_description", "sku", "updated_at"]) if (text(k) !== undefined) body[k] = text(k);
  if (body.slug === "") delete body.slug;
  if (text("upc") !== undefined) body.upc = text("upc")!.trim() || null;
  if (text("product_class") !== undefined) body.product_class = text("product_class") || null;
  if (text("price") !== undefined && text("price") !== "") body.price = text("price");
  if (text("num_in_stock") !== undefined) body.num_in_stock = text("num_in_stock") === "" ? null : Number(text("num_in_stock"));
  if (form.has("categories_shown")) body.categories = form.getAll("categories").map(String);
  if (form.has("options_shown")) body.options = form.getAll("options").map(String);
  if (form.has("related_shown")) body.related = String(form.get("related") ?? "").split(/[\s,]+/).filter(Boolean);
  if (form.has("is_public_shown")) body.is_public = form.get("is_public") === "on";
  // The lead time in days for the schema, and as typed (weeks or days) for a refused form to show again.
  if (form.has("lead_shown")) {
    Object.assign(body, leadTimeFromForm(form));
    for (const k of ["lead_min", "lead_max", "lead_unit"]) body[k] = text(k) ?? "";
  }
  const attributes: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (k.startsWith("attr_") && typeof v === "string") attributes[k.slice(5)] = v;
  if (Object.keys(attributes).length) body.attributes = attributes;
  return body;
}
