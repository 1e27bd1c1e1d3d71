import { AdminResumeSchema, ApplicationFilters, applicationJson, applicationWhere, countApplications, listApplications } from "@/lib/admin/careers/applications.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/",
  name: "Admin Resumes",
  description: "Staff (careers): the applications, newest first (Envelope A), by `job_alert` (id), `status`, `profession` (id) and the applicant's name or e-mail (`q`), each with its download link and the day its résumé is erased.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      query: ApplicationFilters,
      responses: { 200: { description: "A page of applications.", schema: pageSchema(AdminResumeSchema, "AdminResume") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = applicationWhere(query);
        const page = await loadPage(url, () => countApplications(where), (offset, limit) => listApplications(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map((r) => applicationJson(r, urls)) }, url.toString());
      },
    },
  },
});
