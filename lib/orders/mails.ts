// The order mails (confirmation, each status change), queued through the outbox in the writing
// transaction. Their tracking link carries the order's tracking token (status, events and lines only, never
// the address: docs/decisions/0085); it goes to the outbox as a sealed secret, never in the stored data.
import { addressLines } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import type { Tx } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { dec } from "@/lib/pricing/index.ts";
import type { OrderLineData, OrderTotalsData } from "@/lib/messaging/templates/index.ts";
import { trackingUrl } from "./access.ts";
import { orderInclude, type OrderWithParts } from "./orders.ts";
import { STATUS_LABELS, type OrderStatusName } from "./pipeline-rules.ts";

const PAYMENT_LABELS: Record<string, string> = { cod: "Cash on delivery", razorpay: "Paid online" };

function placedAt(date: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: config().SHOP_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(date);
}

async function buyerName(tx: Tx, order: Pick<OrderWithParts, "userId" | "shippingAddress">): Promise<string> {
  if (order.shippingAddress) return order.shippingAddress.firstName;
  if (order.userId === null) return "";
  const user = await tx.user.findUnique({ where: { id: order.userId }, select: { firstName: true } });
  return user?.firstName ?? "";
}

/** The order's lines and totals as every order mail shows them (formatted, the arithmetic in decimals). */
function orderSummary(order: Pick<OrderWithParts, "lines" | "discounts" | "shippingInclTax" | "totalInclTax">): { lines: OrderLineData[]; totals: OrderTotalsData } {
  const subtotal = order.lines.reduce((s, l) => s.plus(l.priceInclTaxExclDiscounts), dec(0));
  const discount = order.discounts.reduce((s, d) => s.plus(d.amount), dec(0));
  return {
    lines: order.lines.map((l) => ({
      title: l.title,
      variant: l.attributes.map((x) => x.value).join(" · "),
      quantity: l.quantity,
      total: formatMoney(l.priceInclTaxExclDiscounts),
    })),
    totals: {
      subtotal: formatMoney(subtotal),
      shipping: order.shippingInclTax.isZero() ? "Free" : formatMoney(order.shippingInclTax),
      discount: discount.isZero() ? "" : `−${formatMoney(discount)}`,
      total: formatMoney(order.totalInclTax),
    },
  };
}

/** `countryName`: the shipping address's country as printed (looked up when not given). */
export async function queueOrderConfirmation(tx: Tx, order: OrderWithParts, countryName?: string): Promise<void> {
  const a = order.shippingAddress;
  const country = !a ? "" : countryName || ((await tx.country.findUnique({ where: { iso2: a.countryIso2 }, select: { printableName: true } }))?.printableName ?? a.countryIso2);
  await queueEmail(tx, {
    to: order.email,
    template: "order-confirmation",
    data: {
      name: await buyerName(tx, order),
      orderNumber: String(order.number),
      placedAt: placedAt(order.datePlaced),
      ...orderSummary(order),
      paymentMethod: PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod,
      shippingAddress: a ? addressLines(a, country) : [],
    },
    secrets: { trackingUrl: trackingUrl(order.number, order.trackingTokenVersion) },
  });
}

export interface StatusMailInput {
  orderId: number;
  status: OrderStatusName;
  note: string;
  trackingNumber: string | null;
}

export async function queueStatusMail(tx: Tx, m: StatusMailInput): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: m.orderId }, include: orderInclude });
  await queueEmail(tx, {
    to: order.email,
    template: "order-status",
    data: {
      name: await buyerName(tx, order),
      orderNumber: String(order.number),
      status: STATUS_LABELS[m.status],
      note: m.note,
      ...(m.trackingNumber ? { trackingNumber: m.trackingNumber } : {}),
      ...orderSummary(order),
    },
    secrets: { trackingUrl: trackingUrl(order.number, order.trackingTokenVersion) },
  });
}
