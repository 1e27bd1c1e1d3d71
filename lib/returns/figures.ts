// The figures of a return's lines when it is received: each line's share of what was paid and of its
// taxable value (amounts.ts), after the pieces of that line earlier received returns already credited.
// The refund and the credit note are both made from these, so they agree to the paisa.
import type { Tx } from "@/lib/db.ts";
import type { OrderLine } from "@/lib/generated/prisma/client.ts";
import { sum, type Decimal } from "@/lib/pricing/index.ts";
import { shareOf } from "./amounts.ts";

export interface ReturnedLineFigures {
  line: OrderLine;
  quantity: number;
  inclTax: Decimal;
  exclTax: Decimal;
}

export async function returnedLineFigures(tx: Tx, returnId: number): Promise<ReturnedLineFigures[]> {
  const lines = await tx.returnLine.findMany({ where: { returnId }, include: { orderLine: true }, orderBy: { orderLineId: "asc" } });
  const earlier = await tx.returnLine.groupBy({
    by: ["orderLineId"],
    where: { orderLineId: { in: lines.map((l) => l.orderLineId) }, returnId: { not: returnId }, request: { status: { in: ["received", "refunded"] } } },
    _sum: { quantity: true },
  });
  const before = new Map(earlier.map((e) => [e.orderLineId, e._sum.quantity ?? 0]));
  return lines.map((l) => {
    const done = before.get(l.orderLineId) ?? 0;
    return {
      line: l.orderLine,
      quantity: l.quantity,
      inclTax: shareOf(l.orderLine.priceInclTax, l.orderLine.quantity, done, l.quantity),
      exclTax: shareOf(l.orderLine.priceExclTax, l.orderLine.quantity, done, l.quantity),
    };
  });
}

export const refundOf = (figures: readonly ReturnedLineFigures[]): Decimal => sum(figures.map((f) => f.inclTax));
