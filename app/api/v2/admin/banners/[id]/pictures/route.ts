import { z } from "zod";
import { storeBannerPicture } from "@/lib/admin/content/banner-pictures.ts";
import { adminBannerJson, AdminBannerSchema, bannerOr404, setBannerPictures } from "@/lib/admin/content/banners.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

const PicturesUpload = z.object({
  image: z.file().meta({ file: true }).optional().describe("A new wide picture, cut to 1920 × 720."),
  mobile_image: z.file().meta({ file: true }).optional().describe("A new phone picture, cut to 800 × 1000."),
  remove_mobile_image: z.enum(["true", "false"]).optional().describe('"true": the phone shows the wide picture.'),
  updated_at: z.string().max(40).optional().describe("The banner's updated_at as read (edit conflicts)."),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/banners/{id}/pictures/",
  name: "Admin Banner Pictures",
  description: "Staff (content): replaces a banner's wide or phone picture (multipart), or drops the phone's. Audited; the landing page follows at once.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["content"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: PicturesUpload,
      responses: { 200: { description: "The banner with its pictures.", schema: AdminBannerSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await bannerOr404(id);
        if (!body.image && !body.mobile_image && body.remove_mobile_image !== "true") throw new ValidationError({ image: ["Send a picture, or remove_mobile_image."] });
        const image = body.image ? await storeBannerPicture(body.image, "image") : undefined;
        const mobileImage = body.mobile_image ? await storeBannerPicture(body.mobile_image, "mobile_image") : body.remove_mobile_image === "true" ? null : undefined;
        const row = await transaction((tx) => setBannerPictures(tx, { id: caller.user!.id, ip: caller.ip }, id, { image, mobileImage }, body.updated_at));
        return adminBannerJson(row, urls);
      },
    },
  },
});
