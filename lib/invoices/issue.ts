// Issuing tax invoices and credit notes, inside the transaction of what causes them: a cash-on-delivery
// order's invoice when staff ship it, an online order's when it is paid (the payment work calls
// issueInvoice), a credit note when an invoiced order is cancelled (lib/orders/pipeline.ts). The order
// row is locked first, so one order never gets two invoices; the series' counter next (serials.ts).
// A shop not registered for GST (no GSTIN in its details) issues no tax invoice. docs/decisions/0143.
import type { Prisma, Tx } from "@/lib/db.ts";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import type { CreditNote, Invoice } from "@/lib/generated/prisma/client.ts";
import { orderInclude, type OrderWithParts } from "@/lib/orders/orders.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { buildDocument, indianDate, type PrintedDocument } from "./document.ts";
import { nextSerial, SERIES } from "./serials.ts";

export interface IssueOptions {
  /** The moment of issue (tests: either side of a financial year's end); now by default. */
  at?: Date;
}

async function lockOrder(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  return rows.length === 1;
}

async function countryNames(tx: Tx, order: OrderWithParts): Promise<Map<string, string>> {
  const codes = [order.shippingAddress?.countryIso2, order.billingAddress?.countryIso2].filter((c): c is string => !!c);
  const rows = await tx.country.findMany({ where: { iso2: { in: codes } }, select: { iso2: true, printableName: true } });
  return new Map(rows.map((r) => [r.iso2, r.printableName]));
}

/**
 * The order's tax invoice: the one it has, or a new one with the next serial of the financial year.
 * Null when the order does not exist or the shop has no GSTIN.
 */
export async function issueInvoice(tx: Tx, orderId: number, opts: IssueOptions = {}): Promise<Invoice | null> {
  if (!(await lockOrder(tx, orderId))) return null;
  const existing = await tx.invoice.findUnique({ where: { orderId } });
  if (existing) return existing;
  const shop = await readShopDetails(tx);
  if (!shop?.gstin) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude });
  const issuedAt = opts.at ?? new Date();
  const serial = await nextSerial(tx, SERIES.invoice, issuedAt);
  const document = buildDocument({ kind: "invoice", number: serial.number, issuedAt, order, shop, countryNames: await countryNames(tx, order) });
  const t = document.totals;
  return tx.invoice.create({
    data: {
      orderId,
      number: serial.number,
      financialYear: serial.financialYear,
      serial: serial.serial,
      issuedAt,
      buyerGstin: order.gstin,
      buyerBusinessName: order.businessName,
      placeOfSupply: document.placeOfSupply.code,
      taxableValue: t.taxable,
      cgst: t.cgst,
      sgst: t.sgst,
      igst: t.igst,
      totalInclTax: t.total,
      document: document as unknown as Prisma.InputJsonValue,
    },
  });
}

/** The figures a credit note records: its taxable value, each tax and its total. */
export interface CreditedFigures {
  taxable: Decimal | Prisma.Decimal;
  cgst: Decimal | Prisma.Decimal;
  sgst: Decimal | Prisma.Decimal;
  igst: Decimal | Prisma.Decimal;
  total: Decimal | Prisma.Decimal;
}

/**
 * Writes a credit note against `invoice` with the next serial of the credit-note series: the invoice's
 * document as `document` changes it (the lines credited), marked as a credit note with its number,
 * date, reason and the invoice it is against. One function for the whole invoice and for a return.
 */
export async function writeCreditNote(
  tx: Tx,
  invoice: Invoice,
  c: { reason: string; figures: CreditedFigures; returnId?: number | null; document?: Partial<PrintedDocument>; at?: Date },
): Promise<CreditNote> {
  const issuedAt = c.at ?? new Date();
  const serial = await nextSerial(tx, SERIES.creditNote, issuedAt);
  const printed = invoice.document as unknown as PrintedDocument;
  const document: PrintedDocument = {
    ...printed,
    ...c.document,
    kind: "credit-note",
    number: serial.number,
    issuedAt: issuedAt.toISOString(),
    date: indianDate(issuedAt),
    against: { number: invoice.number, date: printed.date },
    reason: c.reason,
  };
  const f = c.figures;
  return tx.creditNote.create({
    data: {
      invoiceId: invoice.id,
      returnId: c.returnId ?? null,
      number: serial.number,
      financialYear: serial.financialYear,
      serial: serial.serial,
      issuedAt,
      reason: c.reason,
      taxableValue: f.taxable,
      cgst: f.cgst,
      sgst: f.sgst,
      igst: f.igst,
      totalInclTax: f.total,
      document: document as unknown as Prisma.InputJsonValue,
    },
  });
}

/**
 * A credit note for the whole of the order's invoice (the order cancelled): the invoice's own lines and
 * figures, under the credit-note series. Null when the order has no invoice; the one it has when the
 * invoice was already credited in whole.
 */
export async function issueCreditNote(tx: Tx, orderId: number, reason: string, opts: IssueOptions = {}): Promise<CreditNote | null> {
  if (!(await lockOrder(tx, orderId))) return null;
  const invoice = await tx.invoice.findUnique({ where: { orderId }, include: { creditNotes: { where: { returnId: null }, orderBy: { id: "asc" } } } });
  if (!invoice) return null;
  if (invoice.creditNotes.length) return invoice.creditNotes[0]!;
  const figures = { taxable: invoice.taxableValue, cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst, total: invoice.totalInclTax };
  return writeCreditNote(tx, invoice, { reason, figures, at: opts.at });
}
