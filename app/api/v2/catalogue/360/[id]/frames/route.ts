import { idParam } from "@/lib/catalogue/api.ts";
import { Image360Schema, image360Json } from "@/lib/catalogue/image360.ts";
import { AddFramesInput } from "@/lib/catalogue/image360-inputs.ts";
import { addImage360Frames } from "@/lib/catalogue/image360-uploads.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/360/{id}/frames/",
  name: "Add 360 Frames",
  description: "Staff: appends up to 8 frames (multipart frames: JPEG, PNG or WebP by their bytes, 2 MiB each) to 360° view {id}, up to 72 in all.",
  tag: "Catalogue",
  methods: {
    POST: {
      permission: { staff: ["catalogue"] },
      // Up to 8 frames of 2 MiB each in one multipart body (main's endpoint() limits other bodies to 1 MiB).
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: AddFramesInput,
      responses: { 201: { description: "The 360° view with its frames.", schema: Image360Schema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) => {
        const image = await addImage360Frames({ id: caller.user!.id, ip: caller.ip }, idParam(params.id), body.frames);
        return reply(image360Json(image, urls), { status: 201 });
      },
    },
  },
});
