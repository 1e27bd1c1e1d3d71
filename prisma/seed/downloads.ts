// Brochures: PDFs written with pdf-lib at seed time (a cover, then pages of products with prices
// as "Rs. 24,999" — the standard PDF fonts have no ₹ sign), each with a cover thumbnail.
// Matched by file key; file sizes are the real sizes on disk.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { config } from "@/lib/config.ts";
import type { SeedContext } from "./context.ts";
import type { ProductSpec } from "./products.ts";
import type { RenderJob } from "./render-jobs.ts";
import { roomSvg, type RoomLook } from "./rooms.ts";
import { applyPlan, planSync } from "./sync.ts";

interface Brochure {
  slug: string;
  title: string;
  description: string;
  date: string;
  groups: string[];
  look: RoomLook;
}

const brochures: Brochure[] = [
  { slug: "catalogue-2026-27", title: "Catalogue 2026–27", description: "Every design in the shop this season, room by room, with prices and sizes.", date: "2026-04-01", groups: ["sofa", "chair", "table", "storage", "bed", "dining", "desk", "lamp", "rug"], look: { kind: "living", colour: "Terracotta", finish: "Walnut", accent: "Indigo" } },
  { slug: "living-room-lookbook", title: "Living Room Lookbook", description: "Sofas, armchairs, coffee tables and the textiles that go with them.", date: "2026-06-10", groups: ["sofa", "chair", "pouffe", "table", "cushion"], look: { kind: "reading", colour: "Mustard", finish: "Honey", accent: "Teal" } },
  { slug: "bedroom-and-storage", title: "Bedroom and Storage Guide", description: "Beds in king, queen and single sizes, wardrobes and chests, with a guide to measuring your room.", date: "2026-08-05", groups: ["bed", "storage", "linen"], look: { kind: "bedroom", colour: "Sage", finish: "Teak", accent: "Rust" } },
  { slug: "handloom-stories-lookbook", title: "Handloom Stories Lookbook", description: "Durries, cushions and throws, and the weaving clusters that make them.", date: "2026-09-20", groups: ["rug", "cushion", "throw", "curtain"], look: { kind: "handloom", colour: "Indigo", finish: "Natural", accent: "Ochre" } },
  { slug: "care-and-assembly-guide", title: "Care and Assembly Guide", description: "How to look after solid wood, cane and upholstery, and what to expect on delivery day.", date: "2026-03-01", groups: [], look: { kind: "workshop", colour: "Mustard", finish: "Provincial teak", accent: "Madder" } },
];

const headings: Record<string, string> = {
  sofa: "Sofas", chair: "Chairs", pouffe: "Pouffes", table: "Tables", storage: "Storage", bed: "Beds", dining: "Dining",
  desk: "Desks", lamp: "Lighting", rug: "Rugs and durries", cushion: "Cushions", throw: "Throws", curtain: "Curtains", linen: "Bed linen",
};

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Text the standard (WinAnsi) fonts can draw: no ₹, no characters outside Latin-1 and a few extras. */
export function pdfText(text: string): string {
  return text
    .replace(/₹\s?/g, "Rs. ")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e\u00a0-\u00ff–—•…×]/g, "");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const careText = [
  ["Solid wood", "Dust with a soft, dry cloth. Wipe spills at once and use coasters and mats under hot dishes. Keep furniture out of direct sun and away from air-conditioner vents to avoid cracks. Oil teak and sheesham once a year with the care kit in your box."],
  ["Cane and rattan", "Vacuum with a brush attachment. Once a month, wipe with a damp cloth and let it dry in shade: a little moisture keeps cane supple."],
  ["Upholstery", "Vacuum weekly and turn loose cushions so they wear evenly. Blot spills with a clean cloth; do not rub. Use a professional upholstery cleaner once a year."],
  ["Delivery day", "Our team will call the day before with a two-hour window. Please measure doors, lifts and staircases in advance, and keep a clear path to the room. We assemble everything and take the packaging away."],
  ["Warranty", "Sofa frames carry a 5-year warranty and most wooden furniture 3 years against manufacturing defects. Keep your invoice: it is your warranty card."],
];

async function brochurePdf(b: Brochure, products: ProductSpec[]): Promise<Uint8Array> {
  const shop = pdfText(config().SHOP_NAME);
  const date = new Date(`${b.date}T09:00:00+05:30`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(pdfText(`${shop} – ${b.title}`));
  doc.setAuthor(shop);
  doc.setSubject(pdfText(b.description));
  doc.setCreator(shop);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.18, 0.16, 0.14);
  const clay = rgb(0.71, 0.37, 0.24);
  const [width, height] = [595.28, 841.89];

  const cover = doc.addPage([width, height]);
  cover.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.95, 0.91, 0.86) });
  cover.drawRectangle({ x: 0, y: height - 260, width, height: 260, color: clay });
  cover.drawText(shop, { x: 50, y: height - 120, size: 40, font: serifBold, color: rgb(1, 1, 1) });
  cover.drawText(pdfText(b.title), { x: 50, y: height - 170, size: 24, font: serif, color: rgb(1, 1, 1) });
  wrap(pdfText(b.description), sans, 13, width - 100).forEach((line, i) => {
    cover.drawText(line, { x: 50, y: height - 320 - i * 19, size: 13, font: sans, color: ink });
  });
  cover.drawText("Plot 14, Heavy Industrial Area, Basni, Jodhpur 342005 · care@vanyaliving.in", { x: 50, y: 50, size: 9, font: sans, color: ink });

  let page: PDFPage | undefined;
  let y = 0;
  const newPage = (heading: string) => {
    page = doc.addPage([width, height]);
    page.drawText(pdfText(heading), { x: 50, y: height - 70, size: 22, font: serifBold, color: clay });
    page.drawLine({ start: { x: 50, y: height - 82 }, end: { x: width - 50, y: height - 82 }, thickness: 0.8, color: clay });
    page.drawText(`${shop} · ${pdfText(b.title)} · page ${doc.getPageCount() - 1}`, { x: 50, y: 30, size: 8, font: sans, color: ink });
    y = height - 115;
  };
  if (!b.groups.length) {
    newPage("Caring for your furniture");
    for (const [heading, text] of careText) {
      page!.drawText(heading, { x: 50, y, size: 14, font: serifBold, color: ink });
      y -= 20;
      for (const line of wrap(text, sans, 11, width - 100)) {
        page!.drawText(line, { x: 50, y, size: 11, font: sans, color: ink });
        y -= 15;
      }
      y -= 14;
    }
  }
  for (const group of b.groups) {
    const list = products.filter((p) => p.group === group && p.isPublic && p.structure !== "parent").slice(0, 14);
    if (!list.length) continue;
    newPage(headings[group] ?? group);
    for (const p of list) {
      if (y < 90) newPage("(continued)");
      page!.drawText(pdfText(p.title), { x: 50, y, size: 12, font: serifBold, color: ink });
      const price = `Rs. ${rupees.format(Number(p.price))}`;
      page!.drawText(price, { x: width - 50 - sans.widthOfTextAtSize(price, 11), y, size: 11, font: sans, color: clay });
      y -= 15;
      const dims = p.attributes.dimensions ? `${p.attributes.dimensions} · ` : "";
      page!.drawText(pdfText(`${dims}${p.attributes.material ?? ""} · SKU ${p.sku}`), { x: 50, y, size: 9, font: sans, color: ink });
      y -= 26;
    }
  }
  return doc.save({ useObjectStreams: false });
}

export function downloadJobs(): RenderJob[] {
  return brochures.map((b, i) => ({ keys: [`downloads/${b.slug}-cover.jpg`], width: 600, height: 800, thumbWidths: [], source: { kind: "svg", svg: roomSvg(b.look, i % 2, 600, 800) } }));
}

export async function seedDownloads(ctx: SeedContext, products: ProductSpec[]): Promise<void> {
  const { prisma, media } = ctx;
  const rows = [];
  for (const b of brochures) {
    const file = `downloads/${b.slug}.pdf`;
    await media.ensure([file], async () => [await brochurePdf(b, products)]);
    rows.push({
      file,
      title: b.title,
      description: b.description,
      thumbnail: `downloads/${b.slug}-cover.jpg`,
      fileType: "pdf",
      fileSize: media.sizeOf(file),
      isActive: true,
      createdAt: new Date(`${b.date}T09:00:00+05:30`),
    });
  }
  const plan = planSync(await prisma.download.findMany(), (d) => d.file, rows, (w) => w.file);
  await applyPlan(ctx.stats, "Download", plan, (data) => prisma.download.createMany({ data }), (row, data) => prisma.download.update({ where: { id: row.id }, data }));
}
