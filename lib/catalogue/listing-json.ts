// Listing answers: Envelope A of ProductCard (API.md §1, §4), with the storefront's facets
// {"<code>": [{"value", "count"}], "price": {"min", "max"}} beside it.
import { z } from "zod";
import { envelopeA } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { ProductCardSchema, productCardsJson } from "./card-json.ts";
import type { Facets } from "./facets.ts";
import type { ProductListing } from "./listing.ts";

export const ProductPageSchema = z.object({
  count: z.int(),
  next: z.url().nullable(),
  previous: z.url().nullable(),
  results: z.array(ProductCardSchema),
}).meta({ id: "ProductCardPage" });

export const FacetsSchema = z.record(
  z.string(),
  z.union([z.array(z.object({ value: z.string(), count: z.int() })), z.object({ min: z.string().nullable(), max: z.string().nullable() })]),
).meta({ id: "Facets" });

export const StorefrontListingSchema = ProductPageSchema.extend({ facets: FacetsSchema }).meta({ id: "StorefrontListing" });

export function facetsJson(facets: Facets): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of facets.attributes) out[a.code] = a.values.map((v) => ({ value: v.value, count: v.count }));
  out.price = { min: facets.price.min, max: facets.price.max };
  return out;
}

/** `url` is the request's URL with the public origin (for next/previous). */
export function listingJson(listing: ProductListing, url: URL, urls: UrlBuilder, favourites: ReadonlySet<number>) {
  const body = envelopeA({ count: listing.count, page: listing.page, pageSize: listing.pageSize, results: productCardsJson(listing.cards, urls, favourites) }, url.toString());
  return listing.facets ? { ...body, facets: facetsJson(listing.facets) } : body;
}
