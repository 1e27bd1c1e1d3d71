// Shipping methods and their charges (spec/API.md §5.2, interface.md "Shipping method"). A zone's
// methods are the active ShippingMethods with a ShippingCharge for it: a flat price plus a price per
// unit that needs shipping, free when the basket's total incl. GST (after its voucher) reaches
// `freeAbove`. Charges include GST at the method's rate. No line needing shipping (an empty basket
// too): exactly one method, `no-shipping-required`. Checkout prices the chosen method with
// `findShippingMethod` — the same rule, so the charge shown is the charge taken.
import { z } from "zod";
import type { Db, Tx } from "@/lib/db.ts";
import { dec, money, moneyNumber, splitTax, ZERO, type Decimal, type TaxSplit } from "@/lib/pricing/index.ts";
import type { Zone } from "./zones.ts";

export const NO_SHIPPING_REQUIRED = "no-shipping-required";
const SHOP_CURRENCY = "INR";

export interface ShippingOption {
  code: string;
  name: string;
  description: string;
  currency: string;
  /** The charge, incl. and excl. GST. */
  charge: TaxSplit;
  taxCode: string | null;
  /** What `freeAbove` waived (zero when nothing was). */
  discount: Decimal;
  minDays: number;
  maxDays: number;
}

/** What the charge depends on: the basket's total incl. GST after discounts and its units needing shipping. */
export interface ShippingBasis {
  inclTax: Decimal;
  shippingUnits: number;
}

export const ShippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.object({ currency: z.string().nullable(), excl_tax: z.string(), incl_tax: z.string(), tax: z.string() }),
  is_discounted: z.boolean(),
  discount: z.number(),
});
export type ShippingMethodJson = z.infer<typeof ShippingMethodSchema>;

export const noShippingRequired = (): ShippingOption => ({
  code: NO_SHIPPING_REQUIRED,
  name: "No shipping required",
  description: "",
  currency: SHOP_CURRENCY,
  charge: { inclTax: ZERO, exclTax: ZERO, tax: ZERO },
  taxCode: null,
  discount: ZERO,
  minDays: 0,
  maxDays: 0,
});

/** The methods that can deliver `basis` to `zone` (null: nowhere), cheapest rule first by display order. */
export async function shippingOptions(client: Tx | Db, zone: Zone | null, basis: ShippingBasis): Promise<ShippingOption[]> {
  if (basis.shippingUnits === 0) return [noShippingRequired()];
  if (!zone || !zone.isServiceable) return [];
  const charges = await client.shippingCharge.findMany({
    where: { zoneId: zone.id, method: { isActive: true } },
    include: { method: true },
    orderBy: [{ method: { displayOrder: "asc" } }, { methodId: "asc" }],
  });
  return charges.map((c) => {
    const full = dec(c.price.toString()).plus(dec(c.pricePerItem.toString()).times(basis.shippingUnits));
    const free = c.freeAbove !== null && basis.inclTax.gte(dec(c.freeAbove.toString()));
    return {
      code: c.method.code,
      name: c.method.name,
      description: c.method.description,
      currency: SHOP_CURRENCY,
      charge: splitTax(free ? ZERO : full, c.method.gstRate.toString()),
      taxCode: c.method.taxCode,
      discount: free ? full : ZERO,
      minDays: c.method.minDays,
      maxDays: c.method.maxDays,
    };
  });
}

/** The method `code` for `basis` in `zone`, priced; null when it is not available there. */
export async function findShippingMethod(client: Tx | Db, zone: Zone | null, basis: ShippingBasis, code: string): Promise<ShippingOption | null> {
  return (await shippingOptions(client, zone, basis)).find((o) => o.code === code) ?? null;
}

/** The cheapest of `options` (the first of equals), or null. */
export function cheapest(options: readonly ShippingOption[]): ShippingOption | null {
  let best: ShippingOption | null = null;
  for (const o of options) if (!best || o.charge.inclTax.lt(best.charge.inclTax)) best = o;
  return best;
}

export function shippingMethodJson(o: ShippingOption): ShippingMethodJson {
  return {
    code: o.code,
    name: o.name,
    description: o.description,
    price: { currency: o.currency, excl_tax: money(o.charge.exclTax), incl_tax: money(o.charge.inclTax), tax: money(o.charge.tax) },
    is_discounted: o.discount.gt(0),
    discount: moneyNumber(o.discount),
  };
}
