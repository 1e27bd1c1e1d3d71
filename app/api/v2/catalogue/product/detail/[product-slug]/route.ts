import { findBySlug, storefrontAnswer } from "@/lib/catalogue/api.ts";
import { StorefrontProductSchema } from "@/lib/catalogue/product-json.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/product/detail/{product-slug}/",
  name: "Storefront Product Detail",
  description: "The product page's data by slug: the product detail with price and availability inline, breadcrumbs, pictures, the 360° view, variants, related products and is_favourite.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The product.", schema: StorefrontProductSchema }, 404: NOT_FOUND },
      handler: (ctx) => storefrontAnswer(ctx, findBySlug(ctx.caller, ctx.params["product-slug"], ctx.locale)),
    },
  },
});
