import { z } from "zod";
import { CheckoutBody, CheckoutRequestSchema } from "@/lib/checkout/input.ts";
import { checkoutAnswer } from "@/lib/checkout/answer.ts";
import { DetailSchema, FieldErrorsSchema, MessageListSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { idempotencyKeyOf } from "@/lib/http/idempotency.ts";
import { reply } from "@/lib/http/reply.ts";
import { CheckoutOrderSchema } from "@/lib/orders/order-json.ts";

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
      documentedInput: CheckoutRequestSchema,
      idempotent: true,
      responses: {
        200: { description: 'The Order, with "tracking_token" and "tracking_url" (the order\'s tracking link, as in its mails) beside it.', schema: CheckoutOrderSchema },
        400: { description: "The basket hyperlink is missing or names no basket (compat: a bare list of one message).", schema: MessageListSchema },
        401: { description: '"Unauthorized": the basket is not the caller\'s, or not Open/Saved (compat).', schema: z.literal("Unauthorized") },
        406: { description: "Field errors, or non_field_errors in the documented order (a guest's open cash-on-delivery orders over GUEST_OPEN_COD_ORDERS_MAX among them).", schema: FieldErrorsSchema },
        429: { description: "Too many checkouts from this address (or account) or of this basket (CHECKOUT_MAX_PER_IP_HOUR, CHECKOUT_MAX_PER_BASKET_HOUR).", schema: DetailSchema },
      },
      handler: async ({ request, caller, body, urls, locale }) => {
        // The order's mails go out in the caller's language (Accept-Language).
        const answer = await checkoutAnswer(caller, body as Record<string, unknown>, idempotencyKeyOf(request.headers), urls, { locale });
        return reply(answer.body, { status: answer.status });
      },
    },
  },
});
