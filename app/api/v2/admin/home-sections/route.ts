import { adminHomeSections, AdminHomeSectionSchema, createHomeSection, homeSectionOr404, HomeSectionInput } from "@/lib/admin/content/home-sections.ts";
import { transaction } from "@/lib/db.ts";
import { FieldErrorsSchema, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/home-sections/",
  name: "Admin Home Sections",
  description: "Staff (content): the landing page's sections in their order (Envelope A, one page), shown or hidden; POST adds one. Audited; the landing page and /api/v1/home/ follow at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      responses: { 200: { description: "The sections.", schema: pageSchema(AdminHomeSectionSchema, "AdminHomeSection") } },
      handler: async ({ url }) => {
        const results = await adminHomeSections();
        return envelopeA({ count: results.length, page: 1, pageSize: Math.max(results.length, 1), results }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      input: HomeSectionInput,
      responses: { 201: { description: "The section added.", schema: AdminHomeSectionSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const id = await transaction((tx) => createHomeSection(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(await homeSectionOr404(id), { status: 201, headers: { Location: urls.path("/api/v2/admin/home-sections/{id}/", { id }) } });
      },
    },
  },
});
