import { z } from "zod";
import { Image360Schema, listSpins, spinJson } from "@/lib/content/media-lists.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/360-image-list/",
  name: "360 Image List",
  description: "The 360° views of the showroom's products, newest first, each with its frames in turntable order.",
  tag: "Policies and content",
  methods: {
    GET: {
      responses: { 200: { description: "The 360° views.", schema: z.array(Image360Schema) } },
      handler: async ({ urls }) => (await listSpins()).map((s) => spinJson(s, urls)),
    },
  },
});
