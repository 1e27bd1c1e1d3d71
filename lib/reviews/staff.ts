// The staff's side of reviews (/admin/reviews/ and /api/v2/admin/reviews/): every review, newest
// first, filtered by whether it is shown and by words of its title, text or product; hiding one with a
// reason and showing it again (write.ts moderateReview: audited, the product's rating follows).
import { z } from "zod";
import { db, type Prisma } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { apiErrorMap, fieldErrors } from "@/lib/http/validation.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { authorName } from "./read.ts";
import { moderateReview } from "./write.ts";

/** Who may moderate reviews: the staff who keep the shop's content (and the catalogue's keepers). */
export const REVIEW_MODERATORS = ["content", "catalogue"] as const;

export const AdminReviewFilters = z.object({
  status: z.enum(["visible", "hidden"]).optional().describe("visible: shown in the shop; hidden: hidden by staff."),
  q: z.string().trim().max(200).optional().describe("Words of the title, the text or the product's title."),
  product: z.string().trim().regex(/^\d{1,9}$/, "Enter a product id.").optional().describe("Only this product's reviews (its id)."),
  page: z.string().optional(),
  page_size: z.string().optional(),
});
export type AdminReviewFilter = z.infer<typeof AdminReviewFilters>;

export function adminReviewWhere(f: AdminReviewFilter): Prisma.ReviewWhereInput {
  return {
    ...(f.status === "visible" ? { hiddenAt: null } : f.status === "hidden" ? { hiddenAt: { not: null } } : {}),
    ...(f.product ? { productId: Number(f.product) } : {}),
    ...(f.q
      ? {
          OR: [
            { title: { contains: f.q, mode: "insensitive" as const } },
            { body: { contains: f.q, mode: "insensitive" as const } },
            { product: { title: { contains: f.q, mode: "insensitive" as const } } },
          ],
        }
      : {}),
  };
}

export const adminReviewInclude = {
  user: { select: { id: true, email: true, firstName: true, lastName: true } },
  product: { select: { id: true, title: true, slug: true } },
  hiddenBy: { select: { email: true } },
  photos: { select: { key: true, width: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] },
} satisfies Prisma.ReviewInclude;
export type AdminReview = Prisma.ReviewGetPayload<{ include: typeof adminReviewInclude }>;

export const countAdminReviews = (where: Prisma.ReviewWhereInput) => db().review.count({ where });

/** Newest first. */
export function listAdminReviews(where: Prisma.ReviewWhereInput, offset: number, limit: number): Promise<AdminReview[]> {
  return db().review.findMany({ where, include: adminReviewInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });
}

export function adminReviewById(id: number): Promise<AdminReview | null> {
  return db().review.findUnique({ where: { id }, include: adminReviewInclude });
}

export const AdminReviewSchema = z
  .object({
    id: z.int(),
    product: z.object({ id: z.int(), title: z.string(), page: z.url() }),
    customer: z.object({ id: z.int(), email: z.string().nullable() }),
    author: z.string(),
    rating: z.int(),
    title: z.string(),
    body: z.string(),
    photos: z.array(z.url()),
    helpful_count: z.int(),
    is_hidden: z.boolean(),
    hidden_reason: z.string(),
    hidden_by: z.string().nullable(),
    hidden_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "AdminReview" });

export function adminReviewJson(r: AdminReview, urls: UrlBuilder): z.infer<typeof AdminReviewSchema> {
  return {
    id: r.id,
    product: { id: r.product.id, title: r.product.title, page: urls.abs(`/p/${encodeURIComponent(r.product.slug)}/`) },
    customer: { id: r.user.id, email: r.user.email },
    author: authorName(r.user.firstName, r.user.lastName),
    rating: r.rating,
    title: r.title,
    body: r.body,
    photos: r.photos.map((p) => urls.abs(mediaPath(p.key))),
    helpful_count: r.helpfulCount,
    is_hidden: r.hiddenAt !== null,
    hidden_reason: r.hiddenReason,
    hidden_by: r.hiddenBy?.email ?? null,
    hidden_at: r.hiddenAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const ReviewModerationInput = z
  .discriminatedUnion("action", [
    z.object({ action: z.literal("hide"), reason: z.string().trim().min(1, "Say why the review is hidden.").max(500) }),
    z.object({ action: z.literal("unhide") }),
  ])
  .meta({ id: "ReviewModerationInput" });

export interface ModerationFormState {
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
}

/** The reviews page's form (a Server Action) read through the staff API's schema, so a rule lives once. */
export async function moderateFromForm(moderator: { id: number; ip?: string }, form: FormData): Promise<ModerationFormState> {
  const parsed = ReviewModerationInput.safeParse({ action: form.get("action") ?? undefined, reason: form.get("reason") ?? undefined }, { error: apiErrorMap });
  if (!parsed.success) return { ok: false, message: "Check the fields marked below.", errors: fieldErrors(parsed.error.issues) as Record<string, string[]> };
  try {
    await moderateReview(moderator, String(form.get("id") ?? ""), parsed.data.action === "hide" ? { hide: true, reason: parsed.data.reason } : { hide: false });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { ok: false, message: "This review no longer exists.", errors: {} };
    throw e;
  }
  return {
    ok: true,
    message: parsed.data.action === "hide" ? "The review is hidden: the shop no longer shows it or counts it in the rating." : "The review is shown again and counts in the rating.",
    errors: {},
  };
}
