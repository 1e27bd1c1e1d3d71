// Pictures are served at a few pre-made widths, made when the picture is stored (seed, uploads) so no
// first view waits for a resize: `products/arlo-sofa/1.jpg` (1200 px) also exists as
// `products/arlo-sofa/1.w400.webp` and `1.w800.webp`. Pages list them in `srcset` and the browser
// picks one. Widths at or above the original's are not made (the original serves them).
// image-resize.ts makes the files; this module only names them (safe to import anywhere).

/** The widths made of every stored picture. */
export const IMAGE_WIDTHS = [400, 800] as const;

const SIZED = /^(.*)\.w(\d+)\.webp$/;

/** The key (or /media path) of a picture's copy `width` pixels wide: "a/b/1.jpg" → "a/b/1.w400.webp". */
export function sizedKey(key: string, width: number): string {
  const dot = key.lastIndexOf(".");
  const slash = key.lastIndexOf("/");
  const stem = dot > slash ? key.slice(0, dot) : key;
  return `${stem}.w${width}.webp`;
}

/** For a sized key: the stem its original shares ("a/b/1") and the width; null for any other key. */
export function parseSizedKey(key: string): { stem: string; width: number } | null {
  const m = SIZED.exec(key);
  if (!m) return null;
  const width = Number(m[2]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? { stem: m[1], width } : null;
}

/** The widths made of a picture `originalWidth` pixels wide (unknown: every width). */
export function widthsFor(originalWidth: number | null): number[] {
  return IMAGE_WIDTHS.filter((w) => originalWidth === null || w < originalWidth);
}

export interface SizedSources {
  /** The smallest copy (what a browser without srcset loads). */
  src: string;
  srcSet: string;
}

/**
 * `src` and `srcset` of a picture at `path` (a /media path): its copies, then the original at its own
 * width (assumed twice the largest copy when unknown).
 */
export function sizedSources(path: string, originalWidth: number | null): SizedSources {
  const widths = widthsFor(originalWidth);
  const full = originalWidth ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] * 2;
  const entries = [...widths.map((w) => `${sizedKey(path, w)} ${w}w`), `${path} ${full}w`];
  return { src: widths.length ? sizedKey(path, widths[0]) : path, srcSet: entries.join(", ") };
}
