import { findById } from "@/lib/catalogue/api.ts";
import { PriceSchema } from "@/lib/catalogue/card-json.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { NO_PRICE } from "@/lib/pricing/index.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/price/",
  name: "Product Price",
  description: "The product's unit price incl. GST, split into excl. tax and tax; all null (tax \"0.00\") when it cannot be bought, and always for a parent.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The price.", schema: PriceSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        const product = await findById(caller, params.id)();
        if (!product) throw new NotFoundError();
        return product.structure === "parent" ? { ...NO_PRICE } : product.card.price;
      },
    },
  },
});
