// The new-order mail to the shop's staff (STAFF_EMAIL), queued in the order's own transaction: it
// leaves only if the order is placed. It carries what staff need to act and a link to the order's
// admin page; no tracking or thanks link (those open the order without signing in).
import { config } from "@/lib/config.ts";
import type { Tx } from "@/lib/db.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { shopTime } from "@/lib/messaging/shop-time.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { dec } from "@/lib/pricing/index.ts";
import type { OrderWithParts } from "./orders.ts";

const PAYMENT_LABELS: Record<string, string> = { cod: "Cash on delivery" };

export async function queueStaffNewOrderMail(tx: Tx, order: OrderWithParts): Promise<void> {
  const a = order.shippingAddress;
  const subtotal = order.lines.reduce((s, l) => s.plus(l.priceInclTaxExclDiscounts), dec(0));
  const discount = order.discounts.reduce((s, d) => s.plus(d.amount), dec(0));
  await queueEmail(tx, {
    to: config().STAFF_EMAIL,
    template: "order-placed-staff",
    data: {
      orderNumber: String(order.number),
      placedAt: shopTime(order.datePlaced),
      buyerName: a ? `${a.firstName} ${a.lastName}`.trim() : "",
      email: order.email,
      phone: a?.phoneNumber ?? "",
      buyerKind: order.userId === null ? "Guest" : "Account",
      deliverTo: a ? `${[a.line4, a.state].filter(Boolean).join(", ")} ${a.postcode}` : "",
      paymentMethod: PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod,
      shippingMethod: order.shippingMethod,
      lines: order.lines.map((l) => ({ title: l.title, variant: l.attributes.map((x) => x.value).join(" · "), quantity: l.quantity, total: formatMoney(l.priceInclTaxExclDiscounts) })),
      totals: {
        subtotal: formatMoney(subtotal),
        shipping: order.shippingInclTax.isZero() ? "Free" : formatMoney(order.shippingInclTax),
        discount: discount.isZero() ? "" : `−${formatMoney(discount)}`,
        total: formatMoney(order.totalInclTax),
      },
      adminUrl: publicUrl(`/admin/orders/${order.id}/`),
    },
  });
}
