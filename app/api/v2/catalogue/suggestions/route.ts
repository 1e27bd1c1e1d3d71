import { z } from "zod";
import { suggest, SuggestionsSchema, suggestionsJson } from "@/lib/catalogue/suggestions.ts";
import { viewerOf } from "@/lib/catalogue/viewer.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { ANY_CATALOGUE_TAGS } from "@/lib/page-cache/tags.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/suggestions/",
  name: "Search Suggestions",
  description: "Up to 8 products and 4 categories for what the shopper has typed (q), ranked by prefix, then word, then fuzzy match; case- and accent-insensitive. Fewer than 2 letters: empty lists.",
  tag: "Catalogue",
  personal: true,
  methods: {
    GET: {
      shareable: { tags: ANY_CATALOGUE_TAGS },
      query: z.object({ q: z.string().max(100).optional().describe("What the shopper has typed so far") }),
      responses: { 200: { description: "The suggestions.", schema: SuggestionsSchema } },
      handler: async ({ caller, query, urls, locale }) => suggestionsJson(await suggest((query as { q?: string }).q ?? "", viewerOf(caller, locale)), urls),
    },
  },
});
