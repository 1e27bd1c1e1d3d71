// The Basket and Line shapes of spec/API.md §5.1 (interface.md's basket): the one serializer of each.
import { z } from "zod";
import { USER_PATH } from "@/lib/auth/users.ts";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import { OPTION_PATH } from "@/lib/catalogue/options.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money, type Decimal } from "@/lib/pricing/index.ts";
import type { BasketState } from "./state.ts";
import type { BasketTotals, PricedLine } from "./totals.ts";

export const BASKET_PATH = "/api/v2/baskets/{id}/";
export const BASKET_LINES_PATH = "/api/v2/baskets/{id}/lines/";
export const BASKET_LINE_PATH = "/api/v2/baskets/{id}/lines/{line}/";
export const LINE_ATTRIBUTE_PATH = "/api/v2/baskets/{id}/lines/{line}/lineattributes/{aid}/";
export const STOCKRECORD_PATH = "/api/v2/products/{id}/stockrecords/{sid}/";

export const VoucherSchema = z.object({ name: z.string(), code: z.string(), start_datetime: z.string(), end_datetime: z.string() }).meta({ id: "Voucher" });
export const DiscountSchema = z.object({ name: z.string(), description: z.string(), amount: z.string(), voucher: VoucherSchema.optional() }).meta({ id: "Discount" });

export const BasketSchema = z.object({
  id: z.int(),
  owner: z.url().nullable(),
  status: z.enum(["Open", "Saved", "Merged", "Frozen", "Submitted"]),
  lines: z.url(),
  url: z.url(),
  total_excl_tax: z.string(),
  total_excl_tax_excl_discounts: z.string(),
  total_incl_tax: z.string(),
  total_incl_tax_excl_discounts: z.string(),
  total_tax: z.string(),
  currency: z.string().nullable(),
  voucher_discounts: z.array(DiscountSchema),
  offer_discounts: z.array(DiscountSchema),
  is_tax_known: z.boolean(),
}).meta({ id: "Basket" });
export type BasketJson = z.infer<typeof BasketSchema>;

export const LineAttributeSchema = z.object({ url: z.url(), option: z.url(), value: z.string() }).meta({ id: "LineAttribute" });

export const LineSchema = z.object({
  url: z.url(),
  product: z.url(),
  quantity: z.int(),
  attributes: z.array(LineAttributeSchema),
  price_currency: z.string(),
  price_excl_tax: z.string(),
  price_incl_tax: z.string(),
  price_incl_tax_excl_discounts: z.string(),
  price_excl_tax_excl_discounts: z.string(),
  is_tax_known: z.boolean(),
  warning: z.string().nullable(),
  basket: z.url(),
  stockrecord: z.url(),
  date_created: z.string(),
  date_updated: z.string(),
}).meta({ id: "Line" });
export type LineJson = z.infer<typeof LineSchema>;

export const LineAttributeDetailSchema = z.object({ url: z.url(), line: z.url(), option: z.url(), value: z.string() }).meta({ id: "LineAttributeDetail" });

/** The voucher object (add-voucher's answer, and inside a discount item). */
export function voucherJson(v: Pick<Voucher, "name" | "code" | "startDatetime" | "endDatetime">): z.infer<typeof VoucherSchema> {
  return { name: v.name, code: v.code, start_datetime: v.startDatetime.toISOString(), end_datetime: v.endDatetime.toISOString() };
}

export function voucherDiscountsJson(totals: BasketTotals): z.infer<typeof DiscountSchema>[] {
  const d = totals.voucherDiscount;
  if (!d) return [];
  return [{ name: d.voucher.name, description: `Voucher ${d.voucher.code}`, amount: money(d.amount), voucher: voucherJson(d.voucher) }];
}

export function basketJson(basket: BasketState, totals: BasketTotals, urls: UrlBuilder): BasketJson {
  return {
    id: basket.id,
    owner: basket.ownerId === null ? null : urls.path(USER_PATH, { id: basket.ownerId }),
    status: basket.status,
    lines: urls.path(BASKET_LINES_PATH, { id: basket.id }),
    url: urls.path(BASKET_PATH, { id: basket.id }),
    total_excl_tax: money(totals.exclTax),
    total_excl_tax_excl_discounts: money(totals.exclTaxExclDiscounts),
    total_incl_tax: money(totals.inclTax),
    total_incl_tax_excl_discounts: money(totals.inclTaxExclDiscounts),
    total_tax: money(totals.tax),
    currency: totals.currency,
    voucher_discounts: voucherDiscountsJson(totals),
    offer_discounts: [],
    is_tax_known: totals.isTaxKnown,
  };
}

export function lineAttributesJson(basketId: number, priced: PricedLine, urls: UrlBuilder): z.infer<typeof LineAttributeSchema>[] {
  return priced.line.attributes.map((a) => ({
    url: urls.path(LINE_ATTRIBUTE_PATH, { id: basketId, line: priced.line.id, aid: a.id }),
    option: urls.path(OPTION_PATH, { id: a.optionId }),
    value: a.value,
  }));
}

export function lineJson(basketId: number, priced: PricedLine, urls: UrlBuilder): LineJson {
  const { line } = priced;
  const m = (d: Decimal) => money(d);
  return {
    url: urls.path(BASKET_LINE_PATH, { id: basketId, line: line.id }),
    product: urls.path(PRODUCT_PATH, { id: line.productId }),
    quantity: line.quantity,
    attributes: lineAttributesJson(basketId, priced, urls),
    price_currency: line.priceCurrency,
    price_excl_tax: m(priced.afterDiscounts.exclTax),
    price_incl_tax: m(priced.afterDiscounts.inclTax),
    price_incl_tax_excl_discounts: m(priced.beforeDiscounts.inclTax),
    price_excl_tax_excl_discounts: m(priced.beforeDiscounts.exclTax),
    is_tax_known: true,
    warning: priced.warning,
    basket: urls.path(BASKET_PATH, { id: basketId }),
    stockrecord: urls.path(STOCKRECORD_PATH, { id: line.productId, sid: line.stockRecordId }),
    date_created: line.dateCreated.toISOString(),
    date_updated: line.dateUpdated.toISOString(),
  };
}
