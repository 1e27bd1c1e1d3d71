// What the thanks and tracking pages show of an order beside its timeline (issue 24): each line with its
// quantity and price, the voucher discount, shipping and surcharges, the total, for cash on delivery the
// amount the courier collects (lib/payments/cash-on-delivery.ts: one rounding rule), and while it is on
// its way the delivery estimate — the same rule as the basket's: the order's shop date plus the slowest
// made-to-order line's lead time plus the method's working days (docs/decisions/0120, 0173).
import { loadBasketProducts } from "@/lib/basket/products.ts";
import type { Db, Tx } from "@/lib/db.ts";
import { cashToCollect } from "@/lib/payments/cash-on-delivery.ts";
import { money } from "@/lib/pricing/index.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { slowestLeadTime } from "@/lib/shipping/lead-time.ts";
import type { OrderWithParts } from "./orders.ts";

export interface OrderReceipt {
  lines: { title: string; options: string[]; quantity: number; unitPrice: string; price: string }[];
  vouchers: { label: string; amount: string }[];
  shipping: { method: string; amount: string };
  surcharges: { name: string; amount: string }[];
  total: string;
  /** Cash on delivery: what the courier collects, and whether that is the total rounded. */
  cash: { amount: string; rounded: boolean } | null;
  /** "YYYY-MM-DD" shop dates, while the order is on its way; null once delivered or cancelled, or with nothing to deliver. */
  delivery: { earliest: string; latest: string } | null;
}

type ReceiptOrder = Pick<OrderWithParts, "lines" | "discounts" | "shippingMethod" | "shippingCode" | "shippingInclTax" | "codCharge" | "totalInclTax" | "paymentMethod" | "status" | "datePlaced">;

async function deliveryWindow(client: Tx | Db, order: ReceiptOrder): Promise<OrderReceipt["delivery"]> {
  if (order.status === "delivered" || order.status === "cancelled") return null;
  const ids = order.lines.map((l) => l.productId).filter((id): id is number => id !== null);
  const [products, method] = await Promise.all([
    loadBasketProducts(client, ids),
    client.shippingMethod.findUnique({ where: { code: order.shippingCode }, select: { minDays: true, maxDays: true } }),
  ]);
  const shipped = ids.map((id) => products.get(id)).filter((p) => p?.requiresShipping);
  if (!method || !shipped.length) return null;
  const lead = slowestLeadTime(shipped.map((p) => p!.leadTime)) ?? { minDays: 0, maxDays: 0 };
  return { earliest: estimatedDate(method.minDays + lead.minDays, order.datePlaced), latest: estimatedDate(method.maxDays + lead.maxDays, order.datePlaced) };
}

export async function orderReceipt(client: Tx | Db, order: ReceiptOrder): Promise<OrderReceipt> {
  const cash = order.paymentMethod === "cod" ? cashToCollect(order.totalInclTax) : null;
  return {
    lines: order.lines.map((l) => ({
      title: l.title,
      options: l.attributes.map((a) => `${a.name}: ${a.value}`),
      quantity: l.quantity,
      unitPrice: money(l.unitPriceInclTax),
      price: money(l.priceInclTaxExclDiscounts),
    })),
    vouchers: order.discounts.filter((d) => d.category === "voucher").map((d) => ({ label: d.voucherCode ? `Voucher ${d.voucherCode}` : d.name, amount: money(d.amount) })),
    shipping: { method: order.shippingMethod, amount: money(order.shippingInclTax) },
    surcharges: order.codCharge.isZero() ? [] : [{ name: "Cash on delivery charge", amount: money(order.codCharge) }],
    total: money(order.totalInclTax),
    cash: cash && { amount: money(cash.amount), rounded: cash.rounded },
    delivery: await deliveryWindow(client, order),
  };
}
