import { CheckoutBody } from "@/lib/checkout/input.ts";
import { checkoutAnswer } from "@/lib/checkout/answer.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { idempotencyKeyOf } from "@/lib/http/idempotency.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/checkout/",
  name: "Checkout",
  description:
    "Places an order for the caller's basket (cash on delivery), in one transaction: stock allocated, the voucher used, the basket submitted, a confirmation mail queued. An Idempotency-Key header makes retries safe.",
  tag: "Checkout",
  personal: true,
  methods: {
    POST: {
      input: CheckoutBody,
      responses: {
        200: { description: "The Order." },
        400: { description: "The basket hyperlink is missing or names no basket (a bare list of one message)." },
        401: { description: '"Unauthorized": the basket is not the caller\'s, or not Open/Saved.' },
        406: { description: "Field errors, or non_field_errors in the documented order." },
        409: { description: "The Idempotency-Key was used with another body, or its first request is still running.", schema: DetailSchema },
      },
      handler: async ({ request, caller, body, urls }) => {
        const answer = await checkoutAnswer(caller, body as Record<string, unknown>, idempotencyKeyOf(request.headers), urls);
        return reply(answer.body, { status: answer.status });
      },
    },
  },
});
