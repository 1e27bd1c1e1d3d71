// Every step of a return is an event on the order's tracking (the order keeps its own status, delivered;
// the note says what happened to the return) and a mail to the buyer, in the step's transaction.
import type { Tx } from "@/lib/db.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { formatMoney } from "@/lib/money/format.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { accountOrderPath } from "./paths.ts";
import { HINDI_RETURN_STATUS_LABELS, HINDI_RETURN_STATUS_MESSAGES } from "./hindi-statuses.ts";
import { RETURN_STATUS_LABELS, RETURN_STATUS_MESSAGES, type ReturnStatusName } from "./statuses.ts";

export interface ReturnStep {
  returnId: number;
  status: ReturnStatusName;
  /** Staff's words to the buyer, or "". */
  note: string;
  refund?: Decimal | null;
  actorId: number | null;
}

export async function recordReturnStep(tx: Tx, step: ReturnStep): Promise<void> {
  const r = await tx.returnRequest.findUniqueOrThrow({
    where: { id: step.returnId },
    include: {
      lines: { include: { orderLine: { select: { title: true } } }, orderBy: { orderLineId: "asc" } },
      order: { select: { id: true, number: true, status: true, email: true, userId: true, language: true, shippingAddress: { select: { firstName: true } } } },
    },
  });
  const items = r.lines.map((l) => `${l.quantity} × ${l.orderLine.title}`);
  const label = RETURN_STATUS_LABELS[step.status];
  const what = step.status === "requested" ? items.join(", ") : step.note;
  await tx.orderStatusEvent.create({
    data: { orderId: r.orderId, status: r.order.status, note: `Return ${r.id} ${label.toLowerCase()}${what ? `: ${what}` : ""}`, createdById: step.actorId },
  });
  const user = r.order.shippingAddress ? null : r.order.userId === null ? null : await tx.user.findUnique({ where: { id: r.order.userId }, select: { firstName: true } });
  // The buyer's mail is in the order's language.
  const locale = asLocale(r.order.language);
  const hindi = locale === "hi";
  await queueEmail(tx, {
    to: r.order.email,
    template: "return-status",
    data: {
      ...(hindi ? { locale } : {}),
      name: r.order.shippingAddress?.firstName ?? user?.firstName ?? "",
      orderNumber: String(r.order.number),
      returnNumber: String(r.id),
      status: hindi ? HINDI_RETURN_STATUS_LABELS[step.status] : label,
      message: (hindi ? HINDI_RETURN_STATUS_MESSAGES : RETURN_STATUS_MESSAGES)[step.status],
      note: step.note,
      items,
      ...(step.refund ? { refund: formatMoney(step.refund, locale) } : {}),
      orderUrl: publicUrl(localePath(locale, accountOrderPath(r.order.id))),
    },
  });
}
