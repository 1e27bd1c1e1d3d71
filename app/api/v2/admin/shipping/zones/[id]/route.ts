import { AdminShippingZoneSchema, deleteZone, updateZone, zoneOr404, ZonePatchInput } from "@/lib/admin/delivery/zones.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/shipping/zones/{id}/",
  name: "Admin Shipping Zone",
  description: "Staff (settings): one shipping zone; PATCH its fields, areas (text, one per line, replacing all) or product classes (with `updated_at` to refuse overwriting a newer change); DELETE it when no known pincode is in it. Audited; the basket's shipping answers follow at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["settings"] },
      responses: { 200: { description: "The zone.", schema: AdminShippingZoneSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => zoneOr404(idParam(params.id)),
    },
    PATCH: {
      permission: { staff: ["settings"] },
      input: ZonePatchInput,
      responses: {
        200: { description: "The changed zone.", schema: AdminShippingZoneSchema },
        400: { description: 'Field errors; a bad area line as {"areas": ["Line 2 (110099-1100): …"]}.', schema: FieldErrorsSchema },
        404: NOT_FOUND,
        409: EDIT_CONFLICT,
      },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        await transaction((tx) => updateZone(tx, { id: caller.user!.id, ip: caller.ip }, id, body));
        return zoneOr404(id);
      },
    },
    DELETE: {
      permission: { staff: ["settings"] },
      responses: {
        204: { description: "Deleted." },
        404: NOT_FOUND,
        409: { description: "Known pincodes are in it (code zone_has_pincodes).", schema: ConflictSchema },
      },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteZone(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
