// A category's picture: checked and made into the shop's pre-made widths exactly as a product's
// (product-pictures.ts: JPEG, PNG or WebP by its bytes), stored under categories/uploads/. The page's
// form sends it through a Server Action, whose bodies Next caps at 1 MB (next.config.js): the form
// says so and refuses a larger file before sending it (decision 0131).
import { checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { ValidationError } from "@/lib/errors.ts";
import { putSizedPicture } from "@/lib/storage/image-resize.ts";

/** Bytes a category picture may have: under the Server Action body cap, with room for the form's fields. */
export const CATEGORY_PICTURE_LIMIT = 1000 * 1000 - 16 * 1024;

/** Checks and stores an uploaded picture with its widths; answers its storage key. */
export async function storeCategoryPicture(file: File | null, limit = CATEGORY_PICTURE_LIMIT): Promise<string> {
  if (file && file.size > limit) throw new ValidationError({ picture: [`The picture is larger than ${Math.floor(limit / 1000)} kB.`] });
  const checked = await checkPicture(file);
  const key = checked.key.replace(/^products\//, "categories/");
  await putSizedPicture(key, checked.bytes, checked.picture);
  return key;
}
