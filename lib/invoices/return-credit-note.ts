// A credit note for a return (CGST Rule 53; docs/decisions/0167): only the returned pieces of the
// returned lines, each line's taxable value and tax in proportion to the paisa (lib/returns/figures.ts,
// the same figures as the refund), split as the invoice was (CGST + SGST or IGST, the invoice's place
// of supply), under the credit-note series, against the invoice and linked to the return. No delivery
// line: the delivery was made. Null when the order has no invoice (a shop without GSTIN).
import type { Tx } from "@/lib/db.ts";
import type { CreditNote } from "@/lib/generated/prisma/client.ts";
import type { ReturnedLineFigures } from "@/lib/returns/figures.ts";
import { taxLine, taxTotals } from "./amounts.ts";
import { figures, UNIT, type PrintedDocument } from "./document.ts";
import { writeCreditNote, type IssueOptions } from "./issue.ts";
import { amountInWords } from "./words.ts";

export async function issueReturnCreditNote(tx: Tx, returnId: number, lines: readonly ReturnedLineFigures[], reason: string, opts: IssueOptions = {}): Promise<CreditNote | null> {
  const request = await tx.returnRequest.findUniqueOrThrow({ where: { id: returnId }, select: { orderId: true, creditNote: true } });
  if (request.creditNote) return request.creditNote;
  const invoice = await tx.invoice.findUnique({ where: { orderId: request.orderId } });
  if (!invoice) return null;
  const printed = invoice.document as unknown as PrintedDocument;
  const intraState = printed.tax === "intra-state";
  const allLines = await tx.orderLine.findMany({ where: { orderId: request.orderId }, select: { id: true }, orderBy: { id: "asc" } });
  const taxed = lines.map((f) => {
    // The invoice printed the order's lines in id order: the same description, as invoiced.
    const printedLine = printed.lines[allLines.findIndex((l) => l.id === f.line.id)];
    const variant = printedLine?.description ?? f.line.title;
    return taxLine({ description: variant, hsn: f.line.hsnCode, quantity: f.quantity, unit: UNIT, rate: f.line.taxRate.toString(), inclTax: f.inclTax, exclTax: f.exclTax }, intraState);
  });
  const totals = taxTotals(taxed);
  return writeCreditNote(tx, invoice, {
    reason,
    figures: totals,
    returnId,
    at: opts.at,
    document: { lines: taxed.map((l) => figures(l)), totals: figures(totals), amountInWords: amountInWords(totals.total) },
  });
}
