// The gallery (spec/API.md §8): photographs of projects, events and activities, newest first, in
// Envelope A, optionally of one tag.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { quote } from "@/lib/http/echo.ts";
import { contentCached } from "./content-cache.ts";

export const GALLERY_TAGS = ["Projects", "Events", "Activities"] as const;
export type GalleryTag = (typeof GALLERY_TAGS)[number];

export interface GalleryItem {
  id: number;
  title: string;
  tag: GalleryTag;
  /** Site-relative `/media/...` paths. */
  image: string;
  thumbnail: string;
  description: string;
  /** "YYYY-MM-DD". */
  date: string;
}

export const GalleryItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  tag: z.enum(GALLERY_TAGS),
  image: z.url(),
  thumbnail: z.url(),
  description: z.string(),
  date: z.iso.date(),
}).meta({ id: "GalleryItem" });

export const GalleryPageSchema = z.object({
  count: z.int(),
  next: z.url().nullable(),
  previous: z.url().nullable(),
  results: z.array(GalleryItemSchema),
}).meta({ id: "GalleryItemPage" });

/** ?tag=: one of the tags, else the documented field error. */
export const GalleryQuery = z.object({
  tag: z
    .string()
    .optional()
    .refine((t) => !t || (GALLERY_TAGS as readonly string[]).includes(t), {
      error: (issue) => `Select a valid choice. ${quote(issue.input)} is not one of the available choices.`,
    })
    .transform((t) => (t || undefined) as GalleryTag | undefined)
    .meta({ enum: [...GALLERY_TAGS] })
    .describe("Projects, Events or Activities"),
});

type Row = { id: number; title: string; tag: GalleryTag; image: string; thumbnail: string; description: string; date: Date };

function itemOf(r: Row): GalleryItem {
  return { id: r.id, title: r.title, tag: r.tag, image: mediaPath(r.image), thumbnail: mediaPath(r.thumbnail), description: r.description, date: r.date.toISOString().slice(0, 10) };
}

const ORDER = [{ date: "desc" as const }, { id: "desc" as const }];

/** A page of gallery items, of one tag or all, newest first. */
export function galleryPage(url: URL, tag?: GalleryTag) {
  const where = tag ? { tag } : {};
  return loadPage(
    url,
    () => db().galleryItem.count({ where }),
    async (skip, take) => (await db().galleryItem.findMany({ where, orderBy: ORDER, skip, take })).map(itemOf),
  );
}

/** The newest `limit` items (the landing page's teaser). */
export function latestGalleryItems(limit: number): Promise<GalleryItem[]> {
  return contentCached(`gallery-latest:${limit}`, async () => (await db().galleryItem.findMany({ orderBy: ORDER, take: limit })).map(itemOf));
}

export function galleryItemJson(g: GalleryItem, urls: UrlBuilder): z.infer<typeof GalleryItemSchema> {
  return { id: g.id, title: g.title, tag: g.tag, image: urls.abs(g.image), thumbnail: urls.abs(g.thumbnail), description: g.description, date: g.date };
}

/** Envelope A of gallery items for this request. */
export async function galleryAnswer(url: URL, urls: UrlBuilder, tag?: GalleryTag) {
  const page = await galleryPage(url, tag);
  return envelopeA({ ...page, results: page.results.map((g) => galleryItemJson(g, urls)) }, url.toString());
}
