import { AdminResumeDetailSchema, applicationJson, applicationOr404, ApplicationPatchInput, changeApplication, timelineOf } from "@/lib/admin/careers/applications.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

async function detail(id: number, urls: UrlBuilder) {
  return { ...applicationJson(await applicationOr404(id), urls), timeline: await timelineOf(id) };
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/{id}/",
  name: "Admin Resume",
  description: "Staff (careers): one application with its `download_url` and its timeline of status changes and notes; PATCH `status` (new → shortlisted → interviewed → hired, rejected from any open state) and/or `note` (with `updated_at` to refuse overwriting a newer change). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: { 200: { description: "The application.", schema: AdminResumeDetailSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => detail(idParam(params.id), urls),
    },
    PATCH: {
      permission: { staff: ["careers"] },
      input: ApplicationPatchInput,
      responses: {
        200: { description: "The application after the change.", schema: AdminResumeDetailSchema },
        404: NOT_FOUND,
        409: {
          description: 'Not a legal move (code illegal_status_move): {"detail": "Cannot move an application from hired to shortlisted."}; or changed by someone else since `updated_at` (code edit_conflict): review and save again.',
          schema: ConflictSchema,
        },
      },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await transaction((tx) => changeApplication(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return detail(id, urls);
      },
    },
  },
});
