// The API's ProductCard (API.md §4) from a domain card: the one serializer of that shape, used by every
// endpoint that lists products. Pages show the same domain cards (relative image paths, storefront
// hrefs) and use favouriteFlags() for the hearts.
import { z } from "zod";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import type { ProductCard } from "./cards.ts";

export const PRODUCT_PATH = "/api/v2/products/{id}/";

export const PriceSchema = z.object({
  currency: z.string().nullable(),
  excl_tax: z.string().nullable(),
  incl_tax: z.string().nullable(),
  tax: z.string(),
}).meta({ id: "Price" });

export const AvailabilitySchema = z.object({
  is_available_to_buy: z.boolean(),
  num_available: z.int().optional(),
  message: z.string(),
}).meta({ id: "Availability" });

export const ProductCardSchema = z.object({
  url: z.url(),
  id: z.int(),
  upc: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  structure: z.enum(["standalone", "parent", "child"]),
  price: PriceSchema,
  price_is_from: z.boolean(),
  availability: AvailabilitySchema,
  image: z.url().nullable(),
  rating: z.number().nullable().describe("The average of the product's visible reviews, 1–5 with one decimal; null with none."),
  rating_count: z.int().describe("How many visible reviews the rating is the average of."),
  is_favourite: z.boolean(),
}).meta({ id: "ProductCard" });
export type ProductCardJson = z.infer<typeof ProductCardSchema>;

export function productCardJson(card: ProductCard, urls: UrlBuilder, isFavourite: boolean): ProductCardJson {
  return {
    url: urls.path(PRODUCT_PATH, { id: card.id }),
    id: card.id,
    upc: card.upc,
    title: card.title,
    slug: card.slug,
    structure: card.structure,
    price: card.price,
    price_is_from: card.priceIsFrom,
    availability: card.availability,
    image: card.image ? urls.abs(card.image.path) : null,
    rating: card.rating,
    rating_count: card.ratingCount,
    is_favourite: isFavourite,
  };
}

/** Cards as the API answers them, `favourites` being the caller's favourite product ids. */
export function productCardsJson(cards: readonly ProductCard[], urls: UrlBuilder, favourites: ReadonlySet<number>): ProductCardJson[] {
  return cards.map((card) => productCardJson(card, urls, favourites.has(card.id)));
}
