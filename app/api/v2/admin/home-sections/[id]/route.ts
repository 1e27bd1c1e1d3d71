import { AdminHomeSectionSchema, deleteHomeSection, homeSectionOr404, HomeSectionPatchInput, updateHomeSection } from "@/lib/admin/content/home-sections.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/home-sections/{id}/",
  name: "Admin Home Section",
  description: "Staff (content): one landing page section; PATCH its heading, visibility, source, size or position (with `updated_at` to refuse overwriting a newer change); DELETE it. Audited; the landing page follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The section.", schema: AdminHomeSectionSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => homeSectionOr404(idParam(params.id)),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: HomeSectionPatchInput,
      responses: { 200: { description: "The changed section.", schema: AdminHomeSectionSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        await transaction((tx) => updateHomeSection(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return homeSectionOr404(id);
      },
    },
    DELETE: {
      permission: { staff: ["content"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteHomeSection(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
