// Storefront content: banners, collections with their products, the home page's sections and
// the policies. Banners are matched by image key, collections by slug, home sections by type and
// title, policies by slug.
import { config } from "@/lib/config.ts";
import type { IdMap, SeedContext } from "./context.ts";
import { idOf } from "./context.ts";
import { collectionData } from "./merchandising.ts";
import { policies } from "./policies.data.ts";
import { type RenderJob, withSizes } from "./render-jobs.ts";
import { roomSvg, type RoomLook } from "./rooms.ts";
import { applyPlan, changedFields, planSync } from "./sync.ts";

const ist = (date: string) => new Date(`${date}T00:00:00+05:30`);

export const banners: { slug: string; title: string; subtitle: string; link: string; startsAt: string | null; endsAt: string | null; look: RoomLook }[] = [
  { slug: "made-in-jodhpur", title: "Sofas made by hand in Jodhpur", subtitle: "Solid hardwood frames, a 5-year warranty and free delivery in metro cities above ₹25,000.", link: "/c/living-room/", startsAt: null, endsAt: null, look: { kind: "living", colour: "Terracotta", finish: "Walnut", accent: "Indigo" } },
  { slug: "winter-bedroom-sale", title: "Winter Sale: up to 30% off bedrooms", subtitle: "Beds, wardrobes and bed linen for slower mornings. Ends 15 January.", link: "/c/bedroom/", startsAt: "2026-11-15", endsAt: "2027-01-15", look: { kind: "bedroom", colour: "Sage", finish: "Teak", accent: "Rust" } },
  { slug: "handloom-stories", title: "Handloom Stories", subtitle: "Durries, cushions and throws woven by artisan clusters across India.", link: "/collections/handloom-stories/", startsAt: null, endsAt: null, look: { kind: "handloom", colour: "Mustard", finish: "Honey", accent: "Madder" } },
  { slug: "festive-hosting", title: "Set the table for the festive season", subtitle: "Dining sets that seat the whole family, from ₹32,999.", link: "/collections/festive-hosting/", startsAt: "2026-09-15", endsAt: "2027-03-31", look: { kind: "dining", colour: "Ochre", finish: "Provincial teak", accent: "Teal" } },
  { slug: "monsoon-verandah", title: "The Monsoon Edit", subtitle: "Cane, teak and terracotta for verandahs that love the rain.", link: "/collections/monsoon-verandah/", startsAt: "2026-06-01", endsAt: "2026-09-30", look: { kind: "verandah", colour: "Sage", finish: "Teak", accent: "Mustard" } },
];

const collectionLooks: Record<string, RoomLook> = {
  "jodhpur-workshop": { kind: "workshop", colour: "Mustard", finish: "Provincial teak", accent: "Madder" },
  "monsoon-verandah": { kind: "verandah", colour: "Sage", finish: "Teak", accent: "Terracotta" },
  "small-space-living": { kind: "reading", colour: "Teal", finish: "Honey", accent: "Mustard" },
  "handloom-stories": { kind: "handloom", colour: "Indigo", finish: "Natural", accent: "Ochre" },
  "festive-hosting": { kind: "dining", colour: "Madder", finish: "Walnut", accent: "Mustard" },
  "work-from-home": { kind: "study", colour: "Charcoal", finish: "Natural", accent: "Sage" },
};

export function contentJobs(): RenderJob[] {
  const svg = (look: RoomLook, view: number, width: number, height: number) => ({ kind: "svg" as const, svg: roomSvg(look, view, width, height) });
  return [
    ...banners.flatMap((b, i) => [
      { keys: [`banners/${b.slug}.jpg`], width: 1920, height: 720, thumbWidths: [], source: svg(b.look, i % 2, 1920, 720) },
      { keys: [`banners/${b.slug}-mobile.jpg`], width: 800, height: 1000, thumbWidths: [], source: svg(b.look, (i + 1) % 2, 800, 1000) },
    ]),
    // With their 400 and 800 px copies: the tiles list them in srcset (components/content/collection-tiles.tsx).
    ...collectionData.map((c, i) => withSizes({ keys: [`collections/${c.slug}.jpg`], width: 1200, height: 800, thumbWidths: [], source: svg(collectionLooks[c.slug], i % 2, 1200, 800) })),
  ];
}

export async function seedBanners(ctx: SeedContext): Promise<void> {
  const { prisma } = ctx;
  const rows = banners.map((b, i) => ({
    image: `banners/${b.slug}.jpg`,
    mobileImage: `banners/${b.slug}-mobile.jpg`,
    title: b.title,
    subtitle: b.subtitle,
    link: b.link,
    order: i,
    isActive: true,
    startsAt: b.startsAt ? ist(b.startsAt) : null,
    endsAt: b.endsAt ? new Date(`${b.endsAt}T23:59:59+05:30`) : null,
    createdAt: ist("2026-05-20"),
  }));
  const plan = planSync(await prisma.banner.findMany(), (b) => b.image, rows, (w) => w.image);
  await applyPlan(ctx.stats, "Banner", plan, (data) => prisma.banner.createMany({ data }), (row, data) => prisma.banner.update({ where: { id: row.id }, data }));
}

export async function seedCollections(ctx: SeedContext, products: Map<string, string[]>, productIds: IdMap): Promise<IdMap> {
  const { prisma, stats } = ctx;
  const rows = collectionData.map((c, i) => ({ slug: c.slug, title: c.title, description: c.description, image: `collections/${c.slug}.jpg`, isActive: true, displayOrder: i, createdAt: ist("2026-04-01") }));
  const plan = planSync(await prisma.collection.findMany(), (c) => c.slug, rows, (w) => w.slug);
  await applyPlan(stats, "Collection", plan, (data) => prisma.collection.createMany({ data }), (row, data) => prisma.collection.update({ where: { id: row.id }, data }));
  const ids: IdMap = new Map((await prisma.collection.findMany()).map((c) => [c.slug, c.id]));

  const links = collectionData.flatMap((c) =>
    (products.get(c.slug) ?? []).map((slug, displayOrder) => ({ collectionId: idOf(ids, c.slug, "collection"), productId: idOf(productIds, slug, "product"), displayOrder })),
  );
  const key = (l: { collectionId: number; productId: number }) => `${l.collectionId}:${l.productId}`;
  const linkPlan = planSync(await prisma.collectionProduct.findMany(), key, links, key);
  await applyPlan(stats, "CollectionProduct", linkPlan, (data) => prisma.collectionProduct.createMany({ data }),
    (row, data) => prisma.collectionProduct.update({ where: { collectionId_productId: { collectionId: row.collectionId, productId: row.productId } }, data }));
  return ids;
}

export async function seedHomeSections(ctx: SeedContext, collections: IdMap): Promise<void> {
  const { prisma } = ctx;
  type Row = { type: "banners" | "categories" | "collections" | "products" | "video" | "gallery"; title: string; productSource: "featured" | "new_arrivals" | "top_rated" | "collection" | null; collectionId: number | null; itemLimit: number };
  const sections: Row[] = [
    { type: "banners", title: "Welcome home", productSource: null, collectionId: null, itemLimit: 5 },
    { type: "categories", title: "Shop by room", productSource: null, collectionId: null, itemLimit: 8 },
    { type: "products", title: "Our favourites", productSource: "featured", collectionId: null, itemLimit: 8 },
    { type: "collections", title: "Collections", productSource: null, collectionId: null, itemLimit: 6 },
    { type: "products", title: "New arrivals", productSource: "new_arrivals", collectionId: null, itemLimit: 8 },
    { type: "video", title: `Made by hand at ${config().SHOP_NAME}`, productSource: null, collectionId: null, itemLimit: 1 },
    { type: "gallery", title: "Homes we have furnished", productSource: null, collectionId: null, itemLimit: 6 },
    { type: "products", title: "Handloom Stories", productSource: "collection", collectionId: idOf(collections, "handloom-stories", "collection"), itemLimit: 8 },
  ];
  const rows = sections.map((s, i) => ({ ...s, displayOrder: i, isActive: true }));
  const key = (s: { type: string; title: string }) => `${s.type}:${s.title}`;
  const plan = planSync(await prisma.homeSection.findMany(), key, rows, key);
  await applyPlan(ctx.stats, "HomeSection", plan, (data) => prisma.homeSection.createMany({ data }), (row, data) => prisma.homeSection.update({ where: { id: row.id }, data }));
}

export async function seedPolicies(ctx: SeedContext): Promise<void> {
  const { prisma } = ctx;
  const shop = config().SHOP_NAME;
  // The about, delivery and questions pages come with the migration that made them editable (20261129085838).
  const rows = policies.map((p) => ({ slug: p.slug, title: p.title, content: p.content.replaceAll("{shop}", shop) }));
  const plan = planSync(await prisma.policy.findMany(), (p) => p.slug, rows, (w) => w.slug);
  await applyPlan(ctx.stats, "Policy", plan, (data) => prisma.policy.createMany({ data }), (row, data) => prisma.policy.update({ where: { slug: row.slug }, data }));
}

/** The demo shop's registration: its legal name and a GSTIN of Rajasthan (the check character is right). */
export async function seedShopDetails(ctx: SeedContext): Promise<void> {
  const { prisma } = ctx;
  const wanted = { legalName: `${config().SHOP_NAME} Private Limited`, gstin: "08AAJCV4821K1ZY" };
  const row = await prisma.shopDetails.findUnique({ where: { id: 1 } });
  // The row itself comes with the migration that made the table.
  const changes = row && changedFields(row, wanted);
  if (changes) await prisma.shopDetails.update({ where: { id: 1 }, data: changes });
  ctx.stats.add("ShopDetails", 0, changes ? 1 : 0);
}
