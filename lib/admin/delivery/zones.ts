// Staff changes to shipping zones: a zone's fields, its areas (written as text, area-text.ts) and which
// product classes it takes — each change one transaction with its audit entry. Shipping answers read
// zones from the database on every call (lib/shipping/zones.ts keeps no cache), so a change is what the
// next basket and the tester see.
import { z } from "zod";
import { areasText, areaErrorsText, parseAreaText } from "@/lib/admin/delivery/area-text.ts";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";

export const ZoneFields = z.object({
  name: z.string().trim().min(1, "Give the zone a name.").max(128),
  code: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Letters, digits and dashes, like metro-south."),
  is_serviceable: z.boolean(),
  is_default: z.boolean(),
  areas: z.string().max(20000).describe('One area per line: "56" (a prefix), "110001-110099" (a range), "whole country", or another country\'s code first ("NP 44").'),
  product_class_ids: z.array(z.int().positive()).max(500).describe("The product classes limited to this zone (and any others that list it)."),
});
const seenVersion = z.string().max(40).optional().describe("The zone's date_updated as read: a zone changed since is refused with 409 edit_conflict.");
export const ZoneInput = ZoneFields.extend({
  is_serviceable: z.boolean().default(true),
  is_default: z.boolean().default(false),
  areas: ZoneFields.shape.areas.default(""),
  product_class_ids: ZoneFields.shape.product_class_ids.default([]),
  updated_at: seenVersion,
}).meta({ id: "ShippingZoneInput" });
export const ZonePatchInput = ZoneFields.partial().extend({ updated_at: seenVersion }).meta({ id: "ShippingZonePatchInput" });

export const AdminShippingZoneSchema = z
  .object({
    id: z.int(),
    ...ZoneFields.shape,
    num_locations: z.int().describe("Pincodes the shop knows by name in this zone (a zone with any cannot be deleted)."),
    date_updated: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminShippingZone" });
export type AdminShippingZone = z.infer<typeof AdminShippingZoneSchema>;
export type ZoneData = z.infer<typeof ZoneInput>;
export type ZonePatch = z.infer<typeof ZonePatchInput>;

type Actor = { id: number; ip?: string };

const zoneRow = {
  areas: { orderBy: { id: "asc" } },
  productClassLimits: { select: { productClassId: true }, orderBy: { productClassId: "asc" } },
  _count: { select: { locations: true } },
} as const;

type ZoneRow = NonNullable<Awaited<ReturnType<typeof loadZone>>>;
const loadZone = (client: Tx | Db, id: number) => client.shippingZone.findUnique({ where: { id }, include: zoneRow });

/** The one shape of a zone, for the API, the edit form and the audit entry. */
export function adminZoneJson(z: ZoneRow): AdminShippingZone {
  return {
    id: z.id, name: z.name, code: z.code, is_serviceable: z.isServiceable, is_default: z.isDefault,
    areas: areasText(z.areas), product_class_ids: z.productClassLimits.map((l) => l.productClassId), num_locations: z._count.locations,
    date_updated: z.dateUpdated.toISOString(),
  };
}

export const countZones = (client: Tx | Db = db()) => client.shippingZone.count();
export const listZonesPage = (offset: number, limit: number) =>
  db().shippingZone.findMany({ include: zoneRow, orderBy: [{ isDefault: "desc" }, { name: "asc" }, { id: "asc" }], skip: offset, take: limit });

export async function zoneOr404(id: number, client: Tx | Db = db()): Promise<AdminShippingZone> {
  const z = await loadZone(client, id);
  if (!z) throw new NotFoundError();
  return adminZoneJson(z);
}

async function zoneShape(tx: Tx, id: number) {
  const z = await loadZone(tx, id);
  if (!z) return null;
  const { id: _id, num_locations: _n, date_updated: _d, ...shape } = adminZoneJson(z);
  return shape;
}

async function check(tx: Tx, id: number | null, data: Omit<ZoneData, "updated_at">) {
  const countries = new Set((await tx.country.findMany({ select: { iso2: true } })).map((c) => c.iso2));
  const parsed = parseAreaText(data.areas, countries);
  const errors: Record<string, string[]> = {};
  if (!parsed.ok) errors.areas = [areaErrorsText(parsed.errors)];
  const other = await tx.shippingZone.findUnique({ where: { code: data.code }, select: { id: true } });
  if (other && other.id !== id) errors.code = ["A zone with this code already exists."];
  const classes = await tx.productClass.count({ where: { id: { in: data.product_class_ids } } });
  if (classes !== new Set(data.product_class_ids).size) errors.product_class_ids = ["One of these product classes does not exist."];
  if (Object.keys(errors).length || !parsed.ok) throw new ValidationError(errors);
  return parsed.areas;
}

async function write(tx: Tx, id: number, data: Omit<ZoneData, "updated_at">, areas: Awaited<ReturnType<typeof check>>) {
  if (data.is_default) await tx.shippingZone.updateMany({ where: { isDefault: true, id: { not: id } }, data: { isDefault: false } });
  await tx.shippingZoneArea.deleteMany({ where: { zoneId: id } });
  if (areas.length) await tx.shippingZoneArea.createMany({ data: areas.map((a) => ({ zoneId: id, ...a })) });
  await tx.productClassDeliveryZone.deleteMany({ where: { zoneId: id } });
  const classIds = [...new Set(data.product_class_ids)];
  if (classIds.length) await tx.productClassDeliveryZone.createMany({ data: classIds.map((productClassId) => ({ productClassId, zoneId: id })) });
}

export async function createZone(tx: Tx, actor: Actor, data: ZoneData): Promise<number> {
  const areas = await check(tx, null, data);
  const { id } = await tx.shippingZone.create({ data: { name: data.name, code: data.code, isServiceable: data.is_serviceable, isDefault: false } });
  await write(tx, id, data, areas);
  if (data.is_default) await tx.shippingZone.update({ where: { id }, data: { isDefault: true } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_zone.create", entityType: "ShippingZone", entityId: id, after: (await zoneShape(tx, id))! });
  return id;
}

export async function updateZone(tx: Tx, actor: Actor, id: number, patch: ZonePatch): Promise<void> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ShippingZone" WHERE id = ${id} FOR UPDATE`;
  const row = locked ? await tx.shippingZone.findUnique({ where: { id }, select: { dateUpdated: true } }) : null;
  const before = row ? await zoneShape(tx, id) : null;
  if (!row || !before) throw new NotFoundError();
  const { updated_at: seen, ...change } = patch;
  await assertUnchanged("ShippingZone", id, row.dateUpdated, seen, tx);
  const data = { ...before, ...change };
  const areas = await check(tx, id, data);
  // The version moves with every save, areas and classes included (they live in other tables).
  await tx.shippingZone.update({ where: { id }, data: { name: data.name, code: data.code, isServiceable: data.is_serviceable, isDefault: data.is_default, dateUpdated: new Date() } });
  await write(tx, id, data, areas);
  const after = (await zoneShape(tx, id))!;
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_zone.update", entityType: "ShippingZone", entityId: id, before, after });
}

/** Refused (409 zone_has_pincodes) while pincodes the shop knows by name (Locations) are in the zone. */
export async function deleteZone(tx: Tx, actor: Actor, id: number): Promise<void> {
  const before = await zoneShape(tx, id);
  if (!before) throw new NotFoundError();
  const locations = await tx.location.count({ where: { zoneId: id } });
  if (locations) throw new ConflictError(`${locations} known pincode${locations === 1 ? " is" : "s are"} in this zone: move ${locations === 1 ? "it" : "them"} to another zone first.`, "zone_has_pincodes");
  await tx.shippingZone.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "shipping_zone.delete", entityType: "ShippingZone", entityId: id, before });
}
