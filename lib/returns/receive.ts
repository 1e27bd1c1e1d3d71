// A return has reached the shop (staff marked it received): in that transaction the resaleable goods go
// back on their stock records, the return's credit note is issued (when the order was invoiced) and
// its refund is written — to the original payment for an order paid online, to the buyer's UPI ID for
// cash on delivery (lib/payments/refunds.ts sends or queues it; its settling moves the return on to
// refunded). The order row is locked first, so two returns of one order are received one at a time and
// each credits what the other has not.
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Tx } from "@/lib/db.ts";
import { issueReturnCreditNote } from "@/lib/invoices/return-credit-note.ts";
import { requestRefund } from "@/lib/payments/refunds.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { refundOf, returnedLineFigures, type ReturnedLineFigures } from "./figures.ts";

async function restock(tx: Tx, figures: readonly ReturnedLineFigures[]): Promise<void> {
  const productIds: number[] = [];
  // In stock record order, as checkout locks them, so a receipt and a checkout never wait on each other in a circle.
  for (const f of [...figures].sort((a, b) => (a.line.stockRecordId ?? 0) - (b.line.stockRecordId ?? 0))) {
    if (f.line.stockRecordId === null) continue;
    await tx.$executeRaw`UPDATE "StockRecord" SET "numInStock" = "numInStock" + ${f.quantity}, "dateUpdated" = now() WHERE id = ${f.line.stockRecordId}`;
    if (f.line.productId !== null) productIds.push(f.line.productId);
  }
  if (productIds.length) await catalogueChanged(tx, { productIds, stock: true });
}

/** Returns the refund's amount. */
export async function receiveReturn(tx: Tx, returnId: number, r: { resaleable: boolean; staffId: number }): Promise<Decimal> {
  const { orderId, refundUpiId } = await tx.returnRequest.findUniqueOrThrow({ where: { id: returnId }, select: { orderId: true, refundUpiId: true } });
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  const figures = await returnedLineFigures(tx, returnId);
  if (r.resaleable) await restock(tx, figures);
  const reason = `Goods returned (return ${returnId})`;
  await issueReturnCreditNote(tx, returnId, figures, reason);
  const amount = refundOf(figures);
  await requestRefund(tx, { orderId, amount, reason, returnId, upiId: refundUpiId, createdById: r.staffId });
  return amount;
}
