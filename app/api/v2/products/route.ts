import { listingAnswer, ProductListQuery } from "@/lib/catalogue/api.ts";
import { ProductPageSchema } from "@/lib/catalogue/listing-json.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/products/",
  name: "Product List",
  description: "Products as cards, newest first (by relevance when searching). Filters: structure, category (slug or id, with its subcategories), q, price_min, price_max; ordering: price, -price, title, -date_created, -rating.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      query: ProductListQuery,
      responses: { 200: { description: "A page of product cards.", schema: ProductPageSchema }, 404: { description: "Invalid page.", schema: DetailSchema } },
      handler: (ctx) => listingAnswer(ctx, false),
    },
  },
});
