import { z } from "zod";
import { collectionOr404, AdminCollectionSchema, storeCollectionPicture, updateCollection } from "@/lib/admin/content/collections.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { EDIT_CONFLICT, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

const PictureUpload = z.object({
  image: z.file().meta({ file: true }).optional().describe("The tile's new picture (JPEG, PNG or WebP), cut to 1200 × 800."),
  remove_image: z.enum(["true", "false"]).optional().describe('"true": the tile shows no picture.'),
  updated_at: z.string().max(40).optional().describe("The collection's updated_at as read (edit conflicts)."),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/collections/{id}/picture/",
  name: "Admin Collection Picture",
  description: "Staff (content): replaces the picture of a collection's tile (multipart), or removes it. Audited; the landing page and the collection's page follow at once.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["content"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: PictureUpload,
      responses: { 200: { description: "The collection with its picture.", schema: AdminCollectionSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: NOT_FOUND, 409: EDIT_CONFLICT },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        await collectionOr404(id);
        if (!body.image && body.remove_image !== "true") throw new ValidationError({ image: ["Send a picture, or remove_image."] });
        const image = body.image ? await storeCollectionPicture(body.image) : null;
        await transaction((tx) => updateCollection(tx, { id: caller.user!.id, ip: caller.ip }, id, { image, updated_at: body.updated_at }));
        return collectionOr404(id, urls);
      },
    },
  },
});
