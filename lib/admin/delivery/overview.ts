// What the delivery page lists: every zone with the pincodes it takes (as the staff would write them,
// one per line) and the classes limited to it, and every method with its charge in each zone.
import { db } from "@/lib/db.ts";

/** An area as one line of text: "56" (a prefix), "110001-110099" (a range), "IN" (the whole country). */
export function areaText(a: { countryIso2: string; pincodePrefix: string | null; pincodeFrom: string | null; pincodeTo: string | null }): string {
  const where = a.pincodePrefix ? a.pincodePrefix : a.pincodeFrom && a.pincodeTo ? `${a.pincodeFrom}-${a.pincodeTo}` : "whole country";
  return a.countryIso2 === "IN" ? where : `${a.countryIso2} ${where}`;
}

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
