// The order mails (confirmation, each status change), queued through the outbox in the writing
// transaction. Their tracking link carries the order's tracking token (status, events and lines only, never
// the address: docs/decisions/0085); it goes to the outbox as a sealed secret, never in the stored data.
// They are in the language the order was placed in (Order.language): words, dates and the tracking
// page's address (/hi/… for Hindi); amounts read the same in both (docs/decisions/0188).
import { addressLines } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import type { Tx } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { asLocale } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { mailDateTime } from "@/lib/messaging/templates/mail-language.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { dec } from "@/lib/pricing/index.ts";
import type { OrderLineData, OrderTotalsData } from "@/lib/messaging/templates/index.ts";
import { trackingUrl } from "./access.ts";
import { orderInclude, type OrderWithParts } from "./orders.ts";
import type { OrderStatusName } from "./pipeline-rules.ts";

const PAYMENT_LABELS: Record<ShopLocale, Record<string, string>> = {
  en: { cod: "Cash on delivery", razorpay: "Paid online" },
  hi: { cod: "डिलीवरी पर नकद भुगतान", razorpay: "ऑनलाइन भुगतान किया गया" },
};

function placedAt(date: Date, locale: ShopLocale): string {
  return mailDateTime(date, locale, config().SHOP_TIME_ZONE);
}

async function buyerName(tx: Tx, order: Pick<OrderWithParts, "userId" | "shippingAddress">): Promise<string> {
  if (order.shippingAddress) return order.shippingAddress.firstName;
  if (order.userId === null) return "";
  const user = await tx.user.findUnique({ where: { id: order.userId }, select: { firstName: true } });
  return user?.firstName ?? "";
}

/** The order's lines and totals as every order mail shows them (formatted, the arithmetic in decimals). */
function orderSummary(order: Pick<OrderWithParts, "lines" | "discounts" | "shippingInclTax" | "totalInclTax">, locale: ShopLocale): { lines: OrderLineData[]; totals: OrderTotalsData } {
  const subtotal = order.lines.reduce((s, l) => s.plus(l.priceInclTaxExclDiscounts), dec(0));
  const discount = order.discounts.reduce((s, d) => s.plus(d.amount), dec(0));
  return {
    lines: order.lines.map((l) => ({
      title: l.title,
      variant: l.attributes.map((x) => x.value).join(" · "),
      quantity: l.quantity,
      total: formatMoney(l.priceInclTaxExclDiscounts, locale),
    })),
    totals: {
      subtotal: formatMoney(subtotal, locale),
      shipping: order.shippingInclTax.isZero() ? (locale === "hi" ? "निःशुल्क" : "Free") : formatMoney(order.shippingInclTax, locale),
      discount: discount.isZero() ? "" : `−${formatMoney(discount, locale)}`,
      total: formatMoney(order.totalInclTax, locale),
    },
  };
}

/** `countryName`: the shipping address's country as printed (looked up when not given). */
export async function queueOrderConfirmation(tx: Tx, order: OrderWithParts, countryName?: string): Promise<void> {
  const a = order.shippingAddress;
  const country = !a ? "" : countryName || ((await tx.country.findUnique({ where: { iso2: a.countryIso2 }, select: { printableName: true } }))?.printableName ?? a.countryIso2);
  const locale = asLocale(order.language);
  await queueEmail(tx, {
    to: order.email,
    template: "order-confirmation",
    data: {
      ...(locale === "hi" ? { locale } : {}),
      name: await buyerName(tx, order),
      orderNumber: String(order.number),
      placedAt: placedAt(order.datePlaced, locale),
      ...orderSummary(order, locale),
      paymentMethod: PAYMENT_LABELS[locale][order.paymentMethod] ?? order.paymentMethod,
      shippingAddress: a ? addressLines(a, country) : [],
    },
    secrets: { trackingUrl: trackingUrl(order.number, order.trackingTokenVersion, locale) },
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
  const locale = asLocale(order.language);
  await queueEmail(tx, {
    to: order.email,
    template: "order-status",
    data: {
      ...(locale === "hi" ? { locale } : {}),
      name: await buyerName(tx, order),
      orderNumber: String(order.number),
      // The status as the order page names it in the same language (messages/*/account.json).
      status: messagesOf(locale).AccountOrderStatus[m.status],
      note: m.note,
      ...(m.trackingNumber ? { trackingNumber: m.trackingNumber } : {}),
      ...orderSummary(order, locale),
    },
    secrets: { trackingUrl: trackingUrl(order.number, order.trackingTokenVersion, locale) },
  });
}
