import { z } from "zod";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { creditNoteDownload } from "@/lib/invoices/downloads.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/credit-notes/{note}/",
  name: "Order Credit Note",
  description:
    "One credit note against the order's tax invoice as a PDF (the Order's credit_notes link them). The same callers as the invoice: the buyer, the tracking token's holder (?token=), staff with the orders group; anyone else: 404.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      query: z.object({ token: z.string().optional().describe("The order's tracking token (a guest's way in).") }),
      responses: { 200: { description: "The credit note.", files: ["application/pdf"] }, 403: { description: "Neither signed in nor holding the tracking token.", schema: DetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, query }) => creditNoteDownload(caller, params.id, params.note, query.token),
    },
  },
});
