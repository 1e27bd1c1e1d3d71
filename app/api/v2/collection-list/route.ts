import { z } from "zod";
import { collectionJson, CollectionSchema, listCollections } from "@/lib/content/collections.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/collection-list/",
  name: "Collection List",
  description: "The shop's collections in staff order, each with the URL of its products.",
  tag: "Policies and content",
  methods: {
    GET: {
      responses: { 200: { description: "The collections.", schema: z.array(CollectionSchema) } },
      handler: async ({ urls, locale }) => (await listCollections(locale)).map((c) => collectionJson(c, urls)),
    },
  },
});
