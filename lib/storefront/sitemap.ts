// What the sitemap lists: the home page, every public category and every public product's page.
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { listProducts } from "@/lib/catalogue/listing.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { categoryLink } from "./menu.ts";

const PAGE = 100;
/** A sitemap holds at most 50,000 addresses. */
const MAX_PRODUCTS = 49_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const tree = await categoryTree();
  const categories = tree.ordered.filter((c) => c.visible).map((c) => ({ path: categoryLink(c).href }));
  const products: SitemapEntry[] = [];
  for (let page = 1; products.length < MAX_PRODUCTS; page++) {
    const listing = await listProducts({ attributes: {}, inStock: false, ordering: "title" }, SHOPPER, { page, pageSize: PAGE }, { clampPage: true });
    if (listing.page < page) break;
    products.push(...listing.cards.map((card) => ({ path: card.href })));
    if (page >= listing.numPages) break;
  }
  return [{ path: "/" }, ...categories, ...products];
}
