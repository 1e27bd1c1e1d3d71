import { z } from "zod";
import { AddressSchema, resolveAddressCountry, unknownCountryError } from "@/lib/addresses/address.ts";
import { findOpenBasketId } from "@/lib/basket/holders.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { priceBasket, type BasketTotals } from "@/lib/basket/totals.ts";
import { db } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { shippingForAddress, shippingForCaller } from "@/lib/shipping/for-basket.ts";
import { ShippingMethodSchema, shippingMethodJson } from "@/lib/shipping/methods.ts";

/** The caller's Open basket priced (an empty one when there is none yet: nothing is created here). */
async function callerTotals(caller: Caller): Promise<BasketTotals> {
  const id = await findOpenBasketId(db(), caller);
  const priced = id === null ? null : await pricedBasket(db(), id);
  return priced?.totals ?? priceBasket({ lines: [], voucher: null });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/basket/shipping-methods/",
  name: "Shipping Methods",
  description: "The shipping methods for the caller's basket: GET for the caller's pincode (else the default zone), POST for a shipping address. [] when no zone serves it; one `no-shipping-required` method when nothing needs shipping.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The methods, with their charges.", schema: z.array(ShippingMethodSchema) } },
      handler: async ({ caller }) => (await shippingForCaller(db(), caller, await callerTotals(caller))).map(shippingMethodJson),
    },
    POST: {
      input: AddressSchema,
      validationStatus: 406,
      responses: { 200: { description: "The methods for that address.", schema: z.array(ShippingMethodSchema) } },
      handler: async ({ caller, body }) => {
        if (!(await resolveAddressCountry(db(), body.country))) throw new ValidationError(unknownCountryError, 406);
        return (await shippingForAddress(db(), body, await callerTotals(caller))).map(shippingMethodJson);
      },
    },
  },
});
