import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { AdminReviewFilters, adminReviewJson, AdminReviewSchema, adminReviewWhere, countAdminReviews, listAdminReviews, REVIEW_MODERATORS } from "@/lib/reviews/staff.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/reviews/",
  name: "Admin Review List",
  description: "Staff (content or catalogue): every review, newest first (Envelope A), filtered by status (visible, hidden), product and words — the same list as /admin/reviews/.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: REVIEW_MODERATORS },
      query: AdminReviewFilters,
      responses: { 200: { description: "A page of reviews.", schema: pageSchema(AdminReviewSchema, "AdminReview") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = adminReviewWhere(query);
        const page = await loadPage(url, () => countAdminReviews(where), (offset, limit) => listAdminReviews(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map((r) => adminReviewJson(r, urls)) }, url.toString());
      },
    },
  },
});
