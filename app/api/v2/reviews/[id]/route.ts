import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { photoUploads, ReviewEditInput } from "@/lib/reviews/input.ts";
import { ownReviewJson, OwnReviewSchema, reviewById, reviewJson, ReviewSchema } from "@/lib/reviews/read.ts";
import { editReview } from "@/lib/reviews/write.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/reviews/{id}/",
  name: "Review",
  description:
    "One visible review. PATCH (JSON, or multipart with up to 4 photos that replace the old ones) lets its author change stars, title, text or photos; anyone else gets 404. The product's rating follows at once.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The review.", schema: ReviewSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => {
        const review = await reviewById(params.id, { visibleOnly: true });
        if (!review) throw new NotFoundError();
        return reviewJson(review, urls);
      },
    },
    PATCH: {
      permission: "user",
      input: ReviewEditInput,
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      throttle: [{ scope: "review-write", rate: "30/hour", by: "user" }],
      responses: { 200: { description: "The review, as its author now sees it.", schema: OwnReviewSchema }, 404: { description: "No review of the caller's with this id.", schema: DetailSchema } },
      handler: async ({ caller, params, body, urls }) => {
        const id = await editReview(caller.user!.id, params.id, body, await photoUploads(body.photos));
        return ownReviewJson((await reviewById(id))!, urls);
      },
    },
  },
});
