import { z } from "zod";
import { idParam } from "@/lib/catalogue/api.ts";
import { FORM_LIMITS } from "@/lib/content/limits.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { requestStockAlert, stockAlertDetail } from "@/lib/stock-alerts/alerts.ts";

const Answer = z.object({
  product: z.int(),
  channel: z.enum(["email", "sms"]),
  status: z.enum(["pending", "confirmed"]).describe("pending: waiting for the link in the confirm message; confirmed: the message will come when the product is back."),
  detail: z.string(),
}).meta({ id: "StockAlert" });

const Conflict = z.object({ detail: z.string(), code: z.literal("in_stock") });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/stock-alert/",
  name: "Back-in-Stock Alert",
  description:
    "Ask for one message when the product (or variant) can be bought again: {\"email\"} or, when the shop sends SMS, {\"phone_number\"}; a signed-in shopper may send {} for their own address. A guest confirms by the link in the confirm message first (double opt-in); a signed-in shopper's own address is confirmed at once. The same open request again answers 200 and sends nothing. 10 an hour per address.",
  tag: "Catalogue",
  methods: {
    POST: {
      input: z.object({
        email: z.string().max(320).optional().meta({ label: "E-mail" }),
        phone_number: z.string().max(32).optional().meta({ label: "Phone number", description: "International format, e.g. +91 98123 45678; only when the shop sends SMS." }),
      }),
      throttle: [FORM_LIMITS.stockAlert],
      responses: {
        201: { description: "Asked; pending confirmation (guests) or confirmed.", schema: Answer },
        200: { description: "The same request was already open.", schema: Answer },
        404: NOT_FOUND,
        409: { description: "The product can be bought now (`code: in_stock`).", schema: Conflict },
      },
      handler: async ({ caller, params, body, locale }) => {
        const result = await requestStockAlert(idParam(params.id), body, caller.user, undefined, locale);
        return reply(
          { product: result.product, channel: result.channel, status: result.status, detail: stockAlertDetail(result.status, result.channel) },
          { status: result.created ? 201 : 200 },
        );
      },
    },
  },
});
