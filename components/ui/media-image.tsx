// A stored picture at the pre-made widths (lib/storage/image-sizes.ts), served as files: no resize on a
// first view. width/height give the box its shape before the picture arrives (no layout shift).
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import styles from "./media-image.module.css";

interface MediaImageProps {
  /** Site-relative `/media/...` path of the original. */
  path: string;
  alt: string;
  /** The original's pixel size; null when unknown (the box then takes `fallbackRatio`). */
  width: number | null;
  height: number | null;
  /** Which width the picture is shown at, as the `sizes` attribute says it. */
  sizes: string;
  /** Above the fold: fetch at once and first. */
  priority?: boolean;
  className?: string;
}

export function MediaImage({ path, alt, width, height, sizes, priority = false, className }: MediaImageProps) {
  const { src, srcSet } = sizedSources(path, width);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width ?? 800}
      height={height ?? 600}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  // React adds a <link rel="preload"> for every picture not loaded lazily, in the page and in the
  // payload of every prefetched route too: the browser then fetched the pictures of pages the shopper
  // had not opened, and warned of each one "preloaded but not used" (issue 24). Inside <picture> React
  // adds none; the browser still finds the picture in the HTML at once and fetches it first
  // (fetchpriority="high"). `display: contents` keeps the <img> the box's child for layout.
  return priority ? <picture className={styles.picture}>{img}</picture> : img;
}
