// The printable packing slip (PDF, A4): the sender (the shop's details), who and where to deliver to, the lines to pack with SKU and
// quantity, and how the buyer pays — no prices beyond the amount to collect on delivery.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { addressLines } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import type { AdminOrder } from "./detail.ts";
import { paymentLabel, staffTime } from "./labels.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts write WinAnsi only: anything else (₹, Devanagari) is spelled out or replaced. */
function printable(text: string): string {
  return text
    .replace(/₹/g, "Rs. ")
    .replace(/[\u2012-\u2015\u2212]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  line(text: string, opts: { size?: number; bold?: boolean; x?: number; keep?: boolean } = {}) {
    const size = opts.size ?? 11;
    if (this.y < MARGIN + size) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.page.drawText(printable(text), { x: MARGIN + (opts.x ?? 0), y: this.y - size, size, font: opts.bold ? this.bold : this.font, color: rgb(0.1, 0.1, 0.1) });
    if (!opts.keep) this.y -= size * 1.45;
  }

  gap(points = 10) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 8;
  }
}

export async function packingSlipPdf(order: AdminOrder): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip, order ${order.number}`);
  pdf.setAuthor(config().SHOP_NAME);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  w.line(config().SHOP_NAME, { size: 18, bold: true });
  // Who sends the parcel, as the shop's details say now (a return goes back there).
  const shop = await readShopDetails();
  if (shop) {
    w.line(`${shop.legalName}, ${shop.address.join(", ")}`, { size: 9 });
    w.line(`Phone ${shop.phone.display}${shop.gstin ? ` - GSTIN ${shop.gstin}` : ""}`, { size: 9 });
  }
  w.line(`Packing slip - order #${order.number}`, { size: 14, bold: true });
  w.line(`Placed ${staffTime(order.datePlaced)}`);
  w.gap();
  w.line("Deliver to", { bold: true });
  const a = order.shippingAddress;
  if (a) {
    for (const l of addressLines(a, a.countryIso2)) w.line(l);
    if (a.phoneNumber) w.line(`Phone: ${a.phoneNumber}`);
    if (a.notes) w.line(`Notes: ${a.notes}`);
  } else w.line("No delivery address.");
  w.gap();
  w.line(`Delivery: ${order.shippingMethod}`);
  w.line(`Payment: ${paymentLabel(order.paymentMethod)}${order.paymentMethod === "cod" ? ` - collect Rs. ${order.totalInclTax.toFixed(2)}` : ""}`);
  w.gap();
  w.rule();
  w.line("Qty", { bold: true, keep: true });
  w.line("SKU", { bold: true, x: 40, keep: true });
  w.line("Item", { bold: true, x: 160 });
  w.rule();
  for (const l of order.lines) {
    const variant = l.attributes.map((x) => x.value).join(", ");
    w.line(String(l.quantity), { keep: true });
    w.line(l.partnerSku.slice(0, 22), { x: 40, keep: true });
    w.line(`${l.title}${variant ? ` (${variant})` : ""}`.slice(0, 70), { x: 160 });
  }
  w.rule();
  w.line(`${order.lines.reduce((n, l) => n + l.quantity, 0)} items in ${order.lines.length} lines`);
  return pdf.save();
}
