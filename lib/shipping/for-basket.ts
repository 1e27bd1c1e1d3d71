// The shipping methods a basket can use: for the caller's location (else the default zone), or for an
// address (the shipping-methods POST, checkout). Checkout prices the buyer's choice with
// `chosenShippingMethod`, the same rule the lists use.
import type { Caller } from "@/lib/auth/caller.ts";
import type { Db, Tx } from "@/lib/db.ts";
import { locationOf, type CallerLocation } from "./location.ts";
import { shippingOptions, type ShippingBasis, type ShippingOption } from "./methods.ts";
import { defaultZone, zoneOf, type Zone, type ZoneMatch } from "./zones.ts";

/** The caller's location (null when not given) and the zone its basket would go to: the pincode's, else the default zone. */
export async function callerShippingContext(client: Tx | Db, caller: Caller): Promise<{ location: CallerLocation | null; zone: Zone | null }> {
  const location = await locationOf(caller, client);
  return { location, zone: location ? location.match.zone : await defaultZone(client) };
}

export async function shippingForCaller(client: Tx | Db, caller: Caller, basis: ShippingBasis): Promise<ShippingOption[]> {
  return shippingOptions(client, (await callerShippingContext(client, caller)).zone, basis);
}

/** The zone serving an address (country ISO code, postcode as the address schema normalised it). */
export function zoneOfAddress(client: Tx | Db, address: { country: string; postcode: string }): Promise<ZoneMatch> {
  return zoneOf(client, address.country, address.postcode);
}

export async function shippingForAddress(client: Tx | Db, address: { country: string; postcode: string }, basis: ShippingBasis): Promise<ShippingOption[]> {
  return shippingOptions(client, (await zoneOfAddress(client, address)).zone, basis);
}

/** The method `code` for the basket going to `address`, priced; null when it is not available there. */
export async function chosenShippingMethod(client: Tx | Db, address: { country: string; postcode: string }, basis: ShippingBasis, code: string): Promise<ShippingOption | null> {
  return (await shippingForAddress(client, address, basis)).find((o) => o.code === code) ?? null;
}
