// GET /api/v2/collection-list/{slug}/products/: a collection's products as the catalogue's
// ProductCards in staff order (Envelope A), with the caller's favourites marked.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { favouritesOf } from "@/lib/catalogue/api.ts";
import { ProductCardSchema, productCardsJson } from "@/lib/catalogue/card-json.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { collectionCards, findCollection } from "./collections.ts";

export const CollectionProductsSchema = z.object({
  count: z.int(),
  next: z.url().nullable(),
  previous: z.url().nullable(),
  results: z.array(ProductCardSchema),
}).meta({ id: "CollectionProductPage" });

export async function collectionProductsAnswer(slug: string, ctx: { url: URL; urls: UrlBuilder; caller: Caller; locale?: ShopLocale }) {
  const collection = await findCollection(slug, ctx.locale);
  if (!collection) throw new NotFoundError();
  const cards = await collectionCards(collection, ctx.locale);
  const page = await loadPage(
    ctx.url,
    async () => cards.length,
    async (offset, limit) => cards.slice(offset, offset + limit),
  );
  const favourites = await favouritesOf(ctx.caller, page.results.map((c) => c.id));
  return envelopeA({ ...page, results: productCardsJson(page.results, ctx.urls, favourites) }, ctx.url.toString());
}
