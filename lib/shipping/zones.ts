// Which shipping zone serves a pincode (docs/decisions/0030-zones-and-deliverability.md): the zone of
// its Location (a pincode the shop knows by name), else the narrowest ShippingZoneArea of its country
// that holds it (a prefix, a range, or the whole country), else the default zone — the last only for
// countries the shop ships to. A zone that is not serviceable serves nobody.
import type { Db, Tx } from "@/lib/db.ts";
import type { Location, ShippingZone } from "@/lib/generated/prisma/client.ts";

export type Zone = Pick<ShippingZone, "id" | "code" | "name" | "isServiceable">;

export interface ZoneMatch {
  /** The zone that serves the pincode; null when none does (or it is not serviceable). */
  zone: Zone | null;
  /** The pincode's Location, when the shop knows it by name. */
  location: Location | null;
}

const zoneFields = { id: true, code: true, name: true, isServiceable: true } as const;

interface Area {
  pincodePrefix: string | null;
  pincodeFrom: string | null;
  pincodeTo: string | null;
}

/** How many pincodes an area holds (smaller is narrower); null when it does not hold `pincode`. */
export function areaSize(area: Area, pincode: string): number | null {
  if (area.pincodePrefix) {
    return pincode.startsWith(area.pincodePrefix) ? 10 ** (pincode.length - area.pincodePrefix.length) : null;
  }
  if (area.pincodeFrom && area.pincodeTo) {
    const { pincodeFrom: from, pincodeTo: to } = area;
    if (from.length !== pincode.length || to.length !== pincode.length || pincode < from || pincode > to) return null;
    return /^\d+$/.test(from + to) ? Number(to) - Number(from) + 1 : Number.MAX_SAFE_INTEGER;
  }
  return Number.POSITIVE_INFINITY; // the whole country
}

function served(zone: Zone | null): Zone | null {
  return zone?.isServiceable ? zone : null;
}

/** The zone serving `pincode` (already normalised for its country) in `countryIso2`. At most three statements. */
export async function zoneOf(client: Tx | Db, countryIso2: string, pincode: string): Promise<ZoneMatch> {
  const location = await client.location.findUnique({ where: { countryIso2_pincode: { countryIso2, pincode } }, include: { zone: { select: zoneFields } } });
  if (location) {
    const { zone, ...rest } = location;
    return { zone: served(zone), location: rest };
  }
  const areas = await client.shippingZoneArea.findMany({ where: { countryIso2 }, include: { zone: { select: zoneFields } }, orderBy: { id: "asc" } });
  let best: { zone: Zone; size: number } | null = null;
  for (const area of areas) {
    const size = areaSize(area, pincode);
    if (size !== null && (!best || size < best.size)) best = { zone: area.zone, size };
  }
  if (best) return { zone: served(best.zone), location: null };
  const ships = await client.country.count({ where: { iso2: countryIso2, isShippingCountry: true } });
  return { zone: ships ? await defaultZone(client) : null, location: null };
}

/** The default zone (for callers whose location is unknown), or null. */
export async function defaultZone(client: Tx | Db): Promise<Zone | null> {
  return served(await client.shippingZone.findFirst({ where: { isDefault: true }, select: zoneFields, orderBy: { id: "asc" } }));
}
