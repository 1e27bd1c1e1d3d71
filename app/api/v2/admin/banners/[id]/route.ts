import { adminBannerJson, AdminBannerSchema, bannerOr404, BannerPatchInput, deleteBanner, updateBanner } from "@/lib/admin/content/banners.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/banners/{id}/",
  name: "Admin Banner",
  description: "Staff (content): one banner; PATCH its heading, alt text, link, window, switch or order (with `updated_at` to refuse overwriting a newer change); DELETE it. Audited; the landing page follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The banner.", schema: AdminBannerSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminBannerJson(await bannerOr404(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: BannerPatchInput,
      responses: { 200: { description: "The changed banner.", schema: AdminBannerSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => adminBannerJson(await transaction((tx) => updateBanner(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body)), urls),
    },
    DELETE: {
      permission: { staff: ["content"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteBanner(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
