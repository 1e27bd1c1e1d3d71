import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { withCurrentBasket } from "@/lib/basket/service.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { removeVoucher } from "@/lib/vouchers/apply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/basket/vouchers/{code}/",
  name: "Remove Voucher",
  description: "Takes the voucher {code} (any case) off the caller's basket.",
  tag: "Basket",
  personal: true,
  methods: {
    DELETE: {
      responses: { 200: { description: "The basket without the voucher.", schema: BasketSchema }, 404: NOT_FOUND },
      handler: async ({ caller, request, params, urls }) => {
        const { basket, totals, result, cookies } = await withCurrentBasket(caller, isSecure(request.headers), (tx, id) => removeVoucher(tx, id, params.code));
        if (!result) throw new NotFoundError();
        return reply(basketJson(basket, totals, urls), { cookies });
      },
    },
  },
});
