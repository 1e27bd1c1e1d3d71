import { AdminHomeVideoSchema, adminHomeVideoJson, homeVideoOr404, HomeVideoPatchInput, updateHomeVideo } from "@/lib/admin/content/home-video.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/home-video/{id}/",
  name: "Admin Home Video",
  description: "Staff (content): one landing page video; PATCH its title, or `is_active: true` to show it (the others are switched off). Audited; the landing page follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The video.", schema: AdminHomeVideoSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminHomeVideoJson(await homeVideoOr404(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: HomeVideoPatchInput,
      responses: { 200: { description: "The changed video.", schema: AdminHomeVideoSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) => adminHomeVideoJson(await transaction((tx) => updateHomeVideo(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body)), urls),
    },
  },
});
