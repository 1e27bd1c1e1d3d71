import { listingAnswer, StorefrontListQuery } from "@/lib/catalogue/api.ts";
import { StorefrontListingSchema } from "@/lib/catalogue/listing-json.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/product/list/",
  name: "Storefront Product List",
  description: "The storefront listing: the filters of /api/v2/products/ plus attr_<code>=v1,v2 (any value of one attribute, every attribute) and in_stock=1, with disjunctive facets: an attribute's counts apply every filter but its own; the price range ignores the price filters.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      query: StorefrontListQuery,
      responses: { 200: { description: "A page of product cards and the facets.", schema: StorefrontListingSchema }, 404: { description: "Invalid page.", schema: DetailSchema } },
      handler: (ctx) => listingAnswer(ctx, true),
    },
  },
});
