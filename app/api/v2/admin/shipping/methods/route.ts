import { adminMethodJson, AdminShippingMethodSchema, countMethods, createMethod, listMethodsPage, methodOr404, MethodInput } from "@/lib/admin/delivery/methods.ts";
import { transaction } from "@/lib/db.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/shipping/methods/",
  name: "Admin Shipping Methods",
  description: "Staff (settings): the shipping methods (Envelope A) by display order, each with its estimate in working days and its charge in each zone; POST makes one, audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["settings"] },
      responses: { 200: { description: "A page of methods.", schema: pageSchema(AdminShippingMethodSchema, "AdminShippingMethod") }, 404: INVALID_PAGE },
      handler: async ({ url }) => {
        const page = await loadPage(url, () => countMethods(), listMethodsPage);
        return envelopeA({ ...page, results: page.results.map(adminMethodJson) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["settings"] },
      input: MethodInput,
      responses: { 201: { description: "The method made.", schema: AdminShippingMethodSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const id = await transaction((tx) => createMethod(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(await methodOr404(id), { status: 201, headers: { Location: urls.path("/api/v2/admin/shipping/methods/{id}/", { id }) } });
      },
    },
  },
});
