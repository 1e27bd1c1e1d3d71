import { indexAnswer, IndexV1Schema } from "@/lib/content/index-page.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v1/index/",
  name: "Index",
  description: "The landing page in one call: banners, collections, featured products and new arrivals (ProductCards), the video (v2 adds the gallery teaser).",
  tag: "Index",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The landing page's content.", schema: IndexV1Schema } },
      handler: async ({ urls, caller }) => indexAnswer({ urls, caller }, 1),
    },
  },
});
