// Products whose class is delivered only to some zones (docs/decisions/0030): add-product refuses them
// for a pincode outside those zones, and checkout asks again for the delivery address.
import type { Db, Tx } from "@/lib/db.ts";
import type { Zone } from "./zones.ts";

/** `<title> is not available in <pincode>` (spec/API.md §5.2). */
export const notDeliverable = (title: string, pincode: string) => `${title} is not available in ${pincode}`;

/**
 * The products of `products` that cannot go to `zone` (null: a place no zone serves): those whose class
 * lists delivery zones and not this one. One statement.
 */
export async function undeliverable<P extends { productClassId: number | null }>(client: Tx | Db, products: readonly P[], zone: Zone | null): Promise<P[]> {
  const classIds = [...new Set(products.map((p) => p.productClassId).filter((id): id is number => id !== null))];
  if (!classIds.length) return [];
  const limits = await client.productClassDeliveryZone.findMany({ where: { productClassId: { in: classIds } }, select: { productClassId: true, zoneId: true } });
  const zonesOf = (classId: number | null) => limits.filter((l) => l.productClassId === classId).map((l) => l.zoneId);
  return products.filter((p) => !deliveredTo(zonesOf(p.productClassId), zone));
}

/** Whether a product whose class lists `classZoneIds` (none: not limited) goes to `zone` (null: no zone serves the place). */
export function deliveredTo(classZoneIds: readonly number[], zone: Zone | null): boolean {
  return !classZoneIds.length || (zone !== null && classZoneIds.includes(zone.id));
}
