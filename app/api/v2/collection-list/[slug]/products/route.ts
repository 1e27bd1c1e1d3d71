import { collectionProductsAnswer, CollectionProductsSchema } from "@/lib/content/collection-products.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/collection-list/{slug}/products/",
  name: "Collection Products",
  description: "The products of one collection as ProductCards, in staff order (Envelope A).",
  tag: "Policies and content",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "A page of the collection's products.", schema: CollectionProductsSchema }, 404: NOT_FOUND },
      handler: async ({ params, url, urls, caller, locale }) => collectionProductsAnswer(params.slug ?? "", { url, urls, caller, locale }),
    },
  },
});
