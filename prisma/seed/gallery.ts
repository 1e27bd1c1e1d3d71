// The gallery: homes we furnished (Projects), launches and pop-ups (Events) and workshops
// (Activities). Matched by image key; images 1200 × 800 with 400 px thumbnails.
import type { SeedContext } from "./context.ts";
import type { RenderJob } from "./render-jobs.ts";
import { roomSvg, type RoomLook } from "./rooms.ts";
import { applyPlan, planSync } from "./sync.ts";

type Tag = "Projects" | "Events" | "Activities";

const items: { slug: string; title: string; tag: Tag; date: string; description: string; look: RoomLook }[] = [
  { slug: "sea-facing-flat-bandra", title: "A sea-facing flat in Bandra", tag: "Projects", date: "2026-09-18", description: "A two-bedroom flat for a young family: a low teak sofa that faces the sea, cane bedside tables and durries that survive a toddler.", look: { kind: "living", colour: "Sage", finish: "Teak", accent: "Ochre" } },
  { slug: "courtyard-home-jodhpur", title: "A courtyard home in Jodhpur", tag: "Projects", date: "2026-07-02", description: "Restoring a 1940s haveli: carved sheesham, swings in the courtyard and handloom textiles in every room.", look: { kind: "verandah", colour: "Madder", finish: "Provincial teak", accent: "Mustard" } },
  { slug: "koramangala-reading-nook", title: "A reading nook in Koramangala", tag: "Projects", date: "2026-05-21", description: "One armchair, one lamp, one durrie — and a corner of a rented flat that now feels like home.", look: { kind: "reading", colour: "Mustard", finish: "Honey", accent: "Indigo" } },
  { slug: "gurugram-dining-room", title: "A dining room for twelve in Gurugram", tag: "Projects", date: "2026-03-14", description: "An extendable sheesham table and a sideboard built to hold three generations of crockery.", look: { kind: "dining", colour: "Ochre", finish: "Walnut", accent: "Teal" } },
  { slug: "home-office-pune", title: "A home office in Pune", tag: "Projects", date: "2026-01-27", description: "A study table with a hutch, an ergonomic chair and shelves for a software engineer who works from home four days a week.", look: { kind: "study", colour: "Charcoal", finish: "Natural", accent: "Sage" } },
  { slug: "hyderabad-master-bedroom", title: "A calm master bedroom in Jubilee Hills", tag: "Projects", date: "2025-12-09", description: "A storage bed, matching bedside tables and percale linen in sage for a bedroom that faces the afternoon sun.", look: { kind: "bedroom", colour: "Sage", finish: "Teak", accent: "Rust" } },
  { slug: "indiranagar-launch", title: "Our Indiranagar experience centre opens", tag: "Events", date: "2026-08-15", description: "Three floors of room settings, a fabric library and a café corner. Thank you to everyone who came on opening day.", look: { kind: "living", colour: "Terracotta", finish: "Walnut", accent: "Indigo" } },
  { slug: "diwali-pop-up-delhi", title: "Diwali pop-up at Dilli Haat", tag: "Events", date: "2025-10-18", description: "Ten days of durries, lamps and brass at our festive pop-up, with weavers from Kutch demonstrating at the loom.", look: { kind: "handloom", colour: "Madder", finish: "Honey", accent: "Mustard" } },
  { slug: "india-design-week", title: "At India Design Week, New Delhi", tag: "Events", date: "2026-02-20", description: "We showed the Jodhpur Workshop collection and a prototype of our first outdoor range.", look: { kind: "workshop", colour: "Teal", finish: "Provincial teak", accent: "Ochre" } },
  { slug: "mumbai-design-talks", title: "Small homes, big ideas: a talk in Mumbai", tag: "Events", date: "2026-06-12", description: "Our design lead on planning 600 sq ft flats, with floor plans from real customer homes.", look: { kind: "reading", colour: "Indigo", finish: "Natural", accent: "Mustard" } },
  { slug: "workshop-open-day", title: "Workshop open day in Jodhpur", tag: "Activities", date: "2026-04-11", description: "Customers spent a day with our carpenters learning mortise-and-tenon joinery — and took home a stool they made themselves.", look: { kind: "workshop", colour: "Mustard", finish: "Walnut", accent: "Madder" } },
  { slug: "weaving-with-kutch-artisans", title: "Weaving with artisans in Bhujodi", tag: "Activities", date: "2026-01-09", description: "Our textile team's week in Bhujodi, Kutch, developing the Kala cotton throws with the Vankar weaving families.", look: { kind: "handloom", colour: "Indigo", finish: "Natural", accent: "Ochre" } },
  { slug: "tree-planting-basni", title: "Planting 2,000 trees near our workshop", tag: "Activities", date: "2026-07-20", description: "With a local school and the forest department, we planted neem, khejri and rohida saplings on the edge of Basni.", look: { kind: "verandah", colour: "Sage", finish: "Teak", accent: "Terracotta" } },
  { slug: "restoration-masterclass", title: "A furniture restoration masterclass", tag: "Activities", date: "2026-10-04", description: "How to revive an old teak chair: stripping, repairing joints and oil finishing, at our Bengaluru store.", look: { kind: "reading", colour: "Rust", finish: "Provincial teak", accent: "Sage" } },
];

export function galleryJobs(): RenderJob[] {
  return items.map((item, i) => ({
    keys: [`gallery/${item.slug}.jpg`, `gallery/${item.slug}-thumb.jpg`],
    width: 1200,
    height: 800,
    thumbWidths: [400],
    source: { kind: "svg", svg: roomSvg(item.look, i % 3, 1200, 800) },
  }));
}

export async function seedGallery(ctx: SeedContext): Promise<void> {
  const { prisma } = ctx;
  const rows = items.map((item) => ({
    image: `gallery/${item.slug}.jpg`,
    thumbnail: `gallery/${item.slug}-thumb.jpg`,
    title: item.title,
    tag: item.tag,
    description: item.description,
    date: new Date(`${item.date}T00:00:00Z`),
    createdAt: new Date(`${item.date}T12:00:00+05:30`),
  }));
  const plan = planSync(await prisma.galleryItem.findMany(), (g) => g.image, rows, (w) => w.image);
  await applyPlan(ctx.stats, "GalleryItem", plan, (data) => prisma.galleryItem.createMany({ data }), (row, data) => prisma.galleryItem.update({ where: { id: row.id }, data }));
}
