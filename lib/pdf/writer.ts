// Writing simple A4 documents with pdf-lib and its standard fonts (the packing slip, tax invoices and
// credit notes): lines of text top to bottom, a new page when one is full, columns, rules.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;

/** The standard fonts write WinAnsi only: anything else (₹, Devanagari) is spelled out or replaced. */
export function printable(text: string): string {
  return text
    .replace(/₹/g, "Rs. ")
    .replace(/[\u2012-\u2015\u2212]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** From the left margin. */
  x?: number;
  /** Stay on this line (the next text is drawn beside it). */
  keep?: boolean;
  /** Align the text's right end at x (figures in columns). */
  right?: boolean;
}

export class Writer {
  private page: PDFPage;
  private y: number;
  private constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A new document with fixed dates (the same content gives the same bytes) and Helvetica. */
  static async create(meta: { title: string; author: string }): Promise<{ pdf: PDFDocument; w: Writer }> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setCreationDate(new Date(0));
    pdf.setModificationDate(new Date(0));
    return { pdf, w: new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)) };
  }

  line(text: string, opts: TextOptions = {}) {
    const size = opts.size ?? 11;
    if (this.y < MARGIN + size) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    const font = opts.bold ? this.bold : this.font;
    const t = printable(text);
    const x = MARGIN + (opts.x ?? 0) - (opts.right ? font.widthOfTextAtSize(t, size) : 0);
    this.page.drawText(t, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
    if (!opts.keep) this.y -= size * 1.45;
  }

  /** One row of columns: [text, x, right-aligned?]; the row moves down once. */
  row(cells: [string, number, boolean?][], opts: { size?: number; bold?: boolean } = {}) {
    cells.forEach(([text, x, right], i) => {
      this.line(text, { ...opts, x, right, keep: i < cells.length - 1 });
    });
  }

  gap(points = 10) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 8;
  }
}
