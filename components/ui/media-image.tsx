// A stored picture at the pre-made widths (lib/storage/image-sizes.ts), served as files: no resize on a
// first view. width/height give the box its shape before the picture arrives (no layout shift).
import { sizedSources } from "@/lib/storage/image-sizes.ts";

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
  return (
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
}
