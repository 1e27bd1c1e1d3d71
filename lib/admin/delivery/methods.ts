// Staff changes to shipping methods: name, code, delivery estimate (working days), display order,
// whether active, and the charge in each zone (decimal money, incl. GST) — each change one transaction
// with its audit entry. lib/shipping/methods.ts reads methods and charges on every call (no cache), so
// the next basket is offered the new charge.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { money } from "@/lib/pricing/index.ts";

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: "A valid number with at most 2 decimal places is required." })
  .meta({ decimal: true });

export const ChargeSchema = z
  .object({
    zone_id: z.int().positive(),
    price: amount.describe("The flat charge incl. GST."),
    price_per_item: amount.default("0").describe("Added for each unit that needs shipping."),
    free_above: amount.nullable().default(null).describe("Free when the basket incl. GST reaches this; null: never."),
  })
  .meta({ id: "ShippingCharge" });

const MethodFields = z.object({
  name: z.string().trim().min(1, "Give the method a name.").max(128),
  code: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Letters, digits and dashes, like express."),
  description: z.string().trim().max(1000),
  min_days: z.int().min(0).max(365).describe("Delivery estimate: working days from the order date, at least."),
  max_days: z.int().min(0).max(365).describe("… and at most."),
  display_order: z.int().min(0).max(10000),
  is_active: z.boolean(),
  for_made_to_order: z.boolean().describe("Whether it carries made-to-order pieces."),
  charges: z.array(ChargeSchema).max(200).describe("Its charge in each zone it serves; a zone left out is not served by it. Replaces all."),
});
const seenVersion = z.string().max(40).optional().describe("The method's date_updated as read: a method changed since is refused with 409 edit_conflict.");
export const MethodInput = MethodFields.extend({
  description: MethodFields.shape.description.default(""),
  display_order: MethodFields.shape.display_order.default(0),
  is_active: MethodFields.shape.is_active.default(true),
  for_made_to_order: MethodFields.shape.for_made_to_order.default(true),
  charges: MethodFields.shape.charges.default([]),
  updated_at: seenVersion,
}).meta({ id: "ShippingMethodInput" });
export const MethodPatchInput = MethodFields.partial().extend({ updated_at: seenVersion }).meta({ id: "ShippingMethodPatchInput" });
export type MethodData = z.infer<typeof MethodInput>;
export type MethodPatch = z.infer<typeof MethodPatchInput>;

export const AdminShippingMethodSchema = z
  .object({
    id: z.int(),
    ...MethodFields.shape,
    charges: z.array(z.object({ zone_id: z.int(), zone_name: z.string(), price: z.string(), price_per_item: z.string(), free_above: z.string().nullable() })),
    date_updated: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminShippingMethod" });
export type AdminShippingMethod = z.infer<typeof AdminShippingMethodSchema>;

const methodRow = { charges: { include: { zone: { select: { name: true } } }, orderBy: { zoneId: "asc" } } } as const;
const loadMethod = (client: Tx | Db, id: number) => client.shippingMethod.findUnique({ where: { id }, include: methodRow });
type MethodRow = NonNullable<Awaited<ReturnType<typeof loadMethod>>>;

/** The one shape of a method, for the API, the edit form and the audit entry. */
export function adminMethodJson(m: MethodRow): AdminShippingMethod {
  return {
    id: m.id, name: m.name, code: m.code, description: m.description, min_days: m.minDays, max_days: m.maxDays,
    display_order: m.displayOrder, is_active: m.isActive, for_made_to_order: m.forMadeToOrder,
    charges: m.charges.map((c) => ({
      zone_id: c.zoneId, zone_name: c.zone.name, price: money(c.price.toString()), price_per_item: money(c.pricePerItem.toString()),
      free_above: c.freeAbove === null ? null : money(c.freeAbove.toString()),
    })),
    date_updated: m.dateUpdated.toISOString(),
  };
}

const ORDER = [{ displayOrder: "asc" }, { id: "asc" }] as const;
export const countMethods = () => db().shippingMethod.count();
export const listMethodsPage = (offset: number, limit: number) => db().shippingMethod.findMany({ include: methodRow, orderBy: [...ORDER], skip: offset, take: limit });

export async function methodOr404(id: number, client: Tx | Db = db()): Promise<AdminShippingMethod> {
  const m = await loadMethod(client, id);
  if (!m) throw new NotFoundError();
  return adminMethodJson(m);
}

type MethodValues = Omit<MethodData, "updated_at">;

async function check(tx: Tx, id: number | null, data: MethodValues): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (data.min_days > data.max_days) errors.max_days = ["At least the fewest days."];
  const other = await tx.shippingMethod.findUnique({ where: { code: data.code }, select: { id: true } });
  if (other && other.id !== id) errors.code = ["A method with this code already exists."];
  const zoneIds = data.charges.map((c) => c.zone_id);
  if (new Set(zoneIds).size !== zoneIds.length) errors.charges = ["One charge per zone."];
  else if ((await tx.shippingZone.count({ where: { id: { in: zoneIds } } })) !== zoneIds.length) errors.charges = ["One of these zones does not exist."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function write(tx: Tx, id: number, data: MethodValues): Promise<void> {
  await tx.shippingMethod.update({
    where: { id },
    data: {
      name: data.name, code: data.code, description: data.description, minDays: data.min_days, maxDays: data.max_days,
      displayOrder: data.display_order, isActive: data.is_active, forMadeToOrder: data.for_made_to_order,
      // The version moves with every save, charges included (they live in another table).
      dateUpdated: new Date(),
    },
  });
  await tx.shippingCharge.deleteMany({ where: { methodId: id } });
  if (data.charges.length) {
    await tx.shippingCharge.createMany({
      data: data.charges.map((c) => ({ methodId: id, zoneId: c.zone_id, price: money(c.price), pricePerItem: money(c.price_per_item), freeAbove: c.free_above === null ? null : money(c.free_above) })),
    });
  }
}

const shapeOf = (m: AdminShippingMethod) => {
  const { id: _id, date_updated: _d, ...rest } = m;
  return { ...rest, charges: rest.charges.map(({ zone_name: _n, ...c }) => c) };
};

type Actor = { id: number; ip?: string };

export async function createMethod(tx: Tx, actor: Actor, data: MethodData): Promise<number> {
  await check(tx, null, data);
  const { id } = await tx.shippingMethod.create({ data: { name: data.name, code: data.code, minDays: data.min_days, maxDays: data.max_days } });
  await write(tx, id, data);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_method.create", entityType: "ShippingMethod", entityId: id, after: shapeOf(await methodOr404(id, tx)) });
  return id;
}

export async function updateMethod(tx: Tx, actor: Actor, id: number, patch: MethodPatch): Promise<void> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ShippingMethod" WHERE id = ${id} FOR UPDATE`;
  const row = locked ? await tx.shippingMethod.findUnique({ where: { id }, select: { dateUpdated: true } }) : null;
  if (!row) throw new NotFoundError();
  const { updated_at: seen, ...change } = patch;
  await assertUnchanged("ShippingMethod", id, row.dateUpdated, seen, tx);
  const before = shapeOf(await methodOr404(id, tx));
  const data: MethodValues = { ...before, ...change };
  await check(tx, id, data);
  await write(tx, id, data);
  const after = shapeOf(await methodOr404(id, tx));
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_method.update", entityType: "ShippingMethod", entityId: id, before, after });
}

/** Orders keep the method's code and name as text, so deleting a method loses nothing they need. */
export async function deleteMethod(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = shapeOf(await methodOr404(id, tx));
  await tx.shippingMethod.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_method.delete", entityType: "ShippingMethod", entityId: id, before });
}
