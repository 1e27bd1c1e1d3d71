import { z } from "zod";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { invoiceDownload } from "@/lib/invoices/downloads.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/invoice/",
  name: "Order Invoice",
  description:
    "The order's GST tax invoice as a PDF, once issued (cash on delivery: when the order ships). For the buyer signed in, whoever holds the order's tracking token (?token=), and staff with the orders group; anyone else, and before it is issued: 404.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      query: z.object({ token: z.string().optional().describe("The order's tracking token (a guest's way in).") }),
      responses: { 200: { description: "The tax invoice.", files: ["application/pdf"] }, 403: { description: "Neither signed in nor holding the tracking token.", schema: DetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, query }) => invoiceDownload(caller, params.id, query.token),
    },
  },
});
