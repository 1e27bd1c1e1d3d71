import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { adminReturnJson, AdminReturnSchema } from "@/lib/returns/json.ts";
import { AdminReturnFilters, adminReturnWhere, countAdminReturns, listAdminReturns } from "@/lib/returns/read.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/returns/",
  name: "Admin Return List",
  description: "Staff (orders): every return, newest first (Envelope A), filtered by status and order number — the same list as /admin/returns/.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["orders"] },
      query: AdminReturnFilters,
      responses: { 200: { description: "A page of returns.", schema: pageSchema(AdminReturnSchema, "AdminReturn") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = adminReturnWhere(query);
        const page = await loadPage(url, () => countAdminReturns(where), (offset, limit) => listAdminReturns(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map((r) => adminReturnJson(r, urls)) }, url.toString());
      },
    },
  },
});
