// Staff run the landing page's banners: pictures for wide screens and phones (banner-pictures.ts), alt
// text, a link, an optional window [starts_at, ends_at) in which it shows, switched on or off, and the
// order. Each change is one transaction with its audit entry; once it commits the landing page and the
// banners API show it (landing-changes.ts). A banner's window opening or closing needs no change at all
// (lib/page-cache/expire-at.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { landingChanged } from "./landing-changes.ts";
import { moveOne, placeAt } from "./reorder.ts";

const moment = z.iso.datetime({ offset: true }).nullable();

const BannerFields = z.object({
  title: z.string().trim().min(1, "Give the banner a heading.").max(128),
  subtitle: z.string().trim().max(256),
  alt_text: z.string().trim().max(200).describe('What the picture shows, read by screen readers; "" when it is only decoration.'),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Write a shop path like /c/bedroom/ or an https:// address; this is neither.")
    .describe('A shop path ("/c/bedroom/"), an https address, or "" for none.'),
  is_active: z.boolean(),
  starts_at: moment.describe("Shown from this moment (null: at once)."),
  ends_at: moment.describe("… until this moment (null: until switched off)."),
  order: z.int().min(0).max(10_000).describe("Its place on the landing page, 0 first; the others move along."),
});
const seenVersion = z.string().max(40).optional().describe("The banner's updated_at as read: a banner changed since is refused with 409 edit_conflict.");
export const BannerInput = BannerFields.extend({
  subtitle: BannerFields.shape.subtitle.default(""),
  alt_text: BannerFields.shape.alt_text.default(""),
  link: BannerFields.shape.link.default(""),
  is_active: BannerFields.shape.is_active.default(true),
  starts_at: BannerFields.shape.starts_at.default(null),
  ends_at: BannerFields.shape.ends_at.default(null),
  order: BannerFields.shape.order.optional(),
}).meta({ id: "AdminBannerInput" });
export type BannerData = z.infer<typeof BannerInput>;
export const BannerPatchInput = BannerFields.partial().extend({ updated_at: seenVersion }).meta({ id: "AdminBannerPatchInput" });
export type BannerPatch = z.infer<typeof BannerPatchInput>;

export const BANNER_STATES = ["live", "scheduled", "ended", "off"] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const AdminBannerSchema = z
  .object({
    id: z.int(),
    ...BannerFields.shape,
    image: z.string().describe("The wide picture (1920 × 720)."),
    mobile_image: z.string().nullable().describe("The phone's picture (800 × 1000); null: the wide one is used."),
    state: z.enum(BANNER_STATES).describe("live: shown now; scheduled: its window opens later; ended: its window closed; off: switched off."),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminBanner" });
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

type Row = NonNullable<Awaited<ReturnType<Db["banner"]["findUnique"]>>>;
type Actor = { id: number; ip?: string };

export function bannerState(b: Pick<Row, "isActive" | "startsAt" | "endsAt">, now = new Date()): BannerState {
  if (!b.isActive) return "off";
  if (b.endsAt && b.endsAt <= now) return "ended";
  if (b.startsAt && b.startsAt > now) return "scheduled";
  return "live";
}

/** The one shape of a banner for the API, the page and the audit entry (pictures as absolute URLs when `urls` is given). */
export function adminBannerJson(b: Row, urls?: UrlBuilder, now = new Date()): AdminBanner {
  const picture = (key: string) => (urls ? urls.abs(mediaPath(key)) : mediaPath(key));
  return {
    id: b.id, title: b.title, subtitle: b.subtitle, alt_text: b.altText, link: b.link, is_active: b.isActive,
    starts_at: b.startsAt?.toISOString() ?? null, ends_at: b.endsAt?.toISOString() ?? null, order: b.order,
    image: picture(b.image), mobile_image: b.mobileImage ? picture(b.mobileImage) : null,
    state: bannerState(b, now), updated_at: b.updatedAt.toISOString(),
  };
}

const shapeOf = (b: Row) => ({
  title: b.title, subtitle: b.subtitle, alt_text: b.altText, link: b.link, is_active: b.isActive,
  starts_at: b.startsAt?.toISOString() ?? null, ends_at: b.endsAt?.toISOString() ?? null, order: b.order, image: b.image, mobile_image: b.mobileImage,
});

export const BannerFilters = z.object({ state: z.enum(BANNER_STATES).optional() });

const ORDER = [{ order: "asc" }, { id: "asc" }] as const;

/** The banners in staff order, those in `state` only when given (states depend on the time, so they are sorted out here). */
export async function listBanners(state?: BannerState, now = new Date()): Promise<Row[]> {
  const rows = await db().banner.findMany({ orderBy: [...ORDER] });
  return state ? rows.filter((b) => bannerState(b, now) === state) : rows;
}

export async function bannerOr404(id: number, client: Tx | Db = db()): Promise<Row> {
  const row = await client.banner.findUnique({ where: { id } });
  if (!row) throw new NotFoundError();
  return row;
}

function checkWindow(startsAt: string | null, endsAt: string | null): void {
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw new ValidationError({ ends_at: ["The end must come after the start."] });
}

const toDate = (v: string | null) => (v ? new Date(v) : null);

export async function createBanner(tx: Tx, actor: Actor, data: BannerData, pictures: { image: string; mobileImage: string | null }): Promise<Row> {
  checkWindow(data.starts_at, data.ends_at);
  const order = ((await tx.banner.aggregate({ _max: { order: true } }))._max.order ?? -1) + 1;
  const made = await tx.banner.create({
    data: {
      title: data.title, subtitle: data.subtitle, altText: data.alt_text, link: data.link, isActive: data.is_active,
      startsAt: toDate(data.starts_at), endsAt: toDate(data.ends_at), order, image: pictures.image, mobileImage: pictures.mobileImage,
    },
  });
  if (data.order !== undefined) await placeAt(tx, "Banner", made.id, data.order);
  const row = await tx.banner.findUniqueOrThrow({ where: { id: made.id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "banner.create", entityType: "Banner", entityId: row.id, after: shapeOf(row) });
  landingChanged(tx);
  return row;
}

async function lock(tx: Tx, id: number, seen: string | undefined): Promise<Row> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Banner" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  const row = await tx.banner.findUniqueOrThrow({ where: { id } });
  await assertUnchanged("Banner", id, row.updatedAt, seen, tx);
  return row;
}

async function write(tx: Tx, actor: Actor, row: Row, data: Partial<Row>, action: string): Promise<Row> {
  const saved = await tx.banner.update({ where: { id: row.id }, data: { ...data, updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action, entityType: "Banner", entityId: row.id, before: shapeOf(row), after: shapeOf(saved) });
  landingChanged(tx);
  return saved;
}

export async function updateBanner(tx: Tx, actor: Actor, id: number, patch: BannerPatch): Promise<Row> {
  const row = await lock(tx, id, patch.updated_at);
  const startsAt = patch.starts_at === undefined ? (row.startsAt?.toISOString() ?? null) : patch.starts_at;
  const endsAt = patch.ends_at === undefined ? (row.endsAt?.toISOString() ?? null) : patch.ends_at;
  checkWindow(startsAt, endsAt);
  if (patch.order !== undefined) await placeAt(tx, "Banner", id, patch.order);
  return write(tx, actor, row, {
    title: patch.title, subtitle: patch.subtitle, altText: patch.alt_text, link: patch.link, isActive: patch.is_active,
    startsAt: toDate(startsAt), endsAt: toDate(endsAt),
  }, "banner.update");
}

/** Replaces the wide picture, the phone's, or drops the phone's (null). */
export async function setBannerPictures(tx: Tx, actor: Actor, id: number, pictures: { image?: string; mobileImage?: string | null }, seen?: string): Promise<Row> {
  const row = await lock(tx, id, seen);
  return write(tx, actor, row, { image: pictures.image, mobileImage: pictures.mobileImage }, "banner.pictures");
}

/** Moves a banner one place up or down in the landing page's order. */
export async function moveBanner(tx: Tx, actor: Actor, id: number, direction: "up" | "down"): Promise<boolean> {
  const move = await moveOne(tx, "Banner", id, direction);
  if (!move) throw new NotFoundError();
  if (!move.moved) return false;
  await tx.banner.update({ where: { id }, data: { updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "banner.move", entityType: "Banner", entityId: id, changes: { position: [move.from + 1, move.to + 1] } });
  landingChanged(tx);
  return true;
}

export async function deleteBanner(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id, undefined);
  await tx.banner.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "banner.delete", entityType: "Banner", entityId: id, before: shapeOf(row) });
  landingChanged(tx);
}
