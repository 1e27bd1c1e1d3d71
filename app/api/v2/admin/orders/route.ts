import { AdminOrderFilters, adminOrderRowJson, AdminOrderRowSchema, adminOrderWhere, countAdminOrders, listAdminOrders } from "@/lib/admin/orders/list.ts";
import { ADMIN_ORDER_PATH } from "@/lib/admin/orders/detail.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/",
  name: "Admin Order List",
  description:
    "Staff (orders): every order, newest first (Envelope A), searched by order number, e-mail or phone (?q=) and filtered by status, days placed, payment method, state, pincode and guest or account — the same list as /admin/orders/.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["orders"] },
      query: AdminOrderFilters,
      responses: { 200: { description: "A page of orders.", schema: pageSchema(AdminOrderRowSchema, "AdminOrderRow") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const where = adminOrderWhere(query);
        const page = await loadPage(url, () => countAdminOrders(where), (offset, limit) => listAdminOrders(where, query.sort, offset, limit));
        return envelopeA({ ...page, results: page.results.map((o) => adminOrderRowJson(o, (id) => urls.path(ADMIN_ORDER_PATH, { id }))) }, url.toString());
      },
    },
  },
});
