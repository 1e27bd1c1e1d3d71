import { z } from "zod";
import { LineAttributeDetailSchema } from "@/lib/basket/json.ts";
import { callerLineAttribute, lineAttributeJson, setLineAttributeValue } from "@/lib/basket/line-attributes.ts";
import { db, transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/{id}/lines/{line}/lineattributes/{aid}/",
  name: "Basket Line Attribute",
  description: "One option value of a line of one of the caller's baskets; only `value` is writable.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The option value.", schema: LineAttributeDetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        const { basket, attribute } = await callerLineAttribute(db(), caller, params);
        return lineAttributeJson(basket.id, attribute, urls);
      },
    },
    PATCH: {
      input: z.object({ value: z.string().trim().min(1).max(255).optional().meta({ label: "Value" }) }),
      validationStatus: 406,
      wrapValidation: "reason",
      responses: { 200: { description: "Changed.", schema: LineAttributeDetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) =>
        transaction(async (tx) => {
          const { basket, line, attribute } = await callerLineAttribute(tx, caller, params, true);
          const changed = body.value === undefined ? attribute : await setLineAttributeValue(tx, line, attribute.id, body.value);
          return lineAttributeJson(basket.id, changed, urls);
        }),
    },
  },
});
