// The multipart inputs of the 360° uploads: frames are files (checked by their bytes in
// image360-uploads.ts), the product a hyperlink or an id.
import { z } from "zod";
import { hyperlinkField } from "@/lib/http/hyperlinks.ts";
import { PRODUCT_PATH } from "./card-json.ts";

const frames = z.array(z.file().meta({ file: true })).describe("JPEG, PNG or WebP images, at most 8 per request and 2 MiB each");

export const CreateImage360Input = z.object({
  title: z.string().trim().min(1).max(200).refine((v) => !v.includes("\u0000"), "Null characters are not allowed."),
  product: hyperlinkField(PRODUCT_PATH).optional(),
  frames: frames.default([]),
});

export const AddFramesInput = z.object({ frames });
