// The display basket (spec/API.md §5.2 GET /api/v2/_basket/, interface.md): the basket with its lines
// inline as ProductCards, the cheapest shipping charge for the caller's location (else the default
// zone), every method's charge, the total with shipping, and delivery estimates for the caller's
// pincode. Its Price objects carry JSON numbers (display only); the cards keep their string prices.
import type { Caller } from "@/lib/auth/caller.ts";
import { z } from "zod";
import { productCardJson, ProductCardSchema } from "@/lib/catalogue/card-json.ts";
import { loadCards } from "@/lib/catalogue/cards.ts";
import type { Db, Tx } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money, moneyNumber, splitTax, ZERO, type Decimal } from "@/lib/pricing/index.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { callerShippingContext } from "@/lib/shipping/for-basket.ts";
import { cheapest, shippingOptions, type ShippingOption } from "@/lib/shipping/methods.ts";
import { favouriteIds } from "@/lib/wishlist/favourites.ts";
import { BASKET_PATH, lineAttributesJson, LineAttributeSchema } from "./json.ts";
import type { PricedBasket } from "./service.ts";

export const SHOP_CURRENCY = "INR";
export const CURRENCY_SYMBOL = "₹";

export const PriceObjectSchema = z
  .object({ currency: z.string().nullable(), excl_tax: z.number(), tax_code: z.string().nullable(), incl_tax: z.number(), is_tax_known: z.boolean() })
  .meta({ id: "PriceObject", description: "interface.md's Price object: JSON numbers made from the decimal amounts (display only)." });
export type PriceObject = z.infer<typeof PriceObjectSchema>;

export const DisplayLineSchema = z
  .object({
    id: z.int(),
    product: ProductCardSchema,
    quantity: z.int(),
    attributes: z.array(LineAttributeSchema),
    unit_price: PriceObjectSchema,
    line_total: PriceObjectSchema,
    warning: z.string().nullable(),
  })
  .meta({ id: "DisplayLine" });
export type DisplayLine = z.infer<typeof DisplayLineSchema>;

export const DisplayBasketSchema = z
  .object({
    id: z.int(),
    status: z.string(),
    lines: z.array(DisplayLineSchema),
    url: z.url(),
    currency: z.string(),
    currency_symbol: z.string().nullable(),
    total_excl_tax_excl_discounts: z.string(),
    total_incl_tax_excl_discounts: z.string(),
    total_discount: z.number(),
    total_excl_tax: z.string(),
    total_tax: z.string(),
    total_incl_tax: z.string(),
    shipping: PriceObjectSchema,
    shipping_methods: z.record(z.string(), z.object({ name: z.string(), calculation: PriceObjectSchema })),
    net_total: PriceObjectSchema,
    available_deliveries: z.array(z.object({ code: z.string(), name: z.string(), estimated_date: z.iso.date() })),
  })
  .meta({ id: "DisplayBasket", description: "The basket for display (interface.md): lines inline with their ProductCards, shipping for the caller's pincode, the total with shipping." });
export type DisplayBasket = z.infer<typeof DisplayBasketSchema>;

function priceObject(currency: string | null, exclTax: Decimal, inclTax: Decimal, taxCode: string | null, known = true): PriceObject {
  return { currency, excl_tax: moneyNumber(exclTax), tax_code: taxCode, incl_tax: moneyNumber(inclTax), is_tax_known: known };
}

const shippingPrice = (o: ShippingOption) => priceObject(o.currency, o.charge.exclTax, o.charge.inclTax, o.taxCode);

export async function displayBasketJson(client: Tx | Db, { basket, totals }: PricedBasket, caller: Caller, urls: UrlBuilder, now = new Date()): Promise<DisplayBasket> {
  const productIds = totals.lines.map((l) => l.line.productId);
  const [cards, favourites] = await Promise.all([loadCards(productIds, client), favouriteIds(caller.user?.id, productIds)]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const currency = totals.currency ?? SHOP_CURRENCY;
  const empty = totals.lines.length === 0;

  let options: ShippingOption[] = [];
  let deliveries: DisplayBasket["available_deliveries"] = [];
  if (!empty) {
    const { location, zone } = await callerShippingContext(client, caller);
    options = await shippingOptions(client, zone, totals);
    if (location) {
      deliveries = options.filter((o) => o.maxDays > 0).map((o) => ({ code: o.code, name: o.name, estimated_date: estimatedDate(o.maxDays, now) }));
    }
  }
  const best = cheapest(options);
  const shipping = best ? shippingPrice(best) : priceObject(currency, ZERO, ZERO, null, false);
  const shipExcl = best ? best.charge.exclTax : ZERO;
  const shipIncl = best ? best.charge.inclTax : ZERO;

  const lines: DisplayLine[] = totals.lines.flatMap((priced) => {
    const card = cardById.get(priced.line.productId);
    if (!card) return [];
    const { line, unitInclTax } = priced;
    const taxCode = line.product.taxCode;
    const unit = splitTax(unitInclTax, line.product.gstRate);
    return [{
      id: line.id,
      product: productCardJson(card, urls, favourites.has(card.id)),
      quantity: line.quantity,
      attributes: lineAttributesJson(basket.id, priced, urls),
      unit_price: priceObject(line.priceCurrency, unit.exclTax, unit.inclTax, taxCode),
      line_total: priceObject(line.priceCurrency, priced.afterDiscounts.exclTax, priced.afterDiscounts.inclTax, taxCode),
      warning: priced.warning,
    }];
  });

  return {
    id: basket.id,
    status: basket.status,
    lines,
    url: urls.path(BASKET_PATH, { id: basket.id }),
    currency,
    currency_symbol: CURRENCY_SYMBOL,
    total_excl_tax_excl_discounts: money(totals.exclTaxExclDiscounts),
    total_incl_tax_excl_discounts: money(totals.inclTaxExclDiscounts),
    total_discount: moneyNumber(totals.voucherDiscount?.amount ?? ZERO),
    total_excl_tax: money(totals.exclTax),
    total_tax: money(totals.tax),
    total_incl_tax: money(totals.inclTax),
    shipping,
    shipping_methods: Object.fromEntries(options.map((o) => [o.code, { name: o.name, calculation: shippingPrice(o) }])),
    net_total: priceObject(currency, totals.exclTax.plus(shipExcl), totals.inclTax.plus(shipIncl), null, totals.isTaxKnown),
    available_deliveries: deliveries,
  };
}
