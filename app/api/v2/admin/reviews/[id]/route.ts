import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { adminReviewById, adminReviewJson, AdminReviewSchema, REVIEW_MODERATORS, ReviewModerationInput } from "@/lib/reviews/staff.ts";
import { moderateReview } from "@/lib/reviews/write.ts";

async function found(raw: string | undefined) {
  const id = raw === undefined ? null : integerId(raw);
  const review = id === null ? null : await adminReviewById(id);
  if (!review) throw new NotFoundError();
  return review;
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/reviews/{id}/",
  name: "Admin Review Detail",
  description:
    "Staff (content or catalogue): one review with its customer and whether it is hidden. POST {\"action\": \"hide\", \"reason\"} hides it from the shop (it no longer counts in the product's rating); {\"action\": \"unhide\"} shows it again. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: REVIEW_MODERATORS },
      responses: { 200: { description: "The review.", schema: AdminReviewSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminReviewJson(await found(params.id), urls),
    },
    POST: {
      permission: { staff: REVIEW_MODERATORS },
      input: ReviewModerationInput,
      responses: { 200: { description: "The review after the change.", schema: AdminReviewSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) => {
        const id = await moderateReview({ id: caller.user!.id, ip: caller.ip }, params.id, body.action === "hide" ? { hide: true, reason: body.reason } : { hide: false });
        return adminReviewJson((await adminReviewById(id))!, urls);
      },
    },
  },
});
