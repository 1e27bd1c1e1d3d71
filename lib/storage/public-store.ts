// The public store: product images, banners, brochures, the home video. Files live under MEDIA_DIR
// (DATA_DIR/media by default) and are served at /media/<key> with long cache lifetimes: a changed
// file gets a new key (uploads name files by content hash), so a cached copy is never stale.
import fs from "node:fs";
import path from "node:path";
import { config } from "@/lib/config.ts";
import { contentTypeOf } from "./content-types.ts";
import { resolveKey } from "./keys.ts";
import { serveFile } from "./serve-file.ts";

export const PUBLIC_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Answers GET/HEAD /media/<key>; 404 for a missing file or any key that could leave the folder. */
export async function servePublicFile(request: Request, key: string): Promise<Response> {
  const file = resolveKey(config().mediaDir, key);
  const response =
    file &&
    (await serveFile(request, file, { contentType: contentTypeOf(key), cacheControl: PUBLIC_CACHE_CONTROL }));
  return response || new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Writes `data` at `key` in the public store. */
export async function putPublicFile(key: string, data: Uint8Array): Promise<void> {
  const file = resolveKey(config().mediaDir, key);
  if (!file) throw new Error(`Invalid storage key: ${key}`);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, data);
}
