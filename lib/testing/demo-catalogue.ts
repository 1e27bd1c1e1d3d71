// The demo shop's catalogue (categories, classes, attributes, options, ~300 products with variants,
// stock and prices) and the search synonyms, without its pictures: for tests that need the real catalogue's data, such as
// search relevance. Image rows are written; their files are not rendered.
import os from "node:os";
import path from "node:path";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Db } from "@/lib/db.ts";
import { seedCatalogueStructure, seedCategories } from "@/prisma/seed/catalogue.ts";
import { seedProducts } from "@/prisma/seed/catalogue-products.ts";
import { MediaStore } from "@/prisma/seed/media.ts";
import { buildProducts } from "@/prisma/seed/products.ts";
import { seedSearchSynonyms } from "@/prisma/seed/search-synonyms.ts";
import { SeedStats } from "@/prisma/seed/sync.ts";

export async function seedDemoCatalogue(prisma: Db): Promise<void> {
  const ctx = { prisma, media: new MediaStore(path.join(os.tmpdir(), "unused-media")), stats: new SeedStats(), log: () => {}, renderProcesses: 1 };
  const ids = await seedCatalogueStructure(ctx);
  const categories = await seedCategories(ctx, new Map());
  await seedProducts(ctx, buildProducts(), ids, categories);
  await seedSearchSynonyms(ctx);
  await catalogueChanged(prisma, { all: true });
  await prisma.$executeRaw`ANALYZE`;
}
