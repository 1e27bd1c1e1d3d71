import { AdminHomeVideoSchema, adminHomeVideoJson, countHomeVideos, HomeVideoFilters, homeVideoRows } from "@/lib/admin/content/home-video.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/home-video/",
  name: "Admin Home Videos",
  description: "Staff (content): the landing page's videos, newest first (Envelope A), the one shown marked `is_active`.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: HomeVideoFilters,
      responses: { 200: { description: "A page of videos.", schema: pageSchema(AdminHomeVideoSchema, "AdminHomeVideo") }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const page = await loadPage(url, () => countHomeVideos(query), (skip, take) => homeVideoRows(query, skip, take));
        return envelopeA({ ...page, results: page.results.map((v) => adminHomeVideoJson(v, urls)) }, url.toString());
      },
    },
  },
});
