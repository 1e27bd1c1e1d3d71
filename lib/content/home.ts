// The landing page's sections (spec/API.md §8): staff order HomeSections, each a slot of one type —
// banners, categories (featured, "shop by room"), collections, products (featured, new arrivals, best
// rated or one collection's), the video, the gallery teaser. homeSlots() gives the domain data (pages
// render it); homeSlotsText() the API's slots, each item in the shape of its own list endpoint. A
// section with nothing to show (no video, an empty collection) is left out. Every part is read
// through the content or catalogue cache: the landing page costs no query while nothing changes.
import { z } from "zod";
import type { ProductCard } from "@/lib/catalogue/cards.ts";
import { productCardJson } from "@/lib/catalogue/card-json.ts";
import { categoryFlatJson } from "@/lib/catalogue/category-json.ts";
import { categoryTree, type CategoryNode } from "@/lib/catalogue/category-tree.ts";
import { db } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { activeBanners, bannerJson, type Banner } from "./banners.ts";
import { collectionCards, collectionJson, listCollections, type Collection } from "./collections.ts";
import { contentCached } from "./content-cache.ts";
import { galleryItemJson, latestGalleryItems, type GalleryItem } from "./gallery.ts";
import { activeHomeVideo, homeVideoJson, type HomeVideo } from "./media-lists.ts";
import { sourceCards } from "./product-cards.ts";

export const SLOT_TYPES = ["banners", "categories", "collections", "products", "video", "gallery"] as const;

export type HomeSlot =
  | { type: "banners"; title: string; items: Banner[] }
  | { type: "categories"; title: string; items: CategoryNode[] }
  | { type: "collections"; title: string; items: Collection[] }
  | { type: "products"; title: string; items: ProductCard[]; /** The collection the row shows, if any. */ collection: Collection | null }
  | { type: "video"; title: string; items: HomeVideo[] }
  | { type: "gallery"; title: string; items: GalleryItem[] };

interface Section {
  type: HomeSlot["type"];
  title: string;
  productSource: "featured" | "new_arrivals" | "top_rated" | "collection" | null;
  collectionId: number | null;
  itemLimit: number;
}

function sections(): Promise<Section[]> {
  return contentCached("home-sections", () =>
    db().homeSection.findMany({
      where: { isActive: true },
      orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
      select: { type: true, title: true, productSource: true, collectionId: true, itemLimit: true },
    }),
  );
}

const limit = (n: number) => Math.max(1, Math.min(n, 48));

async function slotOf(s: Section, now: Date): Promise<HomeSlot | null> {
  const n = limit(s.itemLimit);
  const title = s.title;
  switch (s.type) {
    case "banners":
      return { type: "banners", title, items: (await activeBanners(now)).slice(0, n) };
    case "categories":
      return { type: "categories", title, items: (await categoryTree()).ordered.filter((c) => c.isFeatured && c.visible).slice(0, n) };
    case "collections":
      return { type: "collections", title, items: (await listCollections()).slice(0, n) };
    case "products": {
      if (s.productSource === "collection" || s.productSource === null) {
        const collection = (await listCollections()).find((c) => c.id === s.collectionId) ?? null;
        if (!collection) return null;
        return { type: "products", title, items: (await collectionCards(collection)).slice(0, n), collection };
      }
      return { type: "products", title, items: await sourceCards(s.productSource, n), collection: null };
    }
    case "video": {
      const video = await activeHomeVideo();
      return { type: "video", title, items: video ? [video] : [] };
    }
    case "gallery":
      return { type: "gallery", title, items: await latestGalleryItems(n) };
  }
}

/** The landing page's slots at `now`, in staff order, empty ones left out. */
export async function homeSlots(now = new Date()): Promise<HomeSlot[]> {
  const slots = await Promise.all((await sections()).map((s) => slotOf(s, now)));
  return slots.filter((s): s is HomeSlot => !!s && s.items.length > 0);
}

export const HomeSlotSchema = z.object({
  type: z.enum(SLOT_TYPES),
  title: z.string(),
  items: z.array(z.record(z.string(), z.unknown())).describe("Each item in the shape of its own list endpoint (ProductCard for products)."),
}).meta({ id: "HomeSlot" });

/** The product ids the slots show (for the caller's favourites). */
export function slotProductIds(slots: HomeSlot[]): number[] {
  return slots.flatMap((s) => (s.type === "products" ? s.items.map((c) => c.id) : []));
}

/**
 * The API's slots as JSON text; `favourites` are the caller's favourite product ids. Each item's text
 * is kept with the item: the items come from the content and catalogue caches, which never change an
 * item but replace it, so a kept text is never stale, and the answer costs no serializing while
 * nothing changes (docs/decisions/0061-home-slots-as-text.md). A favourite card is written afresh.
 * The whole text of the last slots without favourites is kept too, for as long as the same items come.
 */
export function homeSlotsText(slots: HomeSlot[], urls: UrlBuilder, favourites: ReadonlySet<number>): string {
  const shared = !slots.some((s) => s.type === "products" && s.items.some((c) => favourites.has(c.id)));
  if (shared && last && sameSlots(last.slots, slots) && last.origin === urls.origin) return last.text;
  const text = writeSlots(slots, urls, favourites);
  if (shared) last = { slots, origin: urls.origin, text };
  return text;
}

/** The last shared slots written (no favourites among them), and their text. */
let last: { slots: HomeSlot[]; origin: string; text: string } | undefined;

/** The same slots: same types and titles, and the very same item objects in the same order. */
function sameSlots(a: HomeSlot[], b: HomeSlot[]): boolean {
  return a.length === b.length && a.every((s, i) => s.type === b[i].type && s.title === b[i].title && s.items.length === b[i].items.length && s.items.every((item, j) => item === b[i].items[j]));
}

function writeSlots(slots: HomeSlot[], urls: UrlBuilder, favourites: ReadonlySet<number>): string {
  const text = (item: object, json: () => unknown) => itemText(item, urls.origin, json);
  const items = (s: HomeSlot): string[] => {
    switch (s.type) {
      case "banners":
        return s.items.map((b) => text(b, () => bannerJson(b, urls)));
      case "categories":
        return s.items.filter((c) => c.visible).map((c) => text(c, () => categoryFlatJson([c], urls)[0]));
      case "collections":
        return s.items.map((c) => text(c, () => collectionJson(c, urls)));
      case "products":
        return s.items.map((c) => (favourites.has(c.id) ? JSON.stringify(productCardJson(c, urls, true)) : text(c, () => productCardJson(c, urls, false))));
      case "video":
        return s.items.map((v) => text(v, () => homeVideoJson(v, urls)));
      case "gallery":
        return s.items.map((g) => text(g, () => galleryItemJson(g, urls)));
    }
  };
  return `[${slots.map((s) => `{"type":${JSON.stringify(s.type)},"title":${JSON.stringify(s.title)},"items":[${items(s).join(",")}]}`).join(",")}]`;
}

const texts = new WeakMap<object, { origin: string; text: string }>();

/** `json()`'s text for `item` at `origin`, kept while the item lives. */
function itemText(item: object, origin: string, json: () => unknown): string {
  const kept = texts.get(item);
  if (kept?.origin === origin) return kept.text;
  const text = JSON.stringify(json());
  texts.set(item, { origin, text });
  return text;
}
