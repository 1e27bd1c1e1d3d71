// What the delivery page lists: every zone with the pincodes it takes (as the staff would write them,
// one per line) and the classes limited to it, and every method with its charge in each zone.
import { db } from "@/lib/db.ts";

export { areaText } from "@/lib/admin/delivery/area-text.ts";

export async function deliveryOverview() {
  const [zones, methods] = await Promise.all([
    db().shippingZone.findMany({
      orderBy: [{ isDefault: "desc" }, { name: "asc" }],
      include: {
        areas: { orderBy: { id: "asc" } },
        productClassLimits: { include: { productClass: { select: { name: true } } } },
        _count: { select: { locations: true } },
      },
    }),
    db().shippingMethod.findMany({ orderBy: [{ displayOrder: "asc" }, { id: "asc" }], include: { charges: { include: { zone: { select: { name: true } } }, orderBy: { zoneId: "asc" } } } }),
  ]);
  return { zones, methods };
}
