import { downloadsAnswer, DownloadPageSchema } from "@/lib/content/downloads.ts";
import { INVALID_PAGE } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/downloads-list/",
  name: "Downloads List",
  description: "Brochures and guides to download, newest first (Envelope B; ?page, ?page_size).",
  tag: "Policies and content",
  methods: {
    GET: {
      responses: { 200: { description: "A page of downloads.", schema: DownloadPageSchema }, 404: INVALID_PAGE },
      handler: async ({ url, urls }) => downloadsAnswer(url, urls),
    },
  },
});
