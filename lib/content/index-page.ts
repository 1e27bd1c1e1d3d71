// /api/v1/index/ and /api/v2/index/ (spec/API.md §8): the landing page in one call, for apps that do
// not follow the staff-ordered slots of /api/v1/home/. v1 is the same without the gallery.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { favouritesOf } from "@/lib/catalogue/api.ts";
import { ProductCardSchema, productCardsJson } from "@/lib/catalogue/card-json.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { activeBanners, bannerJson, BannerSchema } from "./banners.ts";
import { collectionJson, CollectionSchema, listCollections } from "./collections.ts";
import { galleryItemJson, GalleryItemSchema, latestGalleryItems } from "./gallery.ts";
import { activeHomeVideo, homeVideoJson, HomeVideoSchema } from "./media-lists.ts";
import { sourceCards } from "./product-cards.ts";

export const INDEX_PRODUCTS = 8;
export const INDEX_GALLERY = 6;

export const IndexV1Schema = z.object({
  banners: z.array(BannerSchema),
  collections: z.array(CollectionSchema),
  featured_products: z.array(ProductCardSchema),
  new_arrivals: z.array(ProductCardSchema),
  video: HomeVideoSchema.nullable(),
}).meta({ id: "IndexV1" });
export const IndexV2Schema = IndexV1Schema.extend({ gallery: z.array(GalleryItemSchema) }).meta({ id: "IndexV2" });

export async function indexAnswer(ctx: { urls: UrlBuilder; caller: Caller }, version: 1 | 2) {
  const [banners, collections, featured, arrivals, video, gallery] = await Promise.all([
    activeBanners(),
    listCollections(),
    sourceCards("featured", INDEX_PRODUCTS),
    sourceCards("new_arrivals", INDEX_PRODUCTS),
    activeHomeVideo(),
    version === 2 ? latestGalleryItems(INDEX_GALLERY) : Promise.resolve([]),
  ]);
  const favourites = await favouritesOf(ctx.caller, [...featured, ...arrivals].map((c) => c.id));
  const { urls } = ctx;
  const body = {
    banners: banners.map((b) => bannerJson(b, urls)),
    collections: collections.map((c) => collectionJson(c, urls)),
    featured_products: productCardsJson(featured, urls, favourites),
    new_arrivals: productCardsJson(arrivals, urls, favourites),
    video: video ? homeVideoJson(video, urls) : null,
  };
  return version === 2 ? { ...body, gallery: gallery.map((g) => galleryItemJson(g, urls)) } : body;
}
