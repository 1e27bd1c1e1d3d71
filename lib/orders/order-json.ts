// The wire shapes of orders (spec/API.md §6), one serializer per shape, for the endpoints and the
// pages alike: Order, Order line, the order summary of /_orders/, the v1 order detail with its
// tracking, and the public tracking view (no address, no phone).
import { PaymentState } from "@/lib/generated/prisma/enums.ts";
import { z } from "zod";
import { COUNTRY_PATH } from "@/lib/addresses/address.ts";
import { USER_PATH } from "@/lib/auth/users.ts";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import { OPTION_PATH } from "@/lib/catalogue/options.ts";
import type { OrderAddress, OrderStatusEvent } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { CREDIT_NOTE_PATH, INVOICE_PATH } from "@/lib/invoices/paths.ts";
import { codChargeOf } from "@/lib/payments/cod-charge.ts";
import { money } from "@/lib/pricing/index.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import type { OrderLineWithParts, OrderSummary, OrderWithEvents, OrderWithParts } from "./orders.ts";
import { BASKET_PATH, ORDER_DETAIL_V1_PATH, ORDER_LINE_PATH, ORDER_LINES_PATH, ORDER_PATH, STOCKRECORD_PATH } from "./paths.ts";
import { buyerMayCancel, ORDER_STATUSES } from "./pipeline-rules.ts";

const money2 = z.string().describe("A decimal amount with 2 places.");
const status = z.enum(ORDER_STATUSES);

const addressFields = {
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  line4: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.url(),
};
export const OrderBillingAddressSchema = z.object(addressFields).meta({ id: "OrderBillingAddress" });
export const OrderShippingAddressSchema = z
  .object({ ...addressFields, phone_number: z.string(), notes: z.string() })
  .meta({ id: "OrderShippingAddress" });

export const OrderDiscountSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    amount: money2,
    voucher: z.object({ name: z.string(), code: z.string(), start_datetime: z.string().nullable(), end_datetime: z.string().nullable() }).optional(),
  })
  .meta({ id: "OrderDiscount" });

export const PaymentStateSchema = z
  .enum(Object.values(PaymentState) as [PaymentState, ...PaymentState[]])
  .describe("not_required: cash on delivery; pending: awaiting the online payment; failed: the last try failed (the order is still payable); paid; refunded or partially_refunded.");

export const SurchargeSchema = z
  .object({ name: z.string(), code: z.string(), incl_tax: money2, excl_tax: money2 })
  .meta({ id: "Surcharge", description: "A charge added to the order, e.g. the cash-on-delivery charge." });

/** The order's surcharges: the cash-on-delivery charge when it paid one. */
export function surchargesJson(order: Pick<OrderWithParts, "codCharge">): z.infer<typeof SurchargeSchema>[] {
  if (order.codCharge.isZero()) return [];
  const { inclTax, exclTax } = codChargeOf(order.codCharge);
  return [{ name: "Cash on delivery charge", code: "cod", incl_tax: money(inclTax), excl_tax: money(exclTax) }];
}

export const OrderSchema = z
  .object({
    number: z.string(),
    basket: z.url().nullable(),
    url: z.url(),
    lines: z.url(),
    owner: z.url().nullable(),
    billing_address: OrderBillingAddressSchema.nullable(),
    currency: z.string(),
    total_incl_tax: money2,
    total_excl_tax: money2,
    shipping_incl_tax: money2,
    shipping_excl_tax: money2,
    shipping_address: OrderShippingAddressSchema.nullable(),
    shipping_method: z.string(),
    shipping_code: z.string(),
    status,
    email: z.string(),
    date_placed: z.iso.datetime(),
    payment_url: z.url().nullable().describe("Where the buyer pays online; null for cash on delivery."),
    payment_method: z.string(),
    payment_state: PaymentStateSchema,
    offer_discounts: z.array(OrderDiscountSchema),
    voucher_discounts: z.array(OrderDiscountSchema),
    surcharges: z.array(SurchargeSchema).describe("Charges besides the goods and delivery: the cash-on-delivery charge when one is set."),
    invoice_url: z.url().nullable().describe("The GST tax invoice (PDF) once issued (cash on delivery: when shipped); null until then."),
    credit_notes: z.array(z.url()).describe("The credit notes (PDF) against the invoice, oldest first (one when an invoiced order is cancelled)."),
  })
  .meta({ id: "Order" });
export type OrderJson = z.infer<typeof OrderSchema>;

/** Checkout's answer: the Order, and the order's tracking link beside it (a guest's way back, docs/decisions/0085). */
export const CheckoutOrderSchema = OrderSchema.extend({
  tracking_token: z.string().describe("The order's tracking token: GET /api/v2/orders/track/?token=… shows its status and lines."),
  tracking_url: z.url().describe("The order's tracking page, as its mails link it."),
}).meta({ id: "CheckoutOrder" });

export const OrderLineAttributeSchema = z.object({ option: z.url().nullable(), name: z.string(), value: z.string() }).meta({ id: "OrderLineAttribute" });

export const OrderLineSchema = z
  .object({
    url: z.url(),
    product: z.url().nullable(),
    title: z.string(),
    stockrecord: z.url().nullable(),
    quantity: z.int(),
    attributes: z.array(OrderLineAttributeSchema),
    price_currency: z.string(),
    price_excl_tax: money2,
    price_incl_tax: money2,
    price_incl_tax_excl_discounts: money2,
    price_excl_tax_excl_discounts: money2,
    order: z.url(),
  })
  .meta({ id: "OrderLine" });

export const OrderSummarySchema = z
  .object({
    id: z.int(),
    number: z.string(),
    url: z.url(),
    status,
    date_placed: z.iso.datetime(),
    total_incl_tax: money2,
    currency: z.string(),
    item_count: z.int(),
    first_item_image: z.url().nullable(),
  })
  .meta({ id: "OrderSummary" });
export const OrderSummaryPageSchema = z
  .object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(OrderSummarySchema) })
  .meta({ id: "OrderSummaryPage" });

export const TrackingEventSchema = z
  .object({ status, note: z.string(), tracking_number: z.string().optional(), created_at: z.iso.datetime() })
  .meta({ id: "TrackingEvent" });

export const OrderDetailSchema = z
  .object({
    id: z.int(),
    number: z.string(),
    url: z.url(),
    status,
    date_placed: z.iso.datetime(),
    email: z.string(),
    currency: z.string(),
    total_incl_tax: money2,
    total_excl_tax: money2,
    shipping_incl_tax: money2,
    shipping_excl_tax: money2,
    shipping_method: z.string(),
    shipping_code: z.string(),
    payment_method: z.string(),
    payment_url: z.url().nullable().describe("Where the buyer pays online while the order awaits payment; null for cash on delivery."),
    payment_state: PaymentStateSchema,
    surcharges: z.array(SurchargeSchema),
    voucher_discounts: z.array(OrderDiscountSchema),
    lines: z.array(
      z.object({
        id: z.int(),
        product: z.url().nullable(),
        title: z.string(),
        image: z.url().nullable(),
        quantity: z.int(),
        attributes: z.array(OrderLineAttributeSchema),
        unit_price_incl_tax: money2,
        price_incl_tax: money2,
        price_excl_tax: money2,
        price_incl_tax_excl_discounts: money2,
      }),
    ),
    shipping_address: OrderShippingAddressSchema.nullable(),
    billing_address: OrderBillingAddressSchema.nullable(),
    tracking: z.array(TrackingEventSchema),
    can_cancel: z.boolean(),
    invoice_url: z.url().nullable().describe("The GST tax invoice (PDF) once issued; null until then."),
    credit_notes: z.array(z.url()).describe("The credit notes (PDF) against the invoice, oldest first."),
  })
  .meta({ id: "OrderDetail" });

export const OrderTrackingSchema = z
  .object({ number: z.string(), status, date_placed: z.iso.datetime(), lines: z.array(z.object({ title: z.string() })), tracking: z.array(TrackingEventSchema) })
  .meta({ id: "OrderTracking", description: "The public tracking view: status, events and line titles only (no address, no phone)." });

export function orderAddressJson(a: OrderAddress | null, urls: UrlBuilder, kind: "shipping"): z.infer<typeof OrderShippingAddressSchema> | null;
export function orderAddressJson(a: OrderAddress | null, urls: UrlBuilder, kind: "billing"): z.infer<typeof OrderBillingAddressSchema> | null;
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

export function voucherDiscountsJson(order: OrderWithParts): z.infer<typeof OrderDiscountSchema>[] {
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

/** The order's invoice and credit note links (absolute). */
export function invoiceLinksJson(order: Pick<OrderWithParts, "id" | "invoice">, urls: UrlBuilder): { invoice_url: string | null; credit_notes: string[] } {
  return {
    invoice_url: order.invoice ? urls.path(INVOICE_PATH, { id: order.id }) : null,
    credit_notes: order.invoice?.creditNotes.map((n) => urls.path(CREDIT_NOTE_PATH, { id: order.id, note: n.id })) ?? [],
  };
}

export function orderJson(order: OrderWithParts, urls: UrlBuilder): OrderJson {
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
    payment_state: order.paymentState,
    offer_discounts: [],
    voucher_discounts: voucherDiscountsJson(order),
    surcharges: surchargesJson(order),
    ...invoiceLinksJson(order, urls),
  };
}

function lineAttributesJson(line: OrderLineWithParts, urls: UrlBuilder): z.infer<typeof OrderLineAttributeSchema>[] {
  return line.attributes.map((a) => ({ option: a.optionId === null ? null : urls.path(OPTION_PATH, { id: a.optionId }), name: a.name, value: a.value }));
}

export function orderLineJson(line: OrderLineWithParts, urls: UrlBuilder): z.infer<typeof OrderLineSchema> {
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

export function orderSummaryJson(s: OrderSummary, urls: UrlBuilder): z.infer<typeof OrderSummarySchema> {
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

export function trackingEventJson(e: OrderStatusEvent): z.infer<typeof TrackingEventSchema> {
  return {
    status: e.status,
    note: e.note,
    ...(e.trackingNumber ? { tracking_number: e.trackingNumber } : {}),
    created_at: e.createdAt.toISOString(),
  };
}

/** GET /api/v1/_orders/{id}/: the order with its lines inline, addresses, tracking (oldest first), can_cancel. */
export function orderDetailJson(order: OrderWithEvents, images: Map<number, string>, urls: UrlBuilder): z.infer<typeof OrderDetailSchema> {
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
    payment_url: order.paymentUrl,
    payment_state: order.paymentState,
    surcharges: surchargesJson(order),
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
    ...invoiceLinksJson(order, urls),
  };
}

/** The public tracking view: status, events and line titles only. */
export function trackingJson(order: Pick<OrderWithEvents, "number" | "status" | "datePlaced" | "events"> & { lines: { title: string }[] }): z.infer<typeof OrderTrackingSchema> {
  return {
    number: String(order.number),
    status: order.status,
    date_placed: order.datePlaced.toISOString(),
    lines: order.lines.map((l) => ({ title: l.title })),
    tracking: order.events.map(trackingEventJson),
  };
}
