// Storage keys name files in a store: relative, "/"-separated, no "." or ".." segments.
// The database keeps keys (e.g. "products/arlo-sofa/1.jpg"); the public store serves key K at /media/K.
import path from "node:path";

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** True when `key` is a well-formed storage key that cannot leave its store's folder. */
export function isValidKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key.split("/").every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
}

/** The file of `key` inside `root`, or null when the key is malformed or would escape `root`. */
export function resolveKey(root: string, key: string): string | null {
  if (!isValidKey(key)) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...key.split("/"));
  return file.startsWith(base + path.sep) ? file : null;
}

/** The site-relative URL path of a public file: what pages give next/image. */
export function mediaPath(key: string): string {
  return `/media/${key.split("/").map(encodeURIComponent).join("/")}`;
}
