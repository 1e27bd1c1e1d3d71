// The public store: product images, banners, brochures, the home video. Files live under MEDIA_DIR
// (DATA_DIR/media by default) and are served at /media/<key>. A file whose name carries a content
// hash (16 or more hex digits, e.g. "sofa.3fa9c2e1b4d5a6f7.jpg") never changes under that name and is
// cached for a year as immutable; any other name (the seed's "products/arlo-sofa/1.jpg") may be
// rewritten in place, so caches must revalidate it (ETag, 304) before every use. See docs/decisions.
import fs from "node:fs";
import path from "node:path";
import { config } from "@/lib/config.ts";
import { contentTypeOf } from "./content-types.ts";
import { resolveKey } from "./keys.ts";
import { serveFile } from "./serve-file.ts";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE_CONTROL = "public, no-cache";

const HASHED_NAME = /(?:^|[.\-_])[0-9a-f]{16,}(?:[.\-_]|$)/i;

/** The Cache-Control of a public file: immutable only when its name changes with its content. */
export function publicCacheControl(key: string): string {
  const name = key.slice(key.lastIndexOf("/") + 1);
  return HASHED_NAME.test(name) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/**
 * Files under downloads/ (brochures, guides) are saved, not shown: an attachment under their own name.
 * Their cover pictures beside them are ordinary pictures.
 */
export function downloadDisposition(key: string): Record<string, string> {
  if (!key.startsWith("downloads/") || contentTypeOf(key).startsWith("image/")) return {};
  const name = key.slice(key.lastIndexOf("/") + 1);
  return { "Content-Disposition": `attachment; filename="${name}"` };
}

/** Answers GET/HEAD /media/<key>; 404 for a missing file or any key that could leave the folder. */
export async function servePublicFile(request: Request, key: string): Promise<Response> {
  const file = resolveKey(config().mediaDir, key);
  const response =
    file &&
    (await serveFile(request, file, { contentType: contentTypeOf(key), cacheControl: publicCacheControl(key), extraHeaders: downloadDisposition(key) }));
  return response || new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Writes `data` at `key` in the public store. */
export async function putPublicFile(key: string, data: Uint8Array): Promise<void> {
  const file = resolveKey(config().mediaDir, key);
  if (!file) throw new Error(`Invalid storage key: ${key}`);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, data);
}
