import { adminOrder, adminOrderDetailJson, AdminOrderDetailSchema, orderMails } from "@/lib/admin/orders/detail.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/{id}/",
  name: "Admin Order Detail",
  description: "Staff (orders): one order with its buyer, addresses, lines with GST, voucher, payment, totals, the timeline of status changes and the mails sent for it.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["orders"] },
      responses: { 200: { description: "The order.", schema: AdminOrderDetailSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => {
        const order = await adminOrder(params.id);
        return adminOrderDetailJson(order, await orderMails(order.number), urls);
      },
    },
  },
});
