import { AdminShippingMethodSchema, deleteMethod, methodOr404, MethodPatchInput, updateMethod } from "@/lib/admin/delivery/methods.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/shipping/methods/{id}/",
  name: "Admin Shipping Method",
  description: "Staff (settings): one shipping method; PATCH its fields or its charges (the list replaces all; with `updated_at` to refuse overwriting a newer change); DELETE it (orders keep its name and code). Audited; baskets are offered the change at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["settings"] },
      responses: { 200: { description: "The method.", schema: AdminShippingMethodSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => methodOr404(idParam(params.id)),
    },
    PATCH: {
      permission: { staff: ["settings"] },
      input: MethodPatchInput,
      responses: { 200: { description: "The changed method.", schema: AdminShippingMethodSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        await transaction((tx) => updateMethod(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return methodOr404(id);
      },
    },
    DELETE: {
      permission: { staff: ["settings"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteMethod(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
