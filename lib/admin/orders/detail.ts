// One order as staff read it (/admin/orders/{id}/ and GET /api/v2/admin/orders/{id}/): buyer, addresses,
// lines with their GST, voucher, payment, totals, the timeline of status changes and the mails sent for it.
import { CREDIT_NOTE_PATH, INVOICE_PATH } from "@/lib/invoices/paths.ts";
import { z } from "zod";
import { displayName } from "@/lib/auth/users.ts";
import { OPTION_PATH } from "@/lib/catalogue/options.ts";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { OrderBillingAddressSchema, OrderDiscountSchema, OrderLineAttributeSchema, orderAddressJson, OrderShippingAddressSchema, PaymentStateSchema, SurchargeSchema, surchargesJson, voucherDiscountsJson } from "@/lib/orders/order-json.ts";
import { orderDetailInclude } from "@/lib/orders/orders.ts";
import { ORDER_STATUSES } from "@/lib/orders/pipeline-rules.ts";
import { dec, money } from "@/lib/pricing/index.ts";

export const ADMIN_ORDER_PATH = "/api/v2/admin/orders/{id}/";

const include = {
  ...orderDetailInclude,
  user: { select: { id: true, email: true, phoneNumber: true, firstName: true, lastName: true } },
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { createdBy: { select: { email: true, phoneNumber: true, firstName: true } } } },
} satisfies Prisma.OrderInclude;
export type AdminOrder = Prisma.OrderGetPayload<{ include: typeof include }>;

const mailSelect = { id: true, template: true, recipient: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true } satisfies Prisma.OutboxMessageSelect;
export type OrderMail = Prisma.OutboxMessageGetPayload<{ select: typeof mailSelect }>;

/** The order with id `rawId` (a path segment), or 404. */
export async function adminOrder(rawId: string | undefined, client: Tx | Db = db()): Promise<AdminOrder> {
  const id = rawId === undefined ? null : integerId(rawId);
  const order = id === null ? null : await client.order.findUnique({ where: { id }, include });
  if (!order) throw new NotFoundError();
  return order;
}

/** The mails about one order, as its staff page names them. */
export const ORDER_MAIL_NAMES: Record<string, string> = {
  "order-confirmation": "Order confirmation (buyer)",
  "order-status": "Status change (buyer)",
  "order-placed-staff": "New order (staff)",
  "order-refund": "Refund (buyer)",
  "return-status": "Return step (buyer)",
};

/** The mails queued for order number `number` (its confirmation, each status change, refunds and return steps, the staff's new-order mail), oldest first. */
export function orderMails(number: number, client: Tx | Db = db()): Promise<OrderMail[]> {
  return client.outboxMessage.findMany({
    where: { template: { in: Object.keys(ORDER_MAIL_NAMES) }, data: { path: ["orderNumber"], equals: String(number) } },
    select: mailSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export interface OrderTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  gst: string;
  totalExclTax: string;
  totalInclTax: string;
}

/** The totals as the order holds them: lines before discounts, the discounts, shipping, GST (incl − excl) and the total. */
export function orderTotals(o: Pick<AdminOrder, "lines" | "discounts" | "shippingInclTax" | "totalInclTax" | "totalExclTax">): OrderTotals {
  const subtotal = o.lines.reduce((s, l) => s.plus(l.priceInclTaxExclDiscounts), dec(0));
  const discount = o.discounts.reduce((s, d) => s.plus(d.amount), dec(0));
  return {
    subtotal: money(subtotal),
    discount: money(discount),
    shipping: money(o.shippingInclTax),
    gst: money(dec(o.totalInclTax).minus(o.totalExclTax)),
    totalExclTax: money(o.totalExclTax),
    totalInclTax: money(o.totalInclTax),
  };
}

const money2 = z.string().describe("A decimal amount with 2 places.");
const status = z.enum(ORDER_STATUSES);

export const AdminOrderDetailSchema = z
  .object({
    id: z.int(),
    number: z.string(),
    url: z.url(),
    status,
    date_placed: z.iso.datetime(),
    updated_at: z.iso.datetime().describe("When the order last changed."),
    buyer: z
      .object({
        guest: z.boolean(),
        user_id: z.int().nullable(),
        name: z.string(),
        email: z.string(),
        phone_number: z.string().nullable(),
      })
      .meta({ id: "AdminOrderBuyer" }),
    shipping_address: OrderShippingAddressSchema.nullable(),
    billing_address: OrderBillingAddressSchema.nullable(),
    shipping_method: z.string(),
    shipping_code: z.string(),
    payment_method: z.string(),
    payment_url: z.url().nullable(),
    payment_state: PaymentStateSchema,
    payment_due_at: z.iso.datetime().nullable().describe("An order awaiting online payment is cancelled then, its stock released."),
    surcharges: z.array(SurchargeSchema),
    voucher_discounts: z.array(OrderDiscountSchema),
    lines: z.array(
      z
        .object({
          id: z.int(),
          sku: z.string(),
          title: z.string(),
          attributes: z.array(OrderLineAttributeSchema),
          quantity: z.int(),
          num_allocated: z.int().describe("Units allocated on the stock record at checkout (released when cancelled)."),
          unit_price_incl_tax: money2,
          price_incl_tax: money2,
          price_excl_tax: money2,
          gst_rate: z.string().describe('The GST rate, e.g. "0.1800".'),
          hsn_code: z.string(),
        })
        .meta({ id: "AdminOrderLine" }),
    ),
    totals: z
      .object({ subtotal: money2, discount: money2, shipping: money2, gst: money2, total_excl_tax: money2, total_incl_tax: money2 })
      .meta({ id: "AdminOrderTotals" }),
    currency: z.string(),
    events: z.array(
      z
        .object({ status, note: z.string(), tracking_number: z.string().nullable(), created_at: z.iso.datetime(), by: z.string().nullable().describe("The staff member or buyer who moved it.") })
        .meta({ id: "AdminOrderEvent" }),
    ),
    mails: z.array(
      z
        .object({
          id: z.int(),
          template: z.string(),
          recipient: z.string(),
          status: z.enum(["pending", "sent", "failed", "logged"]),
          created_at: z.iso.datetime(),
          sent_at: z.iso.datetime().nullable(),
          last_error: z.string().nullable(),
        })
        .meta({ id: "AdminOrderMail" }),
    ),
    gstin: z.string().nullable().describe("The buyer's GSTIN given at checkout."),
    business_name: z.string().nullable(),
    invoice: z
      .object({ number: z.string(), url: z.url().describe("The PDF.") })
      .nullable()
      .describe("The GST tax invoice once issued (cash on delivery: when shipped)."),
    credit_notes: z.array(z.object({ number: z.string(), url: z.url() }).meta({ id: "AdminCreditNote" })),
  })
  .meta({ id: "AdminOrderDetail" });
export type AdminOrderDetailJson = z.infer<typeof AdminOrderDetailSchema>;

export function buyerName(o: Pick<AdminOrder, "shippingAddress" | "user">): string {
  if (o.shippingAddress) return `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim();
  return o.user ? `${o.user.firstName} ${o.user.lastName}`.trim() : "";
}

export function adminOrderDetailJson(o: AdminOrder, mails: OrderMail[], urls: UrlBuilder): AdminOrderDetailJson {
  const t = orderTotals(o);
  return {
    id: o.id,
    number: String(o.number),
    url: urls.path(ADMIN_ORDER_PATH, { id: o.id }),
    status: o.status,
    date_placed: o.datePlaced.toISOString(),
    updated_at: o.dateUpdated.toISOString(),
    buyer: {
      guest: o.userId === null,
      user_id: o.userId,
      name: buyerName(o),
      email: o.email,
      phone_number: o.shippingAddress?.phoneNumber ?? o.user?.phoneNumber ?? null,
    },
    shipping_address: orderAddressJson(o.shippingAddress, urls, "shipping"),
    billing_address: orderAddressJson(o.billingAddress, urls, "billing"),
    shipping_method: o.shippingMethod,
    shipping_code: o.shippingCode,
    payment_method: o.paymentMethod,
    payment_url: o.paymentUrl,
    payment_state: o.paymentState,
    payment_due_at: o.paymentDueAt?.toISOString() ?? null,
    surcharges: surchargesJson(o),
    voucher_discounts: voucherDiscountsJson(o),
    lines: o.lines.map((l) => ({
      id: l.id,
      sku: l.partnerSku,
      title: l.title,
      attributes: l.attributes.map((a) => ({ option: a.optionId === null ? null : urls.path(OPTION_PATH, { id: a.optionId }), name: a.name, value: a.value })),
      quantity: l.quantity,
      num_allocated: l.numAllocated,
      unit_price_incl_tax: money(l.unitPriceInclTax),
      price_incl_tax: money(l.priceInclTax),
      price_excl_tax: money(l.priceExclTax),
      gst_rate: l.taxRate.toFixed(4),
      hsn_code: l.hsnCode,
    })),
    totals: { subtotal: t.subtotal, discount: t.discount, shipping: t.shipping, gst: t.gst, total_excl_tax: t.totalExclTax, total_incl_tax: t.totalInclTax },
    currency: o.currency,
    events: o.events.map((e) => ({
      status: e.status,
      note: e.note,
      tracking_number: e.trackingNumber,
      created_at: e.createdAt.toISOString(),
      by: e.createdBy ? displayName(e.createdBy) : null,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      template: m.template,
      recipient: m.recipient,
      status: m.status,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
      last_error: m.lastError,
    })),
    gstin: o.gstin,
    business_name: o.businessName,
    invoice: o.invoice ? { number: o.invoice.number, url: urls.path(INVOICE_PATH, { id: o.id }) } : null,
    credit_notes: o.invoice?.creditNotes.map((n) => ({ number: n.number, url: urls.path(CREDIT_NOTE_PATH, { id: o.id, note: n.id }) })) ?? [],
  };
}
