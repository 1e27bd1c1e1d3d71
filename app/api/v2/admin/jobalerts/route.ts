import { countJobPosts, createJobPost, JobPostFilters, JobPostInput, jobPostsJson, jobPostWhere, listJobPosts, AdminJobAlertSchema } from "@/lib/admin/careers/jobs.ts";
import { transaction } from "@/lib/db.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/jobalerts/",
  name: "Admin Job Alerts",
  description: "Staff (careers): every job post, open and closed, newest first (Envelope A) with its applications count, by words (`q`), `state` (open, closed) and `profession` (id); POST makes one (open unless `is_open` is false), audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      query: JobPostFilters,
      responses: { 200: { description: "A page of job posts.", schema: pageSchema(AdminJobAlertSchema, "AdminJobAlert") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = jobPostWhere(query);
        const page = await loadPage(url, () => countJobPosts(where), (offset, limit) => listJobPosts(where, offset, limit));
        return envelopeA({ ...page, results: await jobPostsJson(page.results, urls) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["careers"] },
      input: JobPostInput,
      responses: { 201: { description: "The job post made.", schema: AdminJobAlertSchema } },
      handler: async ({ caller, body, urls }) => {
        const j = await transaction((tx) => createJobPost(tx, { id: caller.user!.id, ip: caller.ip }, body));
        const [json] = await jobPostsJson([j], urls);
        return reply(json, { status: 201, headers: { Location: urls.path("/api/v2/admin/jobalerts/{id}/", { id: j.id }) } });
      },
    },
  },
});
