// What a buyer sends to write or edit a review (POST /api/v2/products/{id}/reviews/, PATCH
// /api/v2/reviews/{id}/, and the product page's form): stars, a title, the text and up to 4 photos when
// sent as multipart. The photos' bytes are checked by photos.ts.
import { z } from "zod";

export const MAX_REVIEW_PHOTOS = 4;
export const MAX_REVIEW_PHOTO_BYTES = 5 * 1024 * 1024;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;

const stars = z.int().min(1, "Give between 1 and 5 stars.").max(5, "Give between 1 and 5 stars.").describe("Stars, 1 to 5.");
const title = z.string().trim().min(1, "Give your review a title.").max(REVIEW_TITLE_MAX).describe("A line that sums the review up.");
const body = z.string().trim().min(1, "Write a few words about the piece.").max(REVIEW_BODY_MAX).describe("The review, in the buyer's words.");
const photos = z
  .array(z.file().meta({ file: true }))
  .max(MAX_REVIEW_PHOTOS, `Attach at most ${MAX_REVIEW_PHOTOS} photos.`)
  .describe("Multipart only: up to 4 photos of the piece, JPEG, PNG or WebP, at most 5 MB each.");

export const ReviewInput = z.object({ rating: stars, title, body, photos: photos.optional() }).meta({ id: "ReviewInput" });
export type ReviewInput = z.output<typeof ReviewInput>;

export const ReviewEditInput = z
  .object({
    rating: stars.optional(),
    title: title.optional(),
    body: body.optional(),
    photos: photos.optional().describe("Multipart only: the review's photos from now on (up to 4), replacing the ones it had."),
    remove_photos: z
      .boolean()
      .optional()
      .describe("true: remove every photo of the review (without sending new ones)."),
  })
  .meta({ id: "ReviewEditInput" });
export type ReviewEditInput = z.output<typeof ReviewEditInput>;

/** A photo as the service takes it: its name (for messages) and bytes. */
export interface ReviewPhotoUpload {
  name: string;
  bytes: Uint8Array;
}

/** The uploaded files of a parsed body, read. */
export async function photoUploads(files: readonly File[] | undefined): Promise<ReviewPhotoUpload[]> {
  return Promise.all((files ?? []).map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}
