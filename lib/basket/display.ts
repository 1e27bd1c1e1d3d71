// The display basket (spec/API.md §5.2 GET /api/v2/_basket/, interface.md): the basket with its lines
// inline as ProductCards, the cheapest shipping charge for the caller's location (else the default
// zone), every method's charge, the total with shipping, and delivery estimates for the caller's
// pincode. Its Price objects carry JSON numbers (display only); the cards keep their string prices.
import type { Caller } from "@/lib/auth/caller.ts";
import { productCardJson, type ProductCardJson } from "@/lib/catalogue/card-json.ts";
import { loadCards } from "@/lib/catalogue/cards.ts";
import type { Db, Tx } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money, moneyNumber, splitTax, ZERO, type Decimal } from "@/lib/pricing/index.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { locationOf } from "@/lib/shipping/location.ts";
import { cheapest, shippingOptions, type ShippingOption } from "@/lib/shipping/methods.ts";
import { defaultZone } from "@/lib/shipping/zones.ts";
import { favouriteIds } from "@/lib/wishlist/favourites.ts";
import { BASKET_PATH, lineAttributesJson, type LineAttributeSchema } from "./json.ts";
import type { PricedBasket } from "./service.ts";
import type { z } from "zod";

export const SHOP_CURRENCY = "INR";
export const CURRENCY_SYMBOL = "₹";

export interface PriceObject {
  currency: string | null;
  excl_tax: number;
  tax_code: string | null;
  incl_tax: number;
  is_tax_known: boolean;
}

export interface DisplayLine {
  id: number;
  product: ProductCardJson;
  quantity: number;
  attributes: z.infer<typeof LineAttributeSchema>[];
  unit_price: PriceObject;
  line_total: PriceObject;
  warning: string | null;
}

export interface DisplayBasket {
  id: number;
  status: string;
  lines: DisplayLine[];
  url: string;
  currency: string;
  currency_symbol: string | null;
  total_excl_tax_excl_discounts: string;
  total_incl_tax_excl_discounts: string;
  total_discount: number;
  total_excl_tax: string;
  total_tax: string;
  total_incl_tax: string;
  shipping: PriceObject;
  shipping_methods: Record<string, { name: string; calculation: PriceObject }>;
  net_total: PriceObject;
  available_deliveries: { code: string; name: string; estimated_date: string }[];
}

function priceObject(currency: string | null, exclTax: Decimal, inclTax: Decimal, taxCode: string | null, known = true): PriceObject {
  return { currency, excl_tax: moneyNumber(exclTax), tax_code: taxCode, incl_tax: moneyNumber(inclTax), is_tax_known: known };
}

const shippingPrice = (o: ShippingOption) => priceObject(o.currency, o.charge.exclTax, o.charge.inclTax, o.taxCode);

/** Where the caller's basket would go: the caller's pincode's zone, else the default zone. */
async function shippingContext(client: Tx | Db, caller: Caller) {
  const location = await locationOf(caller, client);
  return { location, zone: location ? location.match.zone : await defaultZone(client) };
}

export async function displayBasketJson(client: Tx | Db, { basket, totals }: PricedBasket, caller: Caller, urls: UrlBuilder, now = new Date()): Promise<DisplayBasket> {
  const productIds = totals.lines.map((l) => l.line.productId);
  const [cards, favourites] = await Promise.all([loadCards(productIds, client), favouriteIds(caller.user?.id, productIds)]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const currency = totals.currency ?? SHOP_CURRENCY;
  const empty = totals.lines.length === 0;

  let options: ShippingOption[] = [];
  let deliveries: DisplayBasket["available_deliveries"] = [];
  if (!empty) {
    const { location, zone } = await shippingContext(client, caller);
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
