// The caller's delivery location (spec/API.md §5.2 PUT/GET /api/v2/location/, §8 home's zone_facade):
// a pincode in the shop's country, stored on the user when signed in, on the ANON Session-Id row for
// apps, and in a cookie for browsers (a signed-in browser gets both). Which zone serves it is looked
// up every time, so a staff change to the zones applies at once.
import { pincodeCookie } from "@/lib/auth/pincode-cookie.ts";
import { ensureHeaderSessionRow } from "@/lib/auth/header-sessions.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { normalisePostcode } from "@/lib/addresses/postcodes.ts";
import { db, transaction, type Db, type Tx } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { zoneOf, type ZoneMatch } from "./zones.ts";

/** Pincodes the location endpoint takes belong to the shop's country. */
export const SHOP_COUNTRY = "IN";

export const INVALID_PINCODE = { pincode: ["Enter a valid pincode."] };

export interface LocationJson {
  pincode: string;
  zone_id: number | null;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  serviceable: boolean;
}

export interface ZoneFacade {
  zone_id: number | null;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  pincode: string | null;
  geolocation: { latitude: number | null; longitude: number | null };
}

export const EMPTY_ZONE_FACADE: ZoneFacade = Object.freeze({
  zone_id: null,
  zone_name: null,
  location_id: null,
  location_name: null,
  pincode: null,
  geolocation: Object.freeze({ latitude: null, longitude: null }),
}) as ZoneFacade;

/**
 * The pincode the caller stored, or null. A signed-in caller's is read from the user row (the caller's
 * user may come from a credential cache a few seconds old); one who never chose a pincode gets their
 * default delivery address's (else their first saved address's, as checkout offers it first). The
 * others' came with the request.
 */
export async function storedPincode(caller: Caller, client: Tx | Db = db()): Promise<string | null> {
  if (caller.user) {
    const row = await client.user.findUnique({
      where: { id: caller.user.id },
      select: {
        pincode: true,
        addresses: { where: { countryIso2: SHOP_COUNTRY }, orderBy: [{ isDefaultForShipping: "desc" }, { numOrdersAsShipping: "desc" }, { id: "asc" }], take: 1, select: { postcode: true } },
      },
    });
    return row?.pincode ?? caller.pincodeCookie ?? row?.addresses[0]?.postcode ?? null;
  }
  return anonymousPincode(caller);
}

/** An anonymous caller's pincode: its Session-Id row's, else its cookie's. */
function anonymousPincode(caller: Caller): string | null {
  if (caller.headerSession) return caller.headerSession.pincode ?? null;
  return caller.pincodeCookie ?? null;
}

/** True when the caller is known to have no location without a query: anonymous, without a pincode. */
export function knownWithoutLocation(caller: Caller): boolean {
  return !caller.user && anonymousPincode(caller) === null;
}

export interface CallerLocation {
  pincode: string;
  match: ZoneMatch;
}

/** The caller's pincode and the zone serving it, or null when the caller has not given one. */
export async function locationOf(caller: Caller, client: Tx | Db = db()): Promise<CallerLocation | null> {
  const pincode = await storedPincode(caller, client);
  if (!pincode) return null;
  return { pincode, match: await zoneOf(client, SHOP_COUNTRY, pincode) };
}

export function locationJson(location: CallerLocation): LocationJson {
  const { zone, location: place } = location.match;
  return {
    pincode: location.pincode,
    zone_id: zone?.id ?? null,
    zone_name: zone?.name ?? null,
    location_id: place?.id ?? null,
    location_name: place?.name ?? null,
    serviceable: zone !== null,
  };
}

/** The home's `zone_facade` for a location (null: unknown, every field null). */
export function zoneFacade(location: CallerLocation | null): ZoneFacade {
  // Unknown (no pincode, or one no zone serves, though it stays stored): every field null (spec/API.md §8).
  if (!location?.match.zone) return { ...EMPTY_ZONE_FACADE, geolocation: { latitude: null, longitude: null } };
  const { zone, location: place } = location.match;
  return {
    zone_id: zone?.id ?? null,
    zone_name: zone?.name ?? null,
    location_id: place?.id ?? null,
    location_name: place?.name ?? null,
    pincode: location.pincode,
    geolocation: { latitude: place ? Number(place.latitude) : null, longitude: place ? Number(place.longitude) : null },
  };
}

/** The caller's zone facade (the home's `zone_facade`). */
export async function callerZoneFacade(caller: Caller): Promise<ZoneFacade> {
  return zoneFacade(await locationOf(caller));
}

/**
 * Stores `raw` as the caller's pincode and answers where it is. A malformed pincode is a 400
 * (`INVALID_PINCODE`); a valid one no zone serves is stored and answered with `serviceable: false`.
 * The cookie to set, if any, comes back with it; the caller object is updated so later reads agree.
 */
export async function setLocation(caller: Caller, raw: unknown, secure: boolean): Promise<{ location: CallerLocation; cookies: CookieSpec[] }> {
  const pincode = typeof raw === "string" || typeof raw === "number" ? normalisePostcode(String(raw), SHOP_COUNTRY) : null;
  if (!pincode) throw new ValidationError(INVALID_PINCODE);
  const match = await transaction(async (tx) => {
    if (caller.user) {
      await tx.user.update({ where: { id: caller.user.id }, data: { pincode } });
    } else if (caller.headerSession?.type === "ANON") {
      const rowId = await ensureHeaderSessionRow(tx, caller.headerSession);
      await tx.headerSession.update({ where: { id: rowId }, data: { pincode } });
      caller.headerSession.pincode = pincode;
    }
    return zoneOf(tx, SHOP_COUNTRY, pincode);
  });
  const browser = !caller.headerSession && caller.via !== "token";
  if (browser) caller.pincodeCookie = pincode;
  return { location: { pincode, match }, cookies: browser ? [pincodeCookie(pincode, secure)] : [] };
}

/**
 * The home's `?pincode=` (spec/API.md §8, compat): a valid pincode is stored like PUT /location/ and its
 * facade answered (every field null when no zone serves it); a malformed one changes nothing and answers
 * every field null.
 */
export async function homePincode(caller: Caller, raw: string, secure: boolean): Promise<{ facade: ZoneFacade; cookies: CookieSpec[] }> {
  try {
    const { location, cookies } = await setLocation(caller, raw, secure);
    return { facade: zoneFacade(location), cookies };
  } catch (error) {
    if (error instanceof ValidationError) return { facade: zoneFacade(null), cookies: [] };
    throw error;
  }
}
