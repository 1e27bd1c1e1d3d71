// GET /api/v1/home/ (spec/API.md §8, interface.md "Home"): the caller (User or null), the number of
// items in their basket, the delivery zone of their location, the landing page's slots and the
// environment. `?pincode=` sets the caller's location first (compat); a pincode that cannot be one
// answers a zone facade of nulls and stores nothing. The slots are shared by every caller and read
// through the caches (home.ts); only the caller's own parts are looked up per request, and an
// anonymous caller without cookies costs no query at all.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { userJson, UserSchema } from "@/lib/auth/users.ts";
import { basketItemCount } from "@/lib/basket/service.ts";
import { favouritesOf } from "@/lib/catalogue/api.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { JsonText } from "@/lib/http/reply.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { callerZoneFacade, homePincode, type ZoneFacade } from "@/lib/shipping/location.ts";
import { homeSlots, homeSlotsText, HomeSlotSchema, slotProductIds } from "./home.ts";

const nullableInt = z.int().nullable();
export const HomeSchema = z.object({
  user: UserSchema.nullable(),
  cart_item_count: z.int(),
  zone_facade: z.object({
    zone_id: nullableInt,
    zone_name: z.string().nullable(),
    location_id: nullableInt,
    location_name: z.string().nullable(),
    pincode: z.string().nullable(),
    geolocation: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
  }),
  slots: z.array(HomeSlotSchema),
  environment: z.object({ LOCATION_FETCHING_MODE: z.literal("pincode") }),
}).meta({ id: "Home" });

export const HOME_ENVIRONMENT = Object.freeze({ LOCATION_FETCHING_MODE: "pincode" as const });
const ENVIRONMENT_TEXT = JSON.stringify(HOME_ENVIRONMENT);

/** The zone facade, after storing `?pincode=` when one was given. */
async function facadeFor(caller: Caller, pincode: string | null, secure: boolean): Promise<{ facade: ZoneFacade; cookies: CookieSpec[] }> {
  if (pincode === null) return { facade: await callerZoneFacade(caller), cookies: [] };
  return homePincode(caller, pincode, secure);
}

export async function homeAnswer(ctx: { caller: Caller; urls: UrlBuilder; url: URL; secure: boolean }) {
  const { caller, urls } = ctx;
  const [slots, count, { facade, cookies }] = await Promise.all([
    homeSlots(),
    basketItemCount(caller),
    facadeFor(caller, ctx.url.searchParams.get("pincode"), ctx.secure),
  ]);
  const favourites = await favouritesOf(caller, slotProductIds(slots));
  const callerParts: Omit<z.infer<typeof HomeSchema>, "slots" | "environment"> = {
    user: caller.user ? userJson(caller.user, urls) : null,
    cart_item_count: count,
    zone_facade: facade,
  };
  // The caller's parts written for this request, the shared slots from their kept text (home.ts).
  const body = new JsonText(`${JSON.stringify(callerParts).slice(0, -1)},"slots":${homeSlotsText(slots, urls, favourites)},"environment":${ENVIRONMENT_TEXT}}`);
  return { body, cookies };
}
