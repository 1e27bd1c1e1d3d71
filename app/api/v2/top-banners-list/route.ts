import { z } from "zod";
import { activeBanners, bannerJson, BannerSchema } from "@/lib/content/banners.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/top-banners-list/",
  name: "Top Banners List",
  description: "The banners of the landing page's carousel that are switched on and inside their date window, in staff order.",
  tag: "Policies and content",
  methods: {
    GET: {
      responses: { 200: { description: "The active banners.", schema: z.array(BannerSchema) } },
      handler: async ({ urls }) => (await activeBanners()).map((b) => bannerJson(b, urls)),
    },
  },
});
