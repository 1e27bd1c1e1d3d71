import { ConflictSchema, DetailSchema, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { photoUploads, ReviewInput } from "@/lib/reviews/input.ts";
import { ReviewListQuery, ReviewPageSchema, reviewById, reviewJson, ReviewSchema, reviewsAnswer } from "@/lib/reviews/read.ts";
import { createReview } from "@/lib/reviews/write.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/reviews/",
  name: "Product Reviews",
  description:
    "A product's reviews by its verified buyers (a variant's are its parent's), newest first (Envelope A; ?ordering=-created_at|-helpful_count, ?with_photos=1; hidden reviews are left out). POST (JSON, or multipart with up to 4 photos) writes the caller's review: only a signed-in buyer with a delivered order line of the product or one of its variants (else 403), once per product (a second: 409 already_reviewed; edit it with PATCH /api/v2/reviews/{id}/).",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      query: ReviewListQuery,
      shareable: { tags: ANY_CATALOGUE_TAGS },
      responses: {
        200: { description: "A page of reviews.", schema: ReviewPageSchema },
        400: { description: "An unknown ordering.", schema: FieldErrorsSchema },
        404: { description: "No such product (or an invalid page).", schema: DetailSchema },
      },
      handler: async ({ url, urls, params, query }) => {
        const answer = await reviewsAnswer(url, urls, params.id, query);
        if (!answer) throw new NotFoundError();
        return answer;
      },
    },
    POST: {
      permission: "user",
      input: ReviewInput,
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      throttle: [{ scope: "review-write", rate: "30/hour", by: "user" }],
      responses: {
        201: { description: "The review, written.", schema: ReviewSchema },
        403: { description: "The caller has no delivered order line of this product.", schema: DetailSchema },
        404: NOT_FOUND,
        409: { description: "The caller has already reviewed this product (already_reviewed).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, body, urls }) => {
        const id = await createReview(caller.user!.id, params.id, body, await photoUploads(body.photos));
        return reply(reviewJson((await reviewById(id))!, urls), { status: 201 });
      },
    },
  },
});
