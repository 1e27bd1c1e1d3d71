import { Image360Schema, image360Json } from "@/lib/catalogue/image360.ts";
import { CreateImage360Input } from "@/lib/catalogue/image360-inputs.ts";
import { createImage360 } from "@/lib/catalogue/image360-uploads.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/review/image/create/360/image/",
  name: "Create 360 Image",
  description: "Staff: creates a 360° view from multipart title, product (optional) and up to 8 frames (JPEG, PNG or WebP by their bytes, 2 MiB each); add more frames with /api/v2/catalogue/360/{id}/frames/, up to 72 in all.",
  tag: "Catalogue",
  methods: {
    POST: {
      permission: { staff: ["catalogue"] },
      // Up to 8 frames of 2 MiB each in one multipart body (main's endpoint() limits other bodies to 1 MiB).
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: CreateImage360Input,
      responses: { 201: { description: "The 360° view.", schema: Image360Schema } },
      handler: async ({ caller, body, urls }) => {
        const image = await createImage360({ id: caller.user!.id, ip: caller.ip }, { title: body.title, productId: body.product, frames: body.frames });
        return reply(image360Json(image, urls), { status: 201 });
      },
    },
  },
});
