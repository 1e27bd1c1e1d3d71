import { galleryAnswer, GalleryPageSchema, GalleryQuery } from "@/lib/content/gallery.ts";
import { FieldErrorsSchema, INVALID_PAGE } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/gallery-list/",
  name: "Gallery List",
  description: "Photographs of projects, events and activities, newest first (Envelope A; ?tag, ?page, ?page_size).",
  tag: "Policies and content",
  methods: {
    GET: {
      query: GalleryQuery,
      responses: { 200: { description: "A page of gallery items.", schema: GalleryPageSchema }, 400: { description: "An unknown tag.", schema: FieldErrorsSchema }, 404: INVALID_PAGE },
      handler: async ({ url, urls, query }) => galleryAnswer(url, urls, query.tag),
    },
  },
});
