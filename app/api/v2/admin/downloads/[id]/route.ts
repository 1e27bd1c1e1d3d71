import { AdminDownloadSchema, adminDownloadJson, deleteDownload, downloadOr404, DownloadPatchInput, updateDownload } from "@/lib/admin/content/downloads.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/downloads/{id}/",
  name: "Admin Download",
  description: "Staff (content): one download; PATCH its title, words or whether it is listed (with `updated_at` to refuse overwriting a newer change); DELETE it. Audited; the downloads page and list follow at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The download.", schema: AdminDownloadSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminDownloadJson(await downloadOr404(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: DownloadPatchInput,
      responses: { 200: { description: "The changed download.", schema: AdminDownloadSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => adminDownloadJson(await transaction((tx) => updateDownload(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body)), urls),
    },
    DELETE: {
      permission: { staff: ["content"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteDownload(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
