// Staff edit a product class (catalogue group): GST rate, HSN/SAC code, whether it tracks stock and
// needs shipping, its made-to-order lead time (lib/shipping/lead-time.ts) and the zones it is delivered
// to (none: wherever the shop delivers). One transaction: the row locked, the edit-conflict check, the
// change, the audit entry, and every cache of its products told (catalogueChanged).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { checkLeadTime, leadEnd, leadTimeFromForm } from "@/lib/admin/lead-time-input.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";

export const GST_RATES = ["0", "5", "12", "18", "28"] as const;

export const ProductClassInput = z
  .object({
    name: z.string().trim().min(1, "This field may not be blank.").max(128),
    gst_rate: z.enum(GST_RATES, "Choose 0, 5, 12, 18 or 28 %."),
    hsn_code: z.string().trim().regex(/^\d{4}(\d{2}){0,2}$/, "Enter a 4, 6 or 8-digit HSN or SAC code."),
    tracks_stock: z.boolean(),
    requires_shipping: z.boolean(),
    made_to_order_min_days: leadEnd,
    made_to_order_max_days: leadEnd,
    zone_ids: z.array(z.int()).max(100),
    updated_at: z.string().max(40).optional(),
  })
  .superRefine(checkLeadTime)
  .meta({ id: "ProductClassInput" });
export type ProductClassChange = z.infer<typeof ProductClassInput>;

/** The form's fields as the schema takes them: checkboxes, a lead time in weeks or working days, zone boxes. */
export function productClassFromForm(form: FormData): unknown {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  return {
    name: text("name"),
    gst_rate: text("gst_rate"),
    hsn_code: text("hsn_code"),
    tracks_stock: form.get("tracks_stock") === "on",
    requires_shipping: form.get("requires_shipping") === "on",
    ...leadTimeFromForm(form),
    zone_ids: form.getAll("zone").map((z) => Number(z)),
    updated_at: text("updated_at") || undefined,
  };
}

/** What the audit log keeps of a class. */
function snapshot(c: { name: string; gstRate: { toString(): string }; hsnCode: string; tracksStock: boolean; requiresShipping: boolean; madeToOrderMinDays: number | null; madeToOrderMaxDays: number | null }, zoneIds: number[]) {
  return {
    name: c.name,
    gst_rate: Number(c.gstRate.toString()).toFixed(4),
    hsn_code: c.hsnCode,
    tracks_stock: c.tracksStock,
    requires_shipping: c.requiresShipping,
    made_to_order_min_days: c.madeToOrderMinDays,
    made_to_order_max_days: c.madeToOrderMaxDays,
    zone_ids: [...zoneIds].sort((a, b) => a - b),
  };
}

/** Saves `change` to class `id`; 404 when it is gone, 409 when changed since `updated_at`, 406 for unknown zones. */
export async function updateProductClass(tx: Tx, actor: { id: number; ip?: string }, id: number, change: ProductClassChange): Promise<void> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ProductClass" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  const row = await tx.productClass.findUniqueOrThrow({ where: { id }, include: { deliveryZones: { select: { zoneId: true } } } });
  await assertUnchanged("ProductClass", id, row.dateUpdated, change.updated_at);
  const zoneIds = [...new Set(change.zone_ids)];
  if (zoneIds.length && (await tx.shippingZone.count({ where: { id: { in: zoneIds } } })) !== zoneIds.length) {
    throw new ValidationError({ zone_ids: ["Invalid pk - object does not exist."] });
  }
  const gstRate = (Number(change.gst_rate) / 100).toFixed(4);
  const data = {
    name: change.name,
    gstRate,
    taxCode: `GST${change.gst_rate}`,
    hsnCode: change.hsn_code,
    tracksStock: change.tracks_stock,
    requiresShipping: change.requires_shipping,
    madeToOrderMinDays: change.made_to_order_min_days,
    madeToOrderMaxDays: change.made_to_order_max_days,
  };
  const before = snapshot(row, row.deliveryZones.map((z) => z.zoneId));
  const after = snapshot({ ...data, gstRate }, zoneIds);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.productClass.update({ where: { id }, data });
  await tx.productClassDeliveryZone.deleteMany({ where: { productClassId: id } });
  if (zoneIds.length) await tx.productClassDeliveryZone.createMany({ data: zoneIds.map((zoneId) => ({ productClassId: id, zoneId })) });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "productclass.update", entityType: "ProductClass", entityId: id, before, after });
  const products = await tx.product.findMany({ where: { OR: [{ productClassId: id }, { parent: { productClassId: id } }] }, select: { id: true } });
  if (products.length) await catalogueChanged(tx, { productIds: products.map((p) => p.id) });
}
