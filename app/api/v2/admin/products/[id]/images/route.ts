import { z } from "zod";
import { idParam } from "@/lib/catalogue/api.ts";
import { AdminProductImageSchema } from "@/lib/catalogue/product-admin-schemas.ts";
import { addPicture, AltText, checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { db, transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

const AddPictureInput = z.object({
  picture: z.file().meta({ file: true }).describe("A JPEG, PNG or WebP image, at most 8 MiB"),
  alt: AltText,
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/products/{id}/images/",
  name: "Admin Product Pictures",
  description: "Staff (catalogue): adds a picture to a product from multipart picture (JPEG, PNG or WebP by its bytes, 8 MiB at most) and alt (required); it is stored with the shop's pre-made widths and shown last.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["catalogue"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: AddPictureInput,
      responses: { 201: { description: "The new picture.", schema: AdminProductImageSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => {
        const productId = idParam(params.id);
        if (!(await db().product.findUnique({ where: { id: productId }, select: { id: true } }))) throw new NotFoundError();
        const checked = await checkPicture(body.picture);
        const id = await transaction((tx) => addPicture(tx, { id: caller.user!.id, ip: caller.ip }, productId, checked, body.alt));
        const image = await db().productImage.findUniqueOrThrow({ where: { id } });
        return reply({ id: image.id, original: image.original, caption: image.caption, display_order: image.displayOrder }, { status: 201 });
      },
    },
  },
});
