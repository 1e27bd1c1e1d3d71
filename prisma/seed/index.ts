// The demo shop for a fresh install (`npm run db:seed`, and on first start when the shop is empty):
// a category tree, ~300 products with variants, pictures, stock and prices, shipping by pincode,
// vouchers, content, careers and a staff account. Idempotent: a second run finds everything in
// place, writes nothing and renders nothing.
import fs from "node:fs";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { config } from "@/lib/config.ts";
import type { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { seedCareers } from "./careers.ts";
import { seedSearchSynonyms } from "./search-synonyms.ts";
import { flattenCategories, seedCatalogueStructure, seedCategories } from "./catalogue.ts";
import { seedProducts } from "./catalogue-products.ts";
import { seedBanners, seedCollections, seedHomeSections, seedPolicies, seedShopDetails, contentJobs } from "./content.ts";
import type { SeedContext } from "./context.ts";
import { downloadJobs, seedDownloads } from "./downloads.ts";
import { galleryJobs, seedGallery } from "./gallery.ts";
import { seedHomeVideo, videoJobs } from "./home-video.ts";
import { MediaStore } from "./media.ts";
import { collectionProducts } from "./merchandising.ts";
import { productImages } from "./product-images.ts";
import { buildProducts, type ProductSpec } from "./products.ts";
import { withSizes, type RenderJob } from "./render-jobs.ts";
import { defaultRenderProcesses, renderAll } from "./render-pool.ts";
import { seedShipping } from "./shipping.ts";
import { seedSpins, spinJobs, spins } from "./spin360.ts";
import { seedStaff } from "./staff.ts";
import { SeedStats } from "./sync.ts";
import { seedVouchers } from "./vouchers.ts";

export interface SeedOptions {
  /** Where pictures, brochures and the video go (default: MEDIA_DIR, i.e. DATA_DIR/media). */
  mediaDir?: string;
  log?: (line: string) => void;
  /** Processes that render pictures (default: one per core, at most four). */
  renderProcesses?: number;
}

export interface SeedSummary {
  /** Rows in the main tables after the run. */
  counts: Record<string, number>;
  /** Rows this run created or updated, per table (empty on a run that found everything in place). */
  created: Record<string, number>;
  updated: Record<string, number>;
  mediaWritten: number;
  mediaSkipped: number;
  seconds: number;
}

/** True when the shop has neither products nor categories (a fresh database). */
export async function isShopEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.product.count()) === 0 && (await prisma.category.count()) === 0;
}

/**
 * A picture per category: view 1 of a product found in the category or below it, each category its own
 * product (a room and its first subcategory showed the same sofa side by side in "Shop by room"), the
 * first one no other category has taken, else the first.
 */
export function categoryImages(products: ProductSpec[]): { keys: Map<string, string>; jobs: RenderJob[]; productOf: Map<string, string> } {
  const rows = flattenCategories();
  const keys = new Map<string, string>();
  const productOf = new Map<string, string>();
  const taken = new Set<string>();
  const jobs: RenderJob[] = [];
  for (const row of rows) {
    const below = new Set(rows.filter((r) => r.path === row.path || r.path.startsWith(`${row.path}.`)).map((r) => r.slug));
    const candidates = products.filter((p) => p.categories.some((c) => below.has(c)));
    const product = candidates.find((p) => !taken.has(p.slug)) ?? candidates[0];
    if (!product) continue;
    taken.add(product.slug);
    productOf.set(row.slug, product.slug);
    const key = `categories/${row.slug}.jpg`;
    keys.set(row.slug, key);
    jobs.push(withSizes({ keys: [key], width: 800, height: 600, thumbWidths: [], source: { kind: "still", picture: product.picture, view: 0 } }));
  }
  return { keys, jobs, productOf };
}

async function countRows(prisma: PrismaClient): Promise<Record<string, number>> {
  const byStructure = await prisma.product.groupBy({ by: ["structure"], _count: { _all: true } });
  const structure = (s: string) => byStructure.find((r) => r.structure === s)?._count._all ?? 0;
  return {
    categories: await prisma.category.count(),
    products: await prisma.product.count(),
    standalone: structure("standalone"),
    parents: structure("parent"),
    children: structure("child"),
    productImages: await prisma.productImage.count(),
    images360: await prisma.image360.count(),
    stockRecords: await prisma.stockRecord.count(),
    locations: await prisma.location.count(),
    vouchers: await prisma.voucher.count(),
    banners: await prisma.banner.count(),
    collections: await prisma.collection.count(),
    galleryItems: await prisma.galleryItem.count(),
    downloads: await prisma.download.count(),
    jobAlerts: await prisma.jobAlert.count(),
    users: await prisma.user.count(),
  };
}

export async function seedDemoShop(prisma: PrismaClient, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const media = new MediaStore(opts.mediaDir ?? config().mediaDir);
  fs.mkdirSync(media.root, { recursive: true });
  const ctx: SeedContext = { prisma, media, stats: new SeedStats(), log, renderProcesses: opts.renderProcesses ?? defaultRenderProcesses() };

  const products = buildProducts();
  const turntables = spins(products);
  const categories = categoryImages(products);
  const jobs = [
    ...products.flatMap(productImages).map((image) => image.job),
    ...spinJobs(turntables),
    ...categories.jobs,
    ...contentJobs(),
    ...galleryJobs(),
    ...downloadJobs(),
    ...videoJobs(),
  ];
  // Pictures render in other processes while this one writes the database.
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const rendering = renderAll(media, jobs, ctx.renderProcesses, log).then(() => log(`Pictures ready after ${seconds()} s.`));
  rendering.catch(() => undefined);
  let staffNote: string | undefined;
  try {
    log(`Seeding ${products.length} products and their pictures into ${media.root}…`);
    const ids = await seedCatalogueStructure(ctx);
    const categoryIds = await seedCategories(ctx, categories.keys);
    const productIds = await seedProducts(ctx, products, ids, categoryIds);
    await seedSpins(ctx, turntables, productIds);
    await seedShipping(ctx);
    await seedVouchers(ctx);
    await seedBanners(ctx);
    const collections = await seedCollections(ctx, collectionProducts(products), productIds);
    await seedHomeSections(ctx, collections);
    await seedGallery(ctx);
    await seedDownloads(ctx, products);
    await seedHomeVideo(ctx);
    await seedPolicies(ctx);
    await seedShopDetails(ctx);
    await seedCareers(ctx);
    await seedSearchSynonyms(ctx);
    staffNote = await seedStaff(ctx);
    // Listing prices, availability and search documents, and every catalogue cache told to start over.
    await catalogueChanged(prisma, { all: true });
    await prisma.$executeRaw`ANALYZE`; // planner statistics for the new rows (PGlite has no autovacuum)
    log(`Database rows ready after ${seconds()} s.`);
  } finally {
    await rendering.catch(() => undefined);
  }
  await rendering;

  const summary: SeedSummary = {
    counts: await countRows(prisma),
    created: Object.fromEntries(ctx.stats.created),
    updated: Object.fromEntries(ctx.stats.updated),
    mediaWritten: media.written,
    mediaSkipped: media.skipped,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  log(`Wrote ${ctx.stats.totalCreated} new and ${ctx.stats.totalUpdated} changed rows, ${media.written} media files (${media.skipped} already there).`);
  // Last, so that it is not lost among the lines above: a generated staff password, printed once.
  if (staffNote) log(staffNote);
  return summary;
}
