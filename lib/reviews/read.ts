// Reading reviews: a product's visible reviews in Envelope A (newest or most helpful first, optionally
// only those with photos), its rating summary (average, count, histogram), the one review shape every
// answer uses, and the signed-in shopper's own standing on a product page (GET /api/v2/_reviews/).
import { z } from "zod";
import { db, type Prisma } from "@/lib/db.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { quote } from "@/lib/http/echo.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { summaryFromCounts, type RatingSummary } from "./summary.ts";
import { isVerifiedBuyer, reviewedProduct } from "./write.ts";

export { RatingSummarySchema, summaryFromCounts, type RatingSummary } from "./summary.ts";

export const REVIEW_ORDERINGS = ["-created_at", "-helpful_count"] as const;
export type ReviewOrdering = (typeof REVIEW_ORDERINGS)[number];

export const ReviewSchema = z
  .object({
    id: z.int(),
    rating: z.int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    photos: z.array(z.url()),
    author: z.string().describe("The buyer's first name and the initial of their last name."),
    verified_buyer: z.literal(true),
    helpful_count: z.int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Review" });
export type ReviewJson = z.infer<typeof ReviewSchema>;

export const ReviewPageSchema = z
  .object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(ReviewSchema) })
  .meta({ id: "ReviewPage" });

export const ReviewListQuery = z.object({
  ordering: z
    .string()
    .optional()
    .refine((o) => !o || (REVIEW_ORDERINGS as readonly string[]).includes(o), {
      error: (issue) => `Select a valid choice. ${quote(issue.input)} is not one of the available choices.`,
    })
    .transform((o) => (o || "-created_at") as ReviewOrdering)
    .meta({ enum: [...REVIEW_ORDERINGS] })
    .describe("-created_at (newest first, the default) or -helpful_count (most helpful first)"),
  with_photos: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true")
    .meta({ enum: ["1", "0"] })
    .describe("1: only reviews with photos"),
});

/** A review as pages and answers show it; photo paths are site-relative `/media/…`. */
export interface Review {
  id: number;
  rating: number;
  title: string;
  body: string;
  photos: { path: string; width: number }[];
  author: string;
  helpfulCount: number;
  createdAt: Date;
}

/** "Asha S.": the first name and the last name's initial; a buyer without a name is "A verified buyer". */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!first) return "A verified buyer";
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const INCLUDE = {
  user: { select: { firstName: true, lastName: true } },
  photos: { select: { key: true, width: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] },
} satisfies Prisma.ReviewInclude;

type Row = Prisma.ReviewGetPayload<{ include: typeof INCLUDE }>;

function reviewOf(r: Row): Review {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    photos: r.photos.map((p) => ({ path: mediaPath(p.key), width: p.width })),
    author: authorName(r.user.firstName, r.user.lastName),
    helpfulCount: r.helpfulCount,
    createdAt: r.createdAt,
  };
}

export function reviewJson(r: Review, urls: UrlBuilder): ReviewJson {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    photos: r.photos.map((p) => urls.abs(p.path)),
    author: r.author,
    verified_buyer: true,
    helpful_count: r.helpfulCount,
    created_at: r.createdAt.toISOString(),
  };
}

function orderOf(ordering: ReviewOrdering): Prisma.ReviewOrderByWithRelationInput[] {
  return ordering === "-helpful_count" ? [{ helpfulCount: "desc" }, { createdAt: "desc" }, { id: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }];
}

const visibleOf = (productId: number, withPhotos: boolean): Prisma.ReviewWhereInput => ({
  productId,
  hiddenAt: null,
  ...(withPhotos ? { photos: { some: {} } } : {}),
});

/** A page of the visible reviews of the product (already resolved to the reviewed one). */
export function reviewPage(url: URL, productId: number, ordering: ReviewOrdering, withPhotos: boolean) {
  const where = visibleOf(productId, withPhotos);
  return loadPage(
    url,
    () => db().review.count({ where }),
    async (skip, take) => (await db().review.findMany({ where, include: INCLUDE, orderBy: orderOf(ordering), skip, take })).map(reviewOf),
    10,
  );
}

/** GET /api/v2/products/{id}/reviews/: Envelope A of the product's visible reviews, or null for no product shoppers may see. */
export async function reviewsAnswer(url: URL, urls: UrlBuilder, rawProductId: string | undefined, query: { ordering: ReviewOrdering; with_photos: boolean }) {
  const product = await reviewedProduct(db(), rawProductId);
  if (!product) return null;
  const page = await reviewPage(url, product.id, query.ordering, query.with_photos);
  return envelopeA({ ...page, results: page.results.map((r) => reviewJson(r, urls)) }, url.toString());
}

/** The newest `limit` visible reviews of the product (its page shows them). */
export async function latestReviews(productId: number, limit: number): Promise<Review[]> {
  return (await db().review.findMany({ where: visibleOf(productId, false), include: INCLUDE, orderBy: orderOf("-created_at"), take: limit })).map(reviewOf);
}

/** The rating of a product from its visible reviews; null with none. */
export async function ratingSummary(productId: number): Promise<RatingSummary | null> {
  const rows = await db().review.groupBy({ by: ["rating"], where: { productId, hiddenAt: null }, _count: { _all: true } });
  return summaryFromCounts(rows.map((r) => [r.rating, r._count._all]));
}

export const OwnReviewSchema = ReviewSchema.extend({
  is_hidden: z.boolean().describe("Staff hid it: others do not see it and it does not count."),
}).meta({ id: "OwnReview" });

/** One review (any, or only a visible one of a product shoppers may see); null when there is none. */
export async function reviewById(rawId: string | number | undefined, opts: { visibleOnly?: boolean } = {}): Promise<(Review & { hidden: boolean }) | null> {
  const id = typeof rawId === "number" ? rawId : rawId === undefined ? null : integerId(rawId);
  if (id === null) return null;
  const where: Prisma.ReviewWhereInput = opts.visibleOnly ? { id, hiddenAt: null, product: { isPublic: true } } : { id };
  const row = await db().review.findFirst({ where, include: INCLUDE });
  return row ? { ...reviewOf(row), hidden: row.hiddenAt !== null } : null;
}

export function ownReviewJson(r: Review & { hidden: boolean }, urls: UrlBuilder): z.infer<typeof OwnReviewSchema> {
  return { ...reviewJson(r, urls), is_hidden: r.hidden };
}

export const OwnReviewStandingSchema = z
  .object({
    product: z.int().describe("The reviewed product (a variant's parent)."),
    signed_in: z.boolean(),
    can_review: z.boolean().describe("The caller may write a review now (a buyer of a delivered order line, without one yet)."),
    is_buyer: z.boolean(),
    own_review: OwnReviewSchema.nullable(),
    helpful: z.array(z.int()).describe("The product's reviews the caller found helpful."),
  })
  .meta({ id: "OwnReviewStanding" });

/** The shopper's own standing on a product's reviews (GET /api/v2/_reviews/?product=); null for no such product. */
export async function ownReviewStanding(userId: number | null, rawProductId: string | undefined, urls: UrlBuilder): Promise<z.infer<typeof OwnReviewStandingSchema> | null> {
  const tx = db();
  {
    const product = await reviewedProduct(tx, rawProductId);
    if (!product) return null;
    if (userId === null) return { product: product.id, signed_in: false, can_review: false, is_buyer: false, own_review: null, helpful: [] };
    const [buyer, own, votes] = await Promise.all([
      isVerifiedBuyer(tx, userId, product.id),
      tx.review.findUnique({ where: { productId_userId: { productId: product.id, userId } }, include: INCLUDE }),
      tx.reviewHelpfulVote.findMany({ where: { userId, review: { productId: product.id } }, select: { reviewId: true }, orderBy: { reviewId: "asc" } }),
    ]);
    return {
      product: product.id,
      signed_in: true,
      can_review: buyer && !own,
      is_buyer: buyer,
      own_review: own ? ownReviewJson({ ...reviewOf(own), hidden: own.hiddenAt !== null }, urls) : null,
      helpful: votes.map((v) => v.reviewId),
    };
  }
}
