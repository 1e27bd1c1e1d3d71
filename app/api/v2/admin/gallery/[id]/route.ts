import { AdminGalleryItemSchema, adminGalleryJson, deleteGalleryItem, galleryItemOr404, GalleryItemPatchInput, updateGalleryItem } from "@/lib/admin/content/gallery.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/gallery/{id}/",
  name: "Admin Gallery Item",
  description: "Staff (content): one gallery picture; PATCH its title, tag, words or day (with `updated_at` to refuse overwriting a newer change); DELETE it. Audited; the gallery follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The item.", schema: AdminGalleryItemSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => adminGalleryJson(await galleryItemOr404(idParam(params.id)), urls),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: GalleryItemPatchInput,
      responses: { 200: { description: "The changed item.", schema: AdminGalleryItemSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => adminGalleryJson(await transaction((tx) => updateGalleryItem(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body)), urls),
    },
    DELETE: {
      permission: { staff: ["content"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteGalleryItem(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
