import { z } from "zod";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { acceptWebhook } from "@/lib/payments/webhook.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/payments/razorpay/webhook/",
  name: "Razorpay Webhook",
  description:
    "Razorpay only: `payment.captured` and `order.paid` mark an order paid, `payment.failed` leaves it payable, `refund.processed` records a refund. The `X-Razorpay-Signature` is checked over the raw body before anything is parsed; each event (`X-Razorpay-Event-Id`) is acted on once.",
  tag: "Payments",
  methods: {
    POST: {
      documentedInput: z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) }).meta({ id: "RazorpayWebhookEvent" }),
      responses: {
        200: { description: "Taken (or already taken, or an event the shop does not act on): an empty body.", files: ["text/plain"] },
        400: { description: 'Invalid signature ({"detail": "Invalid signature."}), no event id, or not a Razorpay event: nothing changed.', schema: DetailSchema },
        413: { description: "The body is over 256 KiB.", schema: DetailSchema },
      },
      handler: async ({ request }) => {
        await acceptWebhook(request);
        return new Response("", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      },
    },
  },
});
