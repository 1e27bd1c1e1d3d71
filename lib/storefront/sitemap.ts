// What the sitemap lists: the home page, the shop's own pages, its published policies, every public
// category, collection, open position and public product's page.
import { jobHref, openJobsPage } from "@/lib/careers/jobs.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { listProducts } from "@/lib/catalogue/listing.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { collectionHref, listCollections } from "@/lib/content/collections.ts";
import { policyHref, publishedPolicies } from "@/lib/content/policies.ts";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { MAX_PAGE_SIZE } from "@/lib/http/pagination.ts";
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
  const content = Object.values(CONTENT_PAGES).map((p) => ({ path: p.href }));
  const policies = (await publishedPolicies()).map((p) => ({ path: policyHref(p.slug), lastModified: p.updatedAt }));
  const collections = (await listCollections()).map((c) => ({ path: collectionHref(c.slug) }));
  const positions = (await openJobsPage(new URL(`http://shop.invalid/?page_size=${MAX_PAGE_SIZE}`), {})).results.map((j) => ({ path: jobHref(j.slug) }));
  return [{ path: "/" }, ...content, ...policies, ...categories, ...collections, ...positions, ...products];
}
