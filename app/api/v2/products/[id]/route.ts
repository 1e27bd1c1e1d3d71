import { findById } from "@/lib/catalogue/api.ts";
import { ProductDetailSchema, productDetailJson } from "@/lib/catalogue/product-json.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/{id}/",
  name: "Product Detail",
  description: "One product: text, attributes, categories, pictures, options and its children; price, availability and stock records are linked.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      responses: { 200: { description: "The product.", schema: ProductDetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls, locale }) => {
        const product = await findById(caller, params.id, locale)();
        if (!product) throw new NotFoundError();
        return productDetailJson(product, urls);
      },
    },
  },
});
