// The wire shapes of orders (spec/API.md §6), one serializer per shape, for the endpoints and the
// pages alike: Order, Order line, the order summary of /_orders/, the v1 order detail with its
// tracking, and the public tracking view (no address, no phone).
import { COUNTRY_PATH } from "@/lib/addresses/address.ts";
import { USER_PATH } from "@/lib/auth/users.ts";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import { OPTION_PATH } from "@/lib/catalogue/options.ts";
import type { OrderAddress, OrderStatusEvent } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money } from "@/lib/pricing/index.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import type { OrderLineWithParts, OrderSummary, OrderWithEvents, OrderWithParts } from "./orders.ts";
import { BASKET_PATH, ORDER_DETAIL_V1_PATH, ORDER_LINE_PATH, ORDER_LINES_PATH, ORDER_PATH, STOCKRECORD_PATH } from "./paths.ts";
import { buyerMayCancel } from "./pipeline-rules.ts";

export function orderAddressJson(a: OrderAddress | null, urls: UrlBuilder, kind: "shipping" | "billing") {
  if (!a) return null;
  const base = {
    title: a.title,
    first_name: a.firstName,
    last_name: a.lastName,
    line1: a.line1,
    line2: a.line2,
    line3: a.line3,
    line4: a.line4,
    state: a.state,
    postcode: a.postcode,
    country: urls.path(COUNTRY_PATH, { iso2: a.countryIso2 }),
  };
  return kind === "shipping" ? { ...base, phone_number: a.phoneNumber ?? "", notes: a.notes } : base;
}

function voucherDiscountsJson(order: OrderWithParts) {
  return order.discounts
    .filter((d) => d.category === "voucher")
    .map((d) => ({
      name: d.name,
      description: d.description,
      amount: money(d.amount),
      ...(d.voucherCode
        ? {
            voucher: {
              name: d.voucher?.name ?? d.name,
              code: d.voucherCode,
              start_datetime: d.voucher?.startDatetime.toISOString() ?? null,
              end_datetime: d.voucher?.endDatetime.toISOString() ?? null,
            },
          }
        : {}),
    }));
}

export function orderJson(order: OrderWithParts, urls: UrlBuilder) {
  return {
    number: String(order.number),
    basket: order.basketId === null ? null : urls.path(BASKET_PATH, { id: order.basketId }),
    url: urls.path(ORDER_PATH, { id: order.id }),
    lines: urls.path(ORDER_LINES_PATH, { id: order.id }),
    owner: order.userId === null ? null : urls.path(USER_PATH, { id: order.userId }),
    billing_address: orderAddressJson(order.billingAddress, urls, "billing"),
    currency: order.currency,
    total_incl_tax: money(order.totalInclTax),
    total_excl_tax: money(order.totalExclTax),
    shipping_incl_tax: money(order.shippingInclTax),
    shipping_excl_tax: money(order.shippingExclTax),
    shipping_address: orderAddressJson(order.shippingAddress, urls, "shipping"),
    shipping_method: order.shippingMethod,
    shipping_code: order.shippingCode,
    status: order.status,
    email: order.email,
    date_placed: order.datePlaced.toISOString(),
    payment_url: order.paymentUrl,
    payment_method: order.paymentMethod,
    offer_discounts: [],
    voucher_discounts: voucherDiscountsJson(order),
    surcharges: [],
  };
}
export type OrderJson = ReturnType<typeof orderJson>;

function lineAttributesJson(line: OrderLineWithParts, urls: UrlBuilder) {
  return line.attributes.map((a) => ({ option: a.optionId === null ? null : urls.path(OPTION_PATH, { id: a.optionId }), name: a.name, value: a.value }));
}

export function orderLineJson(line: OrderLineWithParts, urls: UrlBuilder) {
  return {
    url: urls.path(ORDER_LINE_PATH, { id: line.id }),
    product: line.productId === null ? null : urls.path(PRODUCT_PATH, { id: line.productId }),
    title: line.title,
    stockrecord: line.stockRecordId === null || line.productId === null ? null : urls.path(STOCKRECORD_PATH, { id: line.productId, sid: line.stockRecordId }),
    quantity: line.quantity,
    attributes: lineAttributesJson(line, urls),
    price_currency: line.priceCurrency,
    price_excl_tax: money(line.priceExclTax),
    price_incl_tax: money(line.priceInclTax),
    price_incl_tax_excl_discounts: money(line.priceInclTaxExclDiscounts),
    price_excl_tax_excl_discounts: money(line.priceExclTaxExclDiscounts),
    order: urls.path(ORDER_PATH, { id: line.orderId }),
  };
}

export function orderSummaryJson(s: OrderSummary, urls: UrlBuilder) {
  return {
    id: s.id,
    number: String(s.number),
    url: urls.path(ORDER_DETAIL_V1_PATH, { id: s.id }),
    status: s.status,
    date_placed: s.datePlaced.toISOString(),
    total_incl_tax: money(s.totalInclTax),
    currency: s.currency,
    item_count: s.itemCount,
    first_item_image: s.firstImageKey ? urls.abs(mediaPath(s.firstImageKey)) : null,
  };
}

export function trackingEventJson(e: OrderStatusEvent) {
  return {
    status: e.status,
    note: e.note,
    ...(e.trackingNumber ? { tracking_number: e.trackingNumber } : {}),
    created_at: e.createdAt.toISOString(),
  };
}

/** GET /api/v1/_orders/{id}/: the order with its lines inline, addresses, tracking (oldest first), can_cancel. */
export function orderDetailJson(order: OrderWithEvents, images: Map<number, string>, urls: UrlBuilder) {
  return {
    id: order.id,
    number: String(order.number),
    url: urls.path(ORDER_DETAIL_V1_PATH, { id: order.id }),
    status: order.status,
    date_placed: order.datePlaced.toISOString(),
    email: order.email,
    currency: order.currency,
    total_incl_tax: money(order.totalInclTax),
    total_excl_tax: money(order.totalExclTax),
    shipping_incl_tax: money(order.shippingInclTax),
    shipping_excl_tax: money(order.shippingExclTax),
    shipping_method: order.shippingMethod,
    shipping_code: order.shippingCode,
    payment_method: order.paymentMethod,
    voucher_discounts: voucherDiscountsJson(order),
    lines: order.lines.map((l) => {
      const image = l.productId === null ? undefined : images.get(l.productId);
      return {
        id: l.id,
        product: l.productId === null ? null : urls.path(PRODUCT_PATH, { id: l.productId }),
        title: l.title,
        image: image ? urls.abs(mediaPath(image)) : null,
        quantity: l.quantity,
        attributes: lineAttributesJson(l, urls),
        unit_price_incl_tax: money(l.unitPriceInclTax),
        price_incl_tax: money(l.priceInclTax),
        price_excl_tax: money(l.priceExclTax),
        price_incl_tax_excl_discounts: money(l.priceInclTaxExclDiscounts),
      };
    }),
    shipping_address: orderAddressJson(order.shippingAddress, urls, "shipping"),
    billing_address: orderAddressJson(order.billingAddress, urls, "billing"),
    tracking: order.events.map(trackingEventJson),
    can_cancel: buyerMayCancel(order.status),
  };
}

/** The public tracking view: status, events and line titles only. */
export function trackingJson(order: Pick<OrderWithEvents, "number" | "status" | "datePlaced" | "events"> & { lines: { title: string }[] }) {
  return {
    number: String(order.number),
    status: order.status,
    date_placed: order.datePlaced.toISOString(),
    lines: order.lines.map((l) => ({ title: l.title })),
    tracking: order.events.map(trackingEventJson),
  };
}
