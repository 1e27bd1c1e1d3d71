// Staff run the gallery: pictures of projects, events and activities, each with its tag, title, words
// and day (gallery-pictures.ts stores the picture and its thumbnail). Each change is one transaction
// with its audit entry; once it commits the gallery page, the landing page's teaser and the gallery API
// show it (content-pages-changed.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { GALLERY_TAGS, GalleryQuery, type GalleryTag } from "@/lib/content/gallery.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentPagesChanged } from "./content-pages-changed.ts";

const GalleryFields = z.object({
  title: z.string().trim().min(1, "Give the picture a title.").max(200),
  tag: z.enum(GALLERY_TAGS, { error: "Choose Projects, Events or Activities." }),
  description: z.string().trim().max(2000),
  date: z.iso.date({ error: "Give the day as YYYY-MM-DD." }).describe("The day it happened (YYYY-MM-DD)."),
});
export const GalleryItemInput = GalleryFields.extend({ description: GalleryFields.shape.description.default("") }).meta({ id: "AdminGalleryItemInput" });
export type GalleryItemData = z.infer<typeof GalleryItemInput>;
export const GalleryItemPatchInput = GalleryFields.partial()
  .extend({ updated_at: z.string().max(40).optional().describe("The item's updated_at as read: an item changed since is refused with 409 edit_conflict.") })
  .meta({ id: "AdminGalleryItemPatchInput" });
export type GalleryItemPatch = z.infer<typeof GalleryItemPatchInput>;

export const AdminGalleryItemSchema = z
  .object({
    id: z.int(),
    ...GalleryFields.shape,
    image: z.string().describe("The picture (1200 × 800)."),
    thumbnail: z.string().describe("Its thumbnail (400 wide)."),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminGalleryItem" });
export type AdminGalleryItem = z.infer<typeof AdminGalleryItemSchema>;

export const GalleryFilters = GalleryQuery.extend({ q: z.string().trim().max(200).optional().describe("Words in the title or description.") });

type Row = NonNullable<Awaited<ReturnType<Db["galleryItem"]["findUnique"]>>>;
type Actor = { id: number; ip?: string };

/** The one shape of an item for the API, the page and the audit entry (pictures as absolute URLs when `urls` is given). */
export function adminGalleryJson(g: Row, urls?: UrlBuilder): AdminGalleryItem {
  const picture = (key: string) => (urls ? urls.abs(mediaPath(key)) : mediaPath(key));
  return {
    id: g.id, title: g.title, tag: g.tag, description: g.description, date: g.date.toISOString().slice(0, 10),
    image: picture(g.image), thumbnail: picture(g.thumbnail), updated_at: g.updatedAt.toISOString(),
  };
}

const shapeOf = (g: Row) => ({ title: g.title, tag: g.tag, description: g.description, date: g.date.toISOString().slice(0, 10), image: g.image });

const ORDER = [{ date: "desc" as const }, { id: "desc" as const }];

export function galleryWhere(filters: { tag?: GalleryTag; q?: string }) {
  const q = filters.q?.trim();
  return {
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(q ? { OR: [{ title: { contains: q, mode: "insensitive" as const } }, { description: { contains: q, mode: "insensitive" as const } }] } : {}),
  };
}

export async function galleryRows(filters: { tag?: GalleryTag; q?: string }, skip: number, take: number): Promise<Row[]> {
  return db().galleryItem.findMany({ where: galleryWhere(filters), orderBy: ORDER, skip, take });
}

export function countGallery(filters: { tag?: GalleryTag; q?: string }): Promise<number> {
  return db().galleryItem.count({ where: galleryWhere(filters) });
}

export async function galleryItemOr404(id: number, client: Tx | Db = db()): Promise<Row> {
  const row = await client.galleryItem.findUnique({ where: { id } });
  if (!row) throw new NotFoundError();
  return row;
}

const day = (v: string) => new Date(`${v}T00:00:00Z`);

export async function createGalleryItem(tx: Tx, actor: Actor, data: GalleryItemData, picture: { image: string; thumbnail: string }): Promise<Row> {
  const row = await tx.galleryItem.create({
    data: { title: data.title, tag: data.tag, description: data.description, date: day(data.date), image: picture.image, thumbnail: picture.thumbnail },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "gallery.create", entityType: "GalleryItem", entityId: row.id, after: shapeOf(row) });
  contentPagesChanged(tx, { alsoLanding: true });
  return row;
}

async function lock(tx: Tx, id: number, seen: string | undefined): Promise<Row> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "GalleryItem" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  const row = await tx.galleryItem.findUniqueOrThrow({ where: { id } });
  await assertUnchanged("GalleryItem", id, row.updatedAt, seen, tx);
  return row;
}

export async function updateGalleryItem(tx: Tx, actor: Actor, id: number, patch: GalleryItemPatch, picture?: { image: string; thumbnail: string }): Promise<Row> {
  const row = await lock(tx, id, patch.updated_at);
  const saved = await tx.galleryItem.update({
    where: { id },
    data: {
      title: patch.title, tag: patch.tag, description: patch.description, date: patch.date ? day(patch.date) : undefined,
      image: picture?.image, thumbnail: picture?.thumbnail, updatedAt: new Date(),
    },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "gallery.update", entityType: "GalleryItem", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  contentPagesChanged(tx, { alsoLanding: true });
  return saved;
}

export async function deleteGalleryItem(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id, undefined);
  await tx.galleryItem.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "gallery.delete", entityType: "GalleryItem", entityId: id, before: shapeOf(row) });
  contentPagesChanged(tx, { alsoLanding: true });
}
