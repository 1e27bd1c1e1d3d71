import { z } from "zod";
import { StorefrontListQuery } from "@/lib/catalogue/api.ts";
import { countProducts } from "@/lib/catalogue/listing.ts";
import { parseListingQuery } from "@/lib/catalogue/listing-query.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

const ListingCountSchema = z.object({ count: z.int().min(0) }).meta({ id: "ListingCount" });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/product/count/",
  name: "Storefront Product Count",
  description: "How many products the storefront listing has for these filters (those of /api/v2/catalogue/product/list/; page and ordering do not count), as shoppers see it: the filter panel's \"Show N results\" while filters are being chosen.",
  tag: "Catalogue",
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      query: StorefrontListQuery,
      responses: { 200: { description: "The number of products.", schema: ListingCountSchema } },
      handler: async ({ url }) => ({ count: await countProducts(parseListingQuery(url.searchParams, { storefront: true })) }),
    },
  },
});
