// The PDF of a tax invoice or credit note, drawn from its frozen document alone (document.ts): the same
// document always gives the same bytes. Standard fonts: "₹" prints as "Rs." (lib/pdf/writer.ts).
import { Writer } from "@/lib/pdf/writer.ts";
import type { PrintedDocument } from "./document.ts";

const TITLES: Record<PrintedDocument["kind"], string> = { invoice: "Tax invoice", "credit-note": "Credit note" };

/** Splits a description into pieces that fit its column. */
function wrap(text: string, width = 42): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}-` : l));
}

export async function documentPdf(d: PrintedDocument): Promise<Uint8Array> {
  const title = TITLES[d.kind];
  const { pdf, w } = await Writer.create({ title: `${title} ${d.number}`, author: d.seller.legalName });
  w.line(d.seller.legalName, { size: 16, bold: true });
  for (const l of d.seller.address) w.line(l, { size: 9 });
  w.line(`GSTIN ${d.seller.gstin ?? "-"}  State ${d.seller.state} (code ${d.seller.stateCode})  Phone ${d.seller.phone}`, { size: 9 });
  w.gap(6);
  w.line(title, { size: 14, bold: true });
  w.line(`${title} no. ${d.number}    Date ${d.date}    Order #${d.orderNumber}`, { size: 10 });
  if (d.against) w.line(`Against tax invoice no. ${d.against.number} dated ${d.against.date}`, { size: 10 });
  if (d.reason) w.line(`Reason: ${d.reason}`, { size: 10 });
  w.line(`Place of supply: ${d.placeOfSupply.name} (state code ${d.placeOfSupply.code})`, { size: 10 });
  w.gap(6);
  w.line("Billed to", { bold: true, size: 10 });
  if (d.buyer.businessName) w.line(d.buyer.businessName, { size: 10 });
  w.line(d.buyer.name, { size: 10 });
  for (const l of d.buyer.address.slice(1)) w.line(l, { size: 9 });
  if (d.buyer.gstin) w.line(`GSTIN ${d.buyer.gstin}`, { size: 9 });
  if (d.buyer.stateCode) w.line(`State ${d.buyer.state} (code ${d.buyer.stateCode})`, { size: 9 });
  if (d.deliveryAddress.length) {
    w.gap(4);
    w.line("Delivered to", { bold: true, size: 10 });
    for (const l of d.deliveryAddress) w.line(l, { size: 9 });
  }
  w.gap(6);
  w.rule();
  const intra = d.tax === "intra-state";
  const taxHeads: [string, number, boolean][] = intra ? [["CGST", 400, true], ["SGST", 445, true]] : [["IGST", 445, true]];
  w.row([["Description", 0], ["HSN/SAC", 175], ["Qty", 240, true], ["Unit", 246], ["Taxable value", 322, true], ["Rate", 352, true], ...taxHeads, ["Total", 495, true]], { size: 8, bold: true });
  w.rule();
  for (const l of d.lines) {
    const [first, ...rest] = wrap(l.description);
    const taxes: [string, number, boolean][] = intra ? [[l.cgst, 400, true], [l.sgst, 445, true]] : [[l.igst, 445, true]];
    w.row([[first ?? "", 0], [l.hsn, 175], [String(l.quantity), 240, true], [l.unit, 246], [l.taxable, 322, true], [`${l.ratePercent}%`, 352, true], ...taxes, [l.total, 495, true]], { size: 8 });
    for (const more of rest) w.line(more, { size: 8 });
  }
  w.rule();
  const t = d.totals;
  const totalTaxes: [string, number, boolean][] = intra ? [[t.cgst, 400, true], [t.sgst, 445, true]] : [[t.igst, 445, true]];
  w.row([["Total (Rs.)", 0], [t.taxable, 322, true], ...totalTaxes, [t.total, 495, true]], { size: 8, bold: true });
  w.gap(6);
  if (intra) {
    w.line(`Central tax (CGST) Rs. ${t.cgst}    State tax (SGST) Rs. ${t.sgst}`, { size: 9 });
  } else w.line(`Integrated tax (IGST) Rs. ${t.igst}`, { size: 9 });
  w.line(`${d.kind === "invoice" ? "Invoice total" : "Credit total"} Rs. ${t.total}`, { size: 11, bold: true });
  w.line(`Amount in words: ${d.amountInWords}`, { size: 9 });
  w.line("Tax payable on reverse charge: No", { size: 9 });
  w.gap(16);
  w.line(`For ${d.seller.legalName}`, { size: 9 });
  w.line("Authorised signatory (issued electronically)", { size: 9 });
  return pdf.save();
}
