import { AdminCustomerSchema, adminCustomerJson, countCustomers, CustomerFilters, customerWhere, listCustomers } from "@/lib/admin/customers.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/users/",
  name: "Admin Users",
  description:
    "Staff (customers): the accounts (Envelope A), newest first, by part of the name, e-mail or phone (`q`), `is_staff`, `is_active` and `erasure_requested` (asked to be erased, not erased yet).",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["customers"] },
      query: CustomerFilters,
      responses: { 200: { description: "A page of accounts.", schema: pageSchema(AdminCustomerSchema, "AdminCustomer") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = customerWhere(query);
        const page = await loadPage(url, () => countCustomers(where), (offset, limit) => listCustomers(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(adminCustomerJson) }, url.toString());
      },
    },
  },
});
