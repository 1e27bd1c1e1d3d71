import { z } from "zod";
import { homeAnswer, HomeSchema } from "@/lib/content/home-answer.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { ANY_CATALOGUE_TAGS, CONTENT_TAG } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v1/home/",
  name: "Home",
  description: "The landing page for apps: the caller, their basket's item count, the delivery zone of their location (?pincode= sets it), the staff-ordered slots (banners, categories, collections, products, video, gallery) and the environment.",
  tag: "Index",
  personal: true,
  allow: ["GET", "OPTIONS"],
  methods: {
    GET: {
      shareable: { tags: [...ANY_CATALOGUE_TAGS, CONTENT_TAG] },
      query: z.object({ pincode: z.string().optional().describe("Sets the caller's delivery location first (compat); one that cannot be a pincode is ignored.") }),
      responses: { 200: { description: "The home object.", schema: HomeSchema } },
      handler: async ({ caller, urls, url, request }) => {
        const { body, cookies } = await homeAnswer({ caller, urls, url, secure: isSecure(request.headers) });
        return cookies.length ? reply(body, { cookies }) : body;
      },
    },
  },
});
