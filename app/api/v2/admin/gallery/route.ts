import { z } from "zod";
import { storeGalleryPicture } from "@/lib/admin/content/gallery-pictures.ts";
import { AdminGalleryItemSchema, adminGalleryJson, countGallery, createGalleryItem, GalleryFilters, GalleryItemInput, galleryRows } from "@/lib/admin/content/gallery.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";
import { parseInput } from "@/lib/http/validation.ts";

const GalleryUpload = z.object({
  image: z.file().meta({ file: true }).describe("The picture: JPEG, PNG or WebP, cut to 1200 × 800 with a 400-wide thumbnail."),
  title: z.string().max(2000),
  tag: z.string().max(2000).describe("Projects, Events or Activities."),
  description: z.string().max(5000).optional(),
  date: z.string().max(2000).describe("The day it happened (YYYY-MM-DD)."),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/gallery/",
  name: "Admin Gallery",
  description: "Staff (content): the gallery's pictures, newest first (Envelope A), of one tag or matching `q`; POST (multipart) adds one with its picture. Audited; the gallery page, the landing page and the gallery API show it at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: GalleryFilters,
      responses: { 200: { description: "A page of gallery items.", schema: pageSchema(AdminGalleryItemSchema, "AdminGalleryItem") }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const page = await loadPage(url, () => countGallery(query), (skip, take) => galleryRows(query, skip, take));
        return envelopeA({ ...page, results: page.results.map((g) => adminGalleryJson(g, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: GalleryUpload,
      responses: { 201: { description: "The item made.", schema: AdminGalleryItemSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const parsed = await parseInput(GalleryItemInput, { title: body.title, tag: body.tag, description: body.description, date: body.date });
        if (!parsed.ok) throw new ValidationError(parsed.errors);
        const picture = await storeGalleryPicture(body.image);
        const row = await transaction((tx) => createGalleryItem(tx, { id: caller.user!.id, ip: caller.ip }, parsed.data, picture));
        return reply(adminGalleryJson(row, urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/gallery/{id}/", { id: row.id }) } });
      },
    },
  },
});
