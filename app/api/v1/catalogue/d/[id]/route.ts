import { findById, storefrontAnswer } from "@/lib/catalogue/api.ts";
import { StorefrontProductSchema } from "@/lib/catalogue/product-json.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v1/catalogue/d/{id}/",
  name: "Storefront Product By Id",
  description: "The storefront product detail of /api/v2/catalogue/d/{product-slug}/, found by id.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The product.", schema: StorefrontProductSchema }, 404: NOT_FOUND },
      handler: (ctx) => storefrontAnswer(ctx, findById(ctx.caller, ctx.params.id, ctx.locale)),
    },
  },
});
