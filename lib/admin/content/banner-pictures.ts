// A banner's pictures: the wide one (1920 × 720) and the phone's (800 × 1000), cut from the upload to the
// boxes the landing page's carousel draws (components/content/banner-carousel.tsx).
import { storeCutPicture } from "./cut-picture.ts";

export const BANNER_BOXES = {
  image: { width: 1920, height: 720, label: "wide picture" },
  mobile_image: { width: 800, height: 1000, label: "phone picture" },
} as const;
export type BannerPictureField = keyof typeof BANNER_BOXES;

/** Checks, cuts and stores an uploaded banner picture; answers its storage key. Errors name `field`. */
export function storeBannerPicture(file: File | null, field: BannerPictureField, limit?: number): Promise<string> {
  return storeCutPicture(file, BANNER_BOXES[field], field, "banners/uploads", limit);
}
