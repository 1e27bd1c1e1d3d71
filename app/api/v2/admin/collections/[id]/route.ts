import { AdminCollectionSchema, CollectionPatchInput, collectionOr404, deleteCollection, updateCollection } from "@/lib/admin/content/collections.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/collections/{id}/",
  name: "Admin Collection",
  description: "Staff (content): one collection; PATCH its title, address, description, visibility, place or products (`product_ids` in order, replacing all; with `updated_at` to refuse overwriting a newer change); DELETE it. Audited; the shop follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The collection.", schema: AdminCollectionSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => collectionOr404(idParam(params.id), urls),
    },
    PATCH: {
      permission: { staff: ["content"] },
      input: CollectionPatchInput,
      responses: { 200: { description: "The changed collection.", schema: AdminCollectionSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await transaction((tx) => updateCollection(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return collectionOr404(id, urls);
      },
    },
    DELETE: {
      permission: { staff: ["content"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteCollection(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
