import { z } from "zod";
import { basketJson, BasketSchema, voucherJson, VoucherSchema } from "@/lib/basket/json.ts";
import { withCurrentBasket } from "@/lib/basket/service.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { DetailSchema, FieldErrorsSchema, ReasonSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { addVoucherToBasket, removeVoucher } from "@/lib/vouchers/apply.ts";

const VoucherBody = z.object({ vouchercode: z.string().trim().min(1).max(128).meta({ label: "Voucher code" }) });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/basket/add-voucher/",
  name: "Add Voucher",
  description: "Puts a voucher on the caller's basket ({\"vouchercode\"}, any case); one voucher per basket, a new one replaces the old. DELETE with the same body takes it off.",
  tag: "Basket",
  personal: true,
  methods: {
    POST: {
      input: VoucherBody,
      validationStatus: 406,
      responses: {
        200: { description: "The voucher now on the basket.", schema: VoucherSchema },
        406: { description: 'The code cannot be used: {"non_field_errors": [...]} or a compat {"reason": "..."}. Anonymous callers are told "Voucher code unknown" for an expired or used code too.', schema: ReasonSchema.or(FieldErrorsSchema) },
        429: { description: "Too many codes tried from this address (or account) or on this basket (VOUCHER_MAX_PER_IP_HOUR, VOUCHER_MAX_PER_BASKET_HOUR).", schema: DetailSchema },
      },
      handler: async ({ caller, request, body }) => {
        const { result, cookies } = await addVoucherToBasket(caller, isSecure(request.headers), body.vouchercode);
        return reply(voucherJson(result!.voucher), { cookies });
      },
    },
    DELETE: {
      input: VoucherBody,
      validationStatus: 406,
      responses: { 200: { description: "The basket without the voucher.", schema: BasketSchema } },
      handler: async ({ caller, request, body, urls }) => {
        const { basket, totals, result, cookies } = await withCurrentBasket(caller, isSecure(request.headers), (tx, id) => removeVoucher(tx, id, body.vouchercode));
        if (!result) throw new NotFoundError();
        return reply(basketJson(basket, totals, urls), { cookies });
      },
    },
  },
});
