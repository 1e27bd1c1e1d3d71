// The 360° showroom's sets: staff rename one, attach it to a product (by the product's slug, as in its
// web address) or detach it, and delete it. Frames are uploaded with the product's 360° view
// (components/admin/product-spins.tsx). Each change is audited; the showroom page and the products
// concerned follow at once.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { contentPagesChanged } from "./content-pages-changed.ts";

export const ShowroomSetInput = z.object({
  title: z.string().trim().min(1, "Give the set a title.").max(200),
  product: z.string().trim().max(200).describe('The product\'s slug, as in its web address ("" : none).'),
});
export type ShowroomSetData = z.infer<typeof ShowroomSetInput>;

export interface ShowroomSetRow {
  id: number;
  title: string;
  frames: number;
  product: { id: number; title: string; slug: string } | null;
  createdAt: Date;
}

type Actor = { id: number; ip?: string };

export async function listShowroomSets(): Promise<ShowroomSetRow[]> {
  const rows = await db().image360.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { product: { select: { id: true, title: true, slug: true } }, _count: { select: { frames: true } } },
  });
  return rows.map((r) => ({ id: r.id, title: r.title, frames: r._count.frames, product: r.product, createdAt: r.createdAt }));
}

async function lock(tx: Tx, id: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Image360" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  return tx.image360.findUniqueOrThrow({ where: { id }, include: { product: { select: { slug: true } } } });
}

export async function updateShowroomSet(tx: Tx, actor: Actor, id: number, data: ShowroomSetData): Promise<void> {
  const row = await lock(tx, id);
  const product = data.product ? await tx.product.findUnique({ where: { slug: data.product }, select: { id: true } }) : null;
  if (data.product && !product) throw new ValidationError({ product: [`No product has the slug ${data.product}.`] });
  const productId = product?.id ?? null;
  await tx.image360.update({ where: { id }, data: { title: data.title, productId } });
  await recordStaffAction(tx, {
    actorId: actor.id, ip: actor.ip, action: "image360.update", entityType: "Image360", entityId: id,
    before: { title: row.title, product: row.product?.slug ?? null }, after: { title: data.title, product: data.product || null },
  });
  const touched = [...new Set([row.productId, productId].filter((p): p is number => p !== null))];
  if (touched.length) await catalogueChanged(tx, { productIds: touched });
  contentPagesChanged(tx);
}

export async function deleteShowroomSet(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id);
  await tx.image360.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "image360.delete", entityType: "Image360", entityId: id, before: { title: row.title, product: row.product?.slug ?? null } });
  if (row.productId !== null) await catalogueChanged(tx, { productIds: [row.productId] });
  contentPagesChanged(tx);
}

export async function showroomSetOr404(id: number): Promise<ShowroomSetRow> {
  const r = await db().image360.findUnique({ where: { id }, include: { product: { select: { id: true, title: true, slug: true } }, _count: { select: { frames: true } } } });
  if (!r) throw new NotFoundError();
  return { id: r.id, title: r.title, frames: r._count.frames, product: r.product, createdAt: r.createdAt };
}
