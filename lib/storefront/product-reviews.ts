// What a product page shows of its reviews: the newest visible ones, cached with the page's other
// catalogue reads and dropped by the same tag when one of the product's reviews changes
// (lib/reviews/write.ts announces it as a change of the product). The rating itself comes with the
// product (ProductPage.rating). Plain data: the reviews go to a client component.
import { cacheLife, cacheTag } from "next/cache";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, productTag } from "@/lib/page-cache/tags.ts";
import { latestReviews, type Review } from "@/lib/reviews/read.ts";

export const PAGE_REVIEWS = 10;

/** A review as the product page's component takes it. */
export interface ReviewView {
  id: number;
  rating: number;
  title: string;
  body: string;
  /** Site-relative `/media/…` paths; `width` null when not known (a review read back from the API). */
  photos: { path: string; width: number | null }[];
  author: string;
  helpfulCount: number;
  /** ISO time. */
  createdAt: string;
}

export function reviewView(r: Review): ReviewView {
  return { id: r.id, rating: r.rating, title: r.title, body: r.body, photos: r.photos, author: r.author, helpfulCount: r.helpfulCount, createdAt: r.createdAt.toISOString() };
}

/** The newest visible reviews of the product `productId` (a standalone or parent product). */
export async function loadProductReviews(productId: number): Promise<ReviewView[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, productTag(productId));
  if (duringBuild()) return [];
  return (await latestReviews(productId, PAGE_REVIEWS)).map(reviewView);
}
