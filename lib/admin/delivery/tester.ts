// The delivery page's "which zone and methods does 560001 get?": the shop's own functions (zoneOf,
// shippingOptions, deliveredTo), so the answer is what a shopper at that pincode is offered — one piece
// from stock, and one made to order (lib/shipping/lead-time.ts) — and which product classes do not go there.
import { normalisePostcode } from "@/lib/addresses/postcodes.ts";
import type { Db, Tx } from "@/lib/db.ts";
import { ZERO } from "@/lib/pricing/index.ts";
import { deliveredTo } from "@/lib/shipping/deliverability.ts";
import { SHOP_COUNTRY } from "@/lib/shipping/location.ts";
import { shippingOptions, type ShippingOption } from "@/lib/shipping/methods.ts";
import { zoneOf, type Zone } from "@/lib/shipping/zones.ts";

export interface DeliveryTest {
  pincode: string;
  /** The zone that serves it; null when none does (or it is not serviceable). */
  zone: Zone | null;
  /** The place, when the shop knows the pincode by name. */
  place: string | null;
  /** What one piece from stock is offered. */
  fromStock: ShippingOption[];
  /** What one piece made to order in `sampleLeadTime` is offered. */
  madeToOrder: ShippingOption[];
  /** Product classes limited to other zones: "not available in <pincode>". */
  classesRefused: string[];
}

/** A made-to-order piece for the tester: 4–6 weeks of six working days. */
export const SAMPLE_LEAD_TIME = { minDays: 24, maxDays: 36 };

/** Null when `raw` is not a pincode. */
export async function testDelivery(client: Tx | Db, raw: string): Promise<DeliveryTest | null> {
  const pincode = normalisePostcode(raw, SHOP_COUNTRY);
  if (!pincode) return null;
  const match = await zoneOf(client, SHOP_COUNTRY, pincode);
  const one = { inclTax: ZERO, shippingUnits: 1 };
  const [fromStock, madeToOrder, classes] = await Promise.all([
    shippingOptions(client, match.zone, { ...one, leadTime: null }),
    shippingOptions(client, match.zone, { ...one, leadTime: SAMPLE_LEAD_TIME }),
    client.productClass.findMany({ where: { deliveryZones: { some: {} } }, select: { name: true, deliveryZones: { select: { zoneId: true } } }, orderBy: { name: "asc" } }),
  ]);
  return {
    pincode,
    zone: match.zone,
    place: match.location ? `${match.location.name}, ${match.location.city}` : null,
    fromStock,
    madeToOrder,
    classesRefused: classes.filter((c) => !deliveredTo(c.deliveryZones.map((z) => z.zoneId), match.zone)).map((c) => c.name),
  };
}
