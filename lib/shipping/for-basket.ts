// The shipping methods a basket can use: for the caller's location (else the default zone), or for an
// address (the shipping-methods POST, checkout). Checkout prices the buyer's choice with
// `chosenShippingMethod`, the same rule the lists use.
import type { Caller } from "@/lib/auth/caller.ts";
import type { Db, Tx } from "@/lib/db.ts";
import { locationOf } from "./location.ts";
import { shippingOptions, type ShippingBasis, type ShippingOption } from "./methods.ts";
import { defaultZone, zoneOf, type ZoneMatch } from "./zones.ts";

/** The zone of the caller's pincode, or the default zone when the caller has not given one. */
export async function callerZone(client: Tx | Db, caller: Caller) {
  const location = await locationOf(caller, client);
  return location ? location.match.zone : defaultZone(client);
}

export async function shippingForCaller(client: Tx | Db, caller: Caller, basis: ShippingBasis): Promise<ShippingOption[]> {
  return shippingOptions(client, await callerZone(client, caller), basis);
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
