// The mails about an order's money: a refund sent or paid. (A payment received is told by the order
// confirmation itself, queued when the payment arrives: lib/payments/settle.ts.)
import type { Tx } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { formatMoney } from "@/lib/money/format.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { trackingUrl } from "./access.ts";

export interface RefundMail {
  orderId: number;
  amount: Decimal;
  destination: string;
  reason: string;
  state: "sent" | "paid";
  reference?: string;
}

export async function queueRefundMail(tx: Tx, m: RefundMail): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: m.orderId },
    select: { number: true, email: true, trackingTokenVersion: true, shippingAddress: { select: { firstName: true } }, user: { select: { firstName: true } } },
  });
  await queueEmail(tx, {
    to: order.email,
    template: "order-refund",
    data: {
      name: order.shippingAddress?.firstName ?? order.user?.firstName ?? "",
      orderNumber: String(order.number),
      amount: formatMoney(m.amount),
      destination: m.destination,
      reason: m.reason,
      state: m.state,
      ...(m.reference ? { reference: m.reference } : {}),
    },
    secrets: { trackingUrl: trackingUrl(order.number, order.trackingTokenVersion) },
  });
}
