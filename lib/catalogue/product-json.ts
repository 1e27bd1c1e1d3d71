// The product detail shapes of API.md §4: the API's (/api/v2/products/{id}/, price, availability and
// stock records as links) and the storefront's (/api/v2/catalogue/d/{slug}/ and friends: price and
// availability inline, breadcrumbs, 360° view, variants, related products, is_favourite).
import { z } from "zod";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { AvailabilitySchema, PRODUCT_PATH, PriceSchema, ProductCardSchema, productCardJson } from "./card-json.ts";
import { Image360Schema, image360Json } from "./image360.ts";
import { optionJson, OptionSchema } from "./options.ts";
import type { ProductAttribute, ProductCore, ProductPage } from "./product-detail.ts";
import { RatingSummarySchema } from "@/lib/reviews/summary.ts";

const AttributeSchema = z.object({ name: z.string(), code: z.string(), value: z.union([z.string(), z.array(z.string())]) }).meta({ id: "ProductAttribute" });

export const ProductDetailSchema = z.object({
  url: z.url(),
  id: z.int(),
  upc: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  structure: z.enum(["standalone", "parent", "child"]),
  date_created: z.iso.datetime(),
  date_updated: z.iso.datetime(),
  recommended_products: z.array(z.url()),
  attributes: z.array(AttributeSchema),
  categories: z.array(z.string()),
  product_class: z.string().nullable(),
  images: z.array(z.object({ id: z.int(), original: z.url(), caption: z.string(), display_order: z.int() })),
  price: z.url(),
  availability: z.url(),
  stockrecords: z.url(),
  options: z.array(OptionSchema),
  rating: RatingSummarySchema.nullable().describe("From the product's visible reviews (a variant's are its parent's); null with none."),
  children: z.array(z.lazy((): z.ZodType => ProductDetailSchema)).describe("The children's details, in this same shape."),
}).meta({ id: "Product" });

export const StorefrontProductSchema = ProductDetailSchema.extend({
  // Named here too, so the document refers to Product (the recursion is Product's own).
  children: z.array(ProductDetailSchema),
  price: PriceSchema,
  availability: AvailabilitySchema,
  breadcrumbs: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string(), url: z.url() })),
  image_360: Image360Schema.nullable(),
  variants: z.array(ProductCardSchema.extend({ attributes: z.array(AttributeSchema) })),
  related: z.array(ProductCardSchema),
  is_favourite: z.boolean(),
}).meta({ id: "StorefrontProduct" });

export type ProductDetailJson = Omit<z.infer<typeof ProductDetailSchema>, "children"> & { children: ProductDetailJson[] };

const attributesJson = (attributes: ProductAttribute[]) => attributes.map((a) => ({ name: a.name, code: a.code, value: a.value }));

export function productDetailJson(p: ProductCore, urls: UrlBuilder): ProductDetailJson {
  const url = urls.path(PRODUCT_PATH, { id: p.id });
  return {
    url,
    id: p.id,
    upc: p.upc,
    title: p.title,
    slug: p.slug,
    description: p.description,
    structure: p.structure,
    date_created: p.dateCreated.toISOString(),
    date_updated: p.dateUpdated.toISOString(),
    recommended_products: p.recommendedIds.map((id) => urls.path(PRODUCT_PATH, { id })),
    attributes: attributesJson(p.attributes),
    categories: p.categories,
    product_class: p.productClass,
    images: p.images.map((i) => ({ id: i.id, original: urls.abs(i.path), caption: i.caption, display_order: i.displayOrder })),
    price: `${url}price/`,
    availability: `${url}availability/`,
    stockrecords: `${url}stockrecords/`,
    options: p.options.map((o) => optionJson(o, urls)),
    rating: p.rating,
    children: p.children.map((c) => productDetailJson(c, urls)),
  };
}

/** `favourites`: the caller's favourite product ids (empty for anonymous callers). */
export function storefrontProductJson(p: ProductPage, urls: UrlBuilder, favourites: ReadonlySet<number>): Omit<z.infer<typeof StorefrontProductSchema>, "children"> & { children: ProductDetailJson[] } {
  return {
    ...productDetailJson(p, urls),
    price: p.card.price,
    availability: p.card.availability,
    breadcrumbs: p.breadcrumbs.map((b) => ({ id: b.id, name: b.name, slug: b.slug, url: urls.path("/api/v2/categories/{id}/", { id: b.id }) })),
    image_360: p.image360 ? image360Json(p.image360, urls) : null,
    variants: p.variants.map((v) => ({ ...productCardJson(v, urls, favourites.has(v.id)), attributes: attributesJson(v.attributes) })),
    related: p.related.map((r) => productCardJson(r, urls, favourites.has(r.id))),
    is_favourite: favourites.has(p.id),
  };
}
