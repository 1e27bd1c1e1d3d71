// The basket and checkout pages' data, from the basket services and serializers the API uses
// (lib/basket, lib/shipping): the display basket and the Basket object of the caller's Open basket,
// without creating one (a page cannot set the basket cookie: the page's client asks the API for that).
import { headers } from "next/headers";
import type { Caller } from "@/lib/auth/caller.ts";
import { displayBasketJson, type DisplayBasket } from "@/lib/basket/display.ts";
import { takeDroppedNotices } from "@/lib/basket/dropped-notices.ts";
import { findOpenBasketId } from "@/lib/basket/holders.ts";
import { basketJson, type BasketJson } from "@/lib/basket/json.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { listOptions } from "@/lib/catalogue/options.ts";
import { db } from "@/lib/db.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { normalisePostcode } from "@/lib/addresses/postcodes.ts";
import { shippingForAddress, shippingForCaller } from "@/lib/shipping/for-basket.ts";
import { shippingMethodJson, type ShippingMethodJson } from "@/lib/shipping/methods.ts";

export interface BasketPageData {
  display: DisplayBasket | null;
  summary: BasketJson | null;
  /**
   * The shipping methods for the basket at the caller's pincode (else the default zone), as GET
   * /api/v2/basket/shipping-methods/ answers them: what checkout offers before an address is given.
   */
  methods: ShippingMethodJson[];
  /**
   * Messages about lines that left the basket on their own ("'X' is no longer available" after the
   * sign-in merge). Only with `takeNotices` (the basket page): they are cleared as they are read, so
   * the shopper is told once.
   */
  notices: string[];
}

export async function basketPageData(caller: Caller, opts: { takeNotices?: boolean } = {}): Promise<BasketPageData> {
  const id = await findOpenBasketId(db(), caller);
  const priced = id === null ? null : await pricedBasket(db(), id);
  if (!priced) return { display: null, summary: null, methods: [], notices: [] };
  const urls = new UrlBuilder(originFromHeaders(await headers()));
  const [display, options, notices] = await Promise.all([
    displayBasketJson(db(), priced, caller, urls),
    shippingForCaller(db(), caller, priced.totals),
    opts.takeNotices ? takeDroppedNotices(db(), priced.basket.id) : [],
  ]);
  return { display, summary: basketJson(priced.basket, priced.totals, urls), methods: options.map(shippingMethodJson), notices };
}

/** Option names by id, for the options a line carries (its attributes name the option by URL). */
export async function optionNames(): Promise<Record<string, string>> {
  const options = await listOptions(0, 500);
  return Object.fromEntries(options.map((o) => [String(o.id), o.name]));
}

/**
 * The shipping methods for basket `basketId` going to an address, as POST /api/v2/basket/shipping-methods/
 * answers them; null when the postcode is not one (its error is the checkout's own).
 */
export async function methodsForAddress(basketId: number, address: { country: string; postcode: string }): Promise<ShippingMethodJson[] | null> {
  const postcode = normalisePostcode(address.postcode, address.country);
  const priced = postcode ? await pricedBasket(db(), basketId) : null;
  if (!postcode || !priced) return null;
  return (await shippingForAddress(db(), { country: address.country, postcode }, priced.totals)).map(shippingMethodJson);
}
