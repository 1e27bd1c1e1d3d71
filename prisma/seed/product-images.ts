// Product photographs: three views per product (standalone, parent and child alike; a child shows
// its own colour or finish), 1200 × 900 originals with 400 × 300 thumbnails.
import type { ProductSpec } from "./products.ts";
import { withSizes, type RenderJob } from "./render-jobs.ts";

export const imageWidth = 1200;
export const imageHeight = 900;
export const thumbWidth = 400;

export interface ProductImageSpec {
  slug: string;
  original: string;
  thumbnail: string;
  caption: string;
  displayOrder: number;
  width: number;
  height: number;
  job: RenderJob;
}

const captions = ["{title}", "{title}, seen from the side", "{title}: a closer look at the detail"];

export function productImages(product: ProductSpec): ProductImageSpec[] {
  return [0, 1, 2].map((view) => ({
    slug: product.slug,
    original: `products/${product.slug}/${view + 1}.jpg`,
    thumbnail: `products/${product.slug}/${view + 1}-thumb.jpg`,
    caption: captions[view].replace("{title}", product.title),
    displayOrder: view,
    width: imageWidth,
    height: imageHeight,
    job: withSizes({
      keys: [`products/${product.slug}/${view + 1}.jpg`, `products/${product.slug}/${view + 1}-thumb.jpg`],
      width: imageWidth,
      height: imageHeight,
      thumbWidths: [thumbWidth],
      source: { kind: "still", picture: product.picture, view },
    }),
  }));
}
