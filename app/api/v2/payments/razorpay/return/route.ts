import { z } from "zod";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { handleReturn } from "@/lib/payments/return.ts";

const query = z.object({
  order: z.string().max(20).optional().describe("The order's id."),
  ref: z.string().max(128).optional().describe("The shop's keyed reference of the order, made when the payment started."),
  closed: z.string().max(5).optional().describe("Present when the buyer closed the checkout without paying."),
});

const fields = z.looseObject({
  razorpay_payment_id: z.string().max(512).optional(),
  razorpay_order_id: z.string().max(512).optional(),
  razorpay_signature: z.string().max(512).optional(),
  "error[code]": z.string().max(512).optional(),
  "error[description]": z.string().max(512).optional(),
  "error[metadata]": z.string().max(2048).optional(),
  "error[metadata][payment_id]": z.string().max(512).optional(),
  "error[metadata][order_id]": z.string().max(512).optional(),
});

const responses = { 303: { description: "On to the order's payment page, which shows the outcome.", files: ["text/plain"] }, 404: NOT_FOUND };

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/payments/razorpay/return/",
  name: "Razorpay Checkout Return",
  description:
    "Where Razorpay's checkout sends the buyer's browser back (its callback, posted or with the fields in the query). A payment's signature is checked and the payment confirmed with Razorpay before the order is settled; then the browser goes on to the order's payment page.",
  tag: "Payments",
  personal: true,
  methods: {
    GET: {
      query: query.extend(fields.shape),
      responses,
      handler: async ({ url }) => redirect(await handleReturn(Object.fromEntries(url.searchParams), Object.fromEntries(url.searchParams))),
    },
    POST: {
      crossSiteCallback: true,
      query,
      input: fields,
      responses,
      handler: async ({ query: q, body }) => redirect(await handleReturn(q, body)),
    },
  },
});

function redirect(location: string): Response {
  return new Response("", { status: 303, headers: { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
