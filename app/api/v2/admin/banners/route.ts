import { z } from "zod";
import { bannerBody } from "@/lib/admin/content/banner-form.ts";
import { storeBannerPicture } from "@/lib/admin/content/banner-pictures.ts";
import { adminBannerJson, AdminBannerSchema, BannerFilters, BannerInput, createBanner, listBanners } from "@/lib/admin/content/banners.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";
import { parseInput } from "@/lib/http/validation.ts";

const field = (d: string) => z.string().max(2000).optional().describe(d);
const BannerUpload = z.object({
  image: z.file().meta({ file: true }).describe("The wide picture: JPEG, PNG or WebP, cut to 1920 × 720."),
  mobile_image: z.file().meta({ file: true }).optional().describe("The phone's picture, cut to 800 × 1000 (optional)."),
  title: z.string().max(2000),
  subtitle: field("Below the heading."),
  alt_text: field("What the picture shows; empty when it is decoration."),
  link: field("A shop path (/c/bedroom/) or an https address."),
  is_active: field('"true" (default) or "false".'),
  starts_at: field("ISO 8601 with its offset; empty: at once."),
  ends_at: field("ISO 8601 with its offset; empty: until switched off."),
  order: field("Its place; default: last."),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/banners/",
  name: "Admin Banners",
  description: "Staff (content): the landing page's banners in their order (Envelope A), each with its state (live, scheduled, ended, off); POST (multipart) adds one with its pictures. Audited; the landing page shows it at once, and a banner's window opens and closes on its own.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: BannerFilters,
      responses: { 200: { description: "A page of banners.", schema: pageSchema(AdminBannerSchema, "AdminBanner") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const rows = await listBanners(query.state);
        const page = await loadPage(url, async () => rows.length, async (offset, limit) => rows.slice(offset, offset + limit));
        return envelopeA({ ...page, results: page.results.map((b) => adminBannerJson(b, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: BannerUpload,
      responses: { 201: { description: "The banner made.", schema: AdminBannerSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const fields = bannerBody((name) => (body as Record<string, FormDataEntryValue | undefined>)[name] ?? null, { checkbox: false });
        const parsed = await parseInput(BannerInput, fields);
        if (!parsed.ok) throw new ValidationError(parsed.errors);
        const image = await storeBannerPicture(body.image, "image");
        const mobileImage = body.mobile_image ? await storeBannerPicture(body.mobile_image, "mobile_image") : null;
        const row = await transaction((tx) => createBanner(tx, { id: caller.user!.id, ip: caller.ip }, parsed.data, { image, mobileImage }));
        return reply(adminBannerJson(row, urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/banners/{id}/", { id: row.id }) } });
      },
    },
  },
});
