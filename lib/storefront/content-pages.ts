// The content pages' data (collections, downloads, gallery, 360° showroom), read through the content
// services the API uses. Content has no change events: what a page shows is at most five minutes old.
// Product cards carry the catalogue's tags, so a product change shows at once.
import { cacheLife, cacheTag } from "next/cache";
import { loadCards, type ProductCard } from "@/lib/catalogue/cards.ts";
import { collectionCards, findCollection } from "@/lib/content/collections.ts";
import { downloadsPage } from "@/lib/content/downloads.ts";
import { galleryPage, GALLERY_TAGS, type GalleryTag } from "@/lib/content/gallery.ts";
import { listSpins } from "@/lib/content/media-lists.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { pageCount } from "@/lib/http/pagination.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { collectionTile, dayText, galleryPicture, type CollectionTile, type GalleryPicture } from "./content-view.ts";

export const CONTENT_TAG = "content";

/** Pictures and brochures per page. */
export const CONTENT_PAGE_SIZE = 24;

/** A page's own URL as the list services read it (page number and size only). */
function listUrl(page: number): URL {
  return new URL(`http://shop.invalid/?page=${page}&page_size=${CONTENT_PAGE_SIZE}`);
}

/** `load()`'s page, or null when that page number is past the end. */
async function pageOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

export interface Paged<T> {
  items: T[];
  count: number;
  page: number;
  numPages: number;
}

export async function loadCollectionPageIn(slug: string, locale: ShopLocale): Promise<{ collection: CollectionTile; cards: ProductCard[] } | null> {
  "use cache";
  cacheLife("content");
  cacheTag(CONTENT_TAG, CATALOGUE_TAG, LISTINGS_TAG);
  if (duringBuild()) return null;
  const collection = await findCollection(slug, locale);
  if (!collection) return null;
  return { collection: collectionTile(collection), cards: await collectionCards(collection, locale) };
}

/** A collection's page in the page's language (its texts and cards in Hindi where staff gave them): one cached copy per language. */
export async function loadCollectionPage(slug: string): Promise<{ collection: CollectionTile; cards: ProductCard[] } | null> {
  return loadCollectionPageIn(slug, await pageLocale());
}

export interface DownloadCard {
  id: number;
  title: string;
  description: string;
  /** Site-relative paths. */
  file: string;
  thumbnail: string | null;
  /** "PDF". */
  fileType: string;
  fileSize: number;
  /** "1 April 2026". */
  added: string;
}

export async function loadDownloads(page: number): Promise<Paged<DownloadCard> | null> {
  "use cache";
  cacheLife("content");
  cacheTag(CONTENT_TAG);
  if (duringBuild()) return null;
  const answer = await pageOrNull(() => downloadsPage(listUrl(page)));
  if (!answer) return null;
  const items = answer.results.map((d) => ({
    id: d.id,
    title: d.title,
    description: d.description,
    file: d.file,
    thumbnail: d.thumbnail,
    fileType: d.fileType.toUpperCase(),
    fileSize: d.fileSize,
    added: dayText(d.createdAt.toISOString().slice(0, 10)),
  }));
  return { items, count: answer.count, page: answer.page, numPages: pageCount(answer.count, answer.pageSize) };
}

export function isGalleryTag(tag: string): tag is GalleryTag {
  return (GALLERY_TAGS as readonly string[]).includes(tag);
}

export async function loadGallery(tag: GalleryTag | null, page: number): Promise<Paged<GalleryPicture> | null> {
  "use cache";
  cacheLife("content");
  cacheTag(CONTENT_TAG);
  if (duringBuild()) return null;
  const answer = await pageOrNull(() => galleryPage(listUrl(page), tag ?? undefined));
  if (!answer) return null;
  return { items: answer.results.map(galleryPicture), count: answer.count, page: answer.page, numPages: pageCount(answer.count, answer.pageSize) };
}

export interface ShowroomSpin {
  id: number;
  title: string;
  frames: string[];
  /** The product turned, when shoppers may see it. */
  product: ProductCard | null;
}

export async function loadShowroom(): Promise<ShowroomSpin[]> {
  "use cache";
  cacheLife("content");
  cacheTag(CONTENT_TAG, CATALOGUE_TAG, LISTINGS_TAG);
  if (duringBuild()) return [];
  const spins = (await listSpins()).filter((s) => s.frames.length > 0);
  const cards = new Map((await loadCards(spins.flatMap((s) => (s.productId === null ? [] : [s.productId])))).map((c) => [c.id, c]));
  return spins.map((s) => ({ id: s.id, title: s.title, frames: s.frames, product: s.productId === null ? null : (cards.get(s.productId) ?? null) }));
}
