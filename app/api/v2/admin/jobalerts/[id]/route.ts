import { deleteJobPost, jobPostOr404, jobPostsJson, JobPostPatchInput, updateJobPost, AdminJobAlertSchema } from "@/lib/admin/careers/jobs.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, EDIT_CONFLICT, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/jobalerts/{id}/",
  name: "Admin Job Alert",
  description: "Staff (careers): one job post; PATCH any field (with `updated_at` to refuse overwriting a newer change) — `is_open: false` closes it, and it leaves the careers pages, the sitemap and the public API at once; DELETE only while nobody has applied (else 409: close it). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: { 200: { description: "The job post.", schema: AdminJobAlertSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => (await jobPostsJson([await jobPostOr404(idParam(params.id))], urls))[0],
    },
    PATCH: {
      permission: { staff: ["careers"] },
      input: JobPostPatchInput,
      responses: { 200: { description: "The changed job post.", schema: AdminJobAlertSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const j = await transaction((tx) => updateJobPost(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body));
        return (await jobPostsJson([j], urls))[0];
      },
    },
    DELETE: {
      permission: { staff: ["careers"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND, 409: { description: "It has applications (code job_post_has_applications): close it instead.", schema: ConflictSchema } },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteJobPost(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
