// Shipping methods and their charges (spec/API.md §5.2, interface.md "Shipping method"). A zone's
// methods are the active ShippingMethods with a ShippingCharge for it: a flat price plus a price per
// unit that needs shipping, free when the basket's total incl. GST (after its voucher) reaches
// `freeAbove`. Charges include GST at the method's rate. No line needing shipping (an empty basket
// too): exactly one method, `no-shipping-required`. Checkout prices the chosen method with
// `chosenShippingMethod` (for-basket.ts) — the same rule, so the charge shown is the charge taken.
import { z } from "zod";
import type { Db, Tx } from "@/lib/db.ts";
import { dec, money, moneyNumber, splitTax, ZERO, type Decimal, type TaxSplit } from "@/lib/pricing/index.ts";
import { withLeadTime, type LeadTime } from "./lead-time.ts";
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
  /** Working days from the order date, the made-to-order lead time included. */
  minDays: number;
  maxDays: number;
  /** Whether it carries made-to-order pieces (an express dispatch from stock does not). */
  forMadeToOrder: boolean;
}

/**
 * What the charge and the offer depend on: the basket's total incl. GST after discounts, its units
 * needing shipping, and how long its slowest made-to-order line takes to make (null: all from stock).
 */
export interface ShippingBasis {
  inclTax: Decimal;
  shippingUnits: number;
  leadTime: LeadTime | null;
}

export const ShippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.object({ currency: z.string().nullable(), excl_tax: z.string(), incl_tax: z.string(), tax: z.string() }),
  is_discounted: z.boolean(),
  discount: z.number(),
}).meta({ id: "ShippingMethod" });
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
  forMadeToOrder: true,
});

/**
 * The methods that can deliver `basis` to `zone` (null: nowhere), by display order. A made-to-order
 * basket is offered only the methods that carry such pieces, their days after the lead time.
 */
export async function shippingOptions(client: Tx | Db, zone: Zone | null, basis: ShippingBasis): Promise<ShippingOption[]> {
  if (basis.shippingUnits === 0) return [noShippingRequired()];
  if (!zone?.isServiceable) return [];
  const charges = await client.shippingCharge.findMany({
    where: { zoneId: zone.id, method: { isActive: true } },
    include: { method: true },
    orderBy: [{ method: { displayOrder: "asc" } }, { methodId: "asc" }],
  });
  const offered = withLeadTime(charges.map((c) => ({ ...c, minDays: c.method.minDays, maxDays: c.method.maxDays, forMadeToOrder: c.method.forMadeToOrder })), basis.leadTime);
  return offered.map((c) => {
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
      minDays: c.minDays,
      maxDays: c.maxDays,
      forMadeToOrder: c.forMadeToOrder,
    };
  });
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
