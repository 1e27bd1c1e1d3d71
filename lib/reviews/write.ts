// Writing reviews (spec/API.md "Reviews and stock alerts"; docs/decisions/0168):
// - Only a verified buyer writes one: a signed-in customer with a delivered order line of the product or
//   of one of its variants (a variant's buyer reviews the product, whose page every variant shares).
//   Others get 403; a second review of the same product 409 (the buyer edits the first).
// - The product's rating and count (what cards and listings show and sort by) are rewritten from its
//   visible reviews in the transaction that creates, edits, hides, unhides or erases a review, after the
//   product row is locked, so two writes at once cannot both count without the other. The change is
//   announced like a price change (catalogueChanged): cached cards, answers and pages drop it.
// - A helpful vote is one row per voter and review: inserting it and adding one to the count happen in
//   one transaction, and a second vote by the same shopper inserts nothing, so concurrent votes count once each.
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { publishCatalogueChange } from "@/lib/catalogue/changes.ts";
import { familyIds } from "@/lib/catalogue/product-facts.ts";
import { transaction, type Db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, PermissionDeniedError, ValidationError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import type { ReviewEditInput, ReviewInput, ReviewPhotoUpload } from "./input.ts";
import { removePhotoFiles, storeReviewPhotos, type StoredPhoto } from "./photos.ts";

export const NOT_A_BUYER = "Only a buyer of this product whose order has been delivered can review it.";
export const ALREADY_REVIEWED = "You have already reviewed this product: edit your review instead.";
export const OWN_REVIEW_VOTE = "You cannot vote for your own review.";

/** The product a review of `productId` belongs to (a variant's parent), when shoppers may see it. */
export async function reviewedProduct(client: Tx | Db, rawId: string | number | undefined): Promise<{ id: number; title: string; slug: string } | null> {
  const id = typeof rawId === "number" ? rawId : rawId === undefined ? null : integerId(rawId);
  if (id === null) return null;
  const rows = await client.$queryRaw<{ id: number; title: string; slug: string }[]>`
    SELECT home.id, home.title, home.slug FROM "Product" p JOIN "Product" home ON home.id = COALESCE(p."parentId", p.id)
    WHERE p.id = ${id} AND p."isPublic" AND home."isPublic"`;
  return rows[0] ?? null;
}

/** Whether `userId` has a delivered order line of the product `homeId` or of one of its variants. */
export async function isVerifiedBuyer(client: Tx | Db, userId: number, homeId: number): Promise<boolean> {
  const rows = await client.$queryRaw<{ one: number }[]>`
    SELECT 1 AS one FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId" JOIN "Product" lp ON lp.id = l."productId"
    WHERE o."userId" = ${userId} AND o.status = 'delivered' AND (lp.id = ${homeId} OR lp."parentId" = ${homeId}) LIMIT 1`;
  return rows.length > 0;
}

/** Locks the product's row: every review write of one product waits for the one before. */
async function lockProduct(tx: Tx, productId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`;
}

/**
 * Tells every cache that the product's reviews changed: its cards (rating), answers and pages, and its
 * variants' pages (they show the product's reviews). The same notice a price change sends.
 */
export async function reviewsChanged(tx: Tx, productId: number): Promise<void> {
  await publishCatalogueChange(tx, { productIds: await familyIds(tx, [productId]) });
}

/** Rewrites the product's rating and count from its visible reviews (its row locked) and tells the caches. */
export async function refreshRating(tx: Tx, productId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Product" p SET rating = s.average, "ratingCount" = s.n
    FROM (SELECT round(avg(r.rating)::numeric, 1) AS average, count(*)::int AS n FROM "Review" r WHERE r."productId" = ${productId} AND r."hiddenAt" IS NULL) s
    WHERE p.id = ${productId} AND (p.rating IS DISTINCT FROM s.average OR p."ratingCount" <> s.n)`;
  await reviewsChanged(tx, productId);
}

/** Runs `write` with the photos stored first (a disk write is no database write); they go again when it fails. */
async function withPhotos<T>(uploads: readonly ReviewPhotoUpload[] | undefined, write: (photos: StoredPhoto[]) => Promise<T>): Promise<T> {
  const photos = uploads?.length ? await storeReviewPhotos(uploads) : [];
  try {
    return await write(photos);
  } catch (e) {
    await removePhotoFiles(photos);
    throw e;
  }
}

const photoRows = (photos: StoredPhoto[]) => photos.map((p, i) => ({ key: p.key, width: p.width, height: p.height, displayOrder: i }));

/** Writes the buyer's review of a product; 404 for a product shoppers cannot see, 403, 409 or field errors. */
export async function createReview(userId: number, rawProductId: string | number | undefined, input: ReviewInput, uploads?: readonly ReviewPhotoUpload[]): Promise<number> {
  // Refusals that need no photo first, so a refused buyer's photos are never decoded.
  const product = await transaction(async (tx) => {
    const found = await reviewedProduct(tx, rawProductId);
    if (!found) throw new NotFoundError();
    if (!(await isVerifiedBuyer(tx, userId, found.id))) throw new PermissionDeniedError(NOT_A_BUYER);
    return found;
  });
  return withPhotos(uploads, (photos) =>
    transaction(async (tx) => {
      await lockProduct(tx, product.id);
      if (await tx.review.findUnique({ where: { productId_userId: { productId: product.id, userId } }, select: { id: true } })) {
        throw new ConflictError(ALREADY_REVIEWED, "already_reviewed");
      }
      const review = await tx.review.create({
        data: { productId: product.id, userId, rating: input.rating, title: input.title, body: input.body, photos: { create: photoRows(photos) } },
      });
      await refreshRating(tx, product.id);
      return review.id;
    }),
  );
}

const reviewIdOf = (raw: string | number | undefined) => (typeof raw === "number" ? raw : raw === undefined ? null : integerId(raw));

/** The author edits their review (anyone else: 404). New photos replace the old; `remove_photos` drops them. */
export async function editReview(userId: number, rawReviewId: string | number | undefined, input: ReviewEditInput, uploads?: readonly ReviewPhotoUpload[]): Promise<number> {
  const id = reviewIdOf(rawReviewId);
  if (id === null) throw new NotFoundError();
  const found = await transaction((tx) => tx.review.findFirst({ where: { id, userId }, select: { productId: true } }));
  if (!found) throw new NotFoundError();
  if (uploads?.length && input.remove_photos) throw new ValidationError({ remove_photos: ["Send new photos or remove the old ones, not both."] });
  const replace = !!uploads?.length || !!input.remove_photos;
  const removed = await withPhotos(uploads, (photos) =>
    transaction(async (tx) => {
      await lockProduct(tx, found.productId);
      const review = await tx.review.findFirst({ where: { id, userId }, include: { photos: true } });
      if (!review) throw new NotFoundError();
      await tx.review.update({
        where: { id },
        data: {
          rating: input.rating ?? review.rating,
          title: input.title ?? review.title,
          body: input.body ?? review.body,
          ...(replace ? { photos: { deleteMany: {}, create: photoRows(photos) } } : {}),
        },
      });
      if (input.rating !== undefined && input.rating !== review.rating) await refreshRating(tx, review.productId);
      else await reviewsChanged(tx, review.productId);
      return replace ? review.photos : [];
    }),
  );
  if (removed.length) await removePhotoFiles(removed);
  return id;
}

export interface HelpfulVote {
  helpful_count: number;
  /** False when this shopper had already voted (nothing changed). */
  counted: boolean;
}

/** The shopper finds a visible review helpful: once per shopper; their own review: 403. */
export async function voteHelpful(userId: number, rawReviewId: string | number | undefined): Promise<HelpfulVote> {
  const id = reviewIdOf(rawReviewId);
  if (id === null) throw new NotFoundError();
  return transaction(async (tx) => {
    const review = await tx.review.findFirst({ where: { id, hiddenAt: null, product: { isPublic: true } }, select: { userId: true, helpfulCount: true, productId: true } });
    if (!review) throw new NotFoundError();
    if (review.userId === userId) throw new PermissionDeniedError(OWN_REVIEW_VOTE);
    const inserted = await tx.$executeRaw`INSERT INTO "ReviewHelpfulVote" ("reviewId", "userId") VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING`;
    if (!inserted) {
      const now = await tx.review.findUniqueOrThrow({ where: { id }, select: { helpfulCount: true } });
      return { helpful_count: now.helpfulCount, counted: false };
    }
    const [row] = await tx.$queryRaw<{ helpfulCount: number }[]>`UPDATE "Review" SET "helpfulCount" = "helpfulCount" + 1 WHERE id = ${id} RETURNING "helpfulCount"`;
    // The counts are part of the product's cached pages and answers.
    await reviewsChanged(tx, review.productId);
    return { helpful_count: row.helpfulCount, counted: true };
  });
}

export interface Moderator {
  id: number;
  ip?: string;
}

/** Staff hide a review (with a reason) or show it again; audited, and the product's rating follows. */
export async function moderateReview(moderator: Moderator, rawReviewId: string | number | undefined, change: { hide: true; reason: string } | { hide: false }): Promise<number> {
  const id = reviewIdOf(rawReviewId);
  if (id === null) throw new NotFoundError();
  return transaction(async (tx) => {
    const found = await tx.review.findUnique({ where: { id }, select: { productId: true } });
    if (!found) throw new NotFoundError();
    await lockProduct(tx, found.productId);
    const before = await tx.review.findUniqueOrThrow({ where: { id } });
    const after = change.hide
      ? await tx.review.update({ where: { id }, data: { hiddenAt: before.hiddenAt ?? new Date(), hiddenReason: change.reason, hiddenById: moderator.id } })
      : await tx.review.update({ where: { id }, data: { hiddenAt: null, hiddenReason: "", hiddenById: null } });
    await recordStaffAction(tx, {
      actorId: moderator.id,
      ip: moderator.ip,
      action: change.hide ? "review.hide" : "review.unhide",
      entityType: "Review",
      entityId: id,
      before: { hidden: before.hiddenAt !== null, hidden_reason: before.hiddenReason },
      after: { hidden: after.hiddenAt !== null, hidden_reason: after.hiddenReason },
    });
    await refreshRating(tx, found.productId);
    return id;
  });
}

/** Erasing a customer (lib/customers/erasure.ts) removes their reviews and votes; the ratings follow. Answers the photos to delete after commit. */
export async function eraseReviewsOf(tx: Tx, userId: number): Promise<{ key: string; width: number | null }[]> {
  const reviews = await tx.review.findMany({ where: { userId }, select: { id: true, productId: true, photos: { select: { key: true, width: true } } } });
  const voted = await tx.reviewHelpfulVote.findMany({ where: { userId }, select: { reviewId: true } });
  if (voted.length) {
    await tx.$executeRaw`UPDATE "Review" r SET "helpfulCount" = r."helpfulCount" - 1 FROM "ReviewHelpfulVote" v WHERE v."reviewId" = r.id AND v."userId" = ${userId}`;
    await tx.reviewHelpfulVote.deleteMany({ where: { userId } });
  }
  const products = [...new Set(reviews.map((r) => r.productId))].sort((a, b) => a - b);
  for (const p of products) await lockProduct(tx, p);
  await tx.review.deleteMany({ where: { userId } });
  for (const p of products) await refreshRating(tx, p);
  return reviews.flatMap((r) => r.photos);
}
