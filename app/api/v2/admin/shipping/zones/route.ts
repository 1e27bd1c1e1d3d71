import { adminZoneJson, AdminShippingZoneSchema, countZones, createZone, listZonesPage, zoneOr404, ZoneInput } from "@/lib/admin/delivery/zones.ts";
import { transaction } from "@/lib/db.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/shipping/zones/",
  name: "Admin Shipping Zones",
  description: "Staff (settings): the shipping zones (Envelope A), default first, each with its areas as text (one per line) and the product classes it takes; POST makes one, audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["settings"] },
      responses: { 200: { description: "A page of zones.", schema: pageSchema(AdminShippingZoneSchema, "AdminShippingZone") }, 404: INVALID_PAGE },
      handler: async ({ url }) => {
        const page = await loadPage(url, () => countZones(), listZonesPage);
        return envelopeA({ ...page, results: page.results.map(adminZoneJson) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["settings"] },
      input: ZoneInput,
      responses: {
        201: { description: "The zone made.", schema: AdminShippingZoneSchema },
        400: { description: 'Field errors; a bad area line as {"areas": ["Line 2 (110099-1100): …"]}.', schema: FieldErrorsSchema },
      },
      handler: async ({ caller, body, urls }) => {
        const id = await transaction((tx) => createZone(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(await zoneOr404(id), { status: 201, headers: { Location: urls.path("/api/v2/admin/shipping/zones/{id}/", { id }) } });
      },
    },
  },
});
