// The public store: product images, banners, brochures, the home video (streamed to disk as it is uploaded). Files live under MEDIA_DIR
// (DATA_DIR/media by default) and are served at /media/<key>. A file whose name carries a content
// hash (16 or more hex digits, e.g. "sofa.3fa9c2e1b4d5a6f7.jpg") never changes under that name and is
// cached for a year as immutable; any other name (the seed's "products/arlo-sofa/1.jpg") may be
// rewritten in place, so caches must revalidate it (ETag, 304) before every use. See docs/decisions.
import { createHash, randomBytes } from "node:crypto";
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

/** Removes the file at `key` from the public store (nothing when it is not there). */
export async function deletePublicFile(key: string): Promise<void> {
  const file = resolveKey(config().mediaDir, key);
  if (file) await fs.promises.rm(file, { force: true });
}

/**
 * A large file arriving piece by piece (a video upload), written to disk as it comes so that it is never
 * held in memory whole. It waits in MEDIA_DIR/.incoming/ — no key reaches a name starting with ".", so it
 * is never served — until `keep` moves it under its key, or `discard` deletes it.
 */
export interface PublicUpload {
  write(chunk: Uint8Array): Promise<void>;
  /** Bytes written so far. */
  readonly size: number;
  /** The SHA-256 of what was written, in hex (once every piece is written). */
  digest(): string;
  /** Moves the file to `key`; false when a file was there already (the same content under a hashed name): this one is dropped. */
  keep(key: string): Promise<boolean>;
  discard(): Promise<void>;
}

export async function startPublicUpload(): Promise<PublicUpload> {
  const incoming = path.join(config().mediaDir, ".incoming");
  await fs.promises.mkdir(incoming, { recursive: true });
  const temp = path.join(incoming, `${Date.now()}-${randomBytes(8).toString("hex")}`);
  const handle = await fs.promises.open(temp, "wx", 0o644);
  const hash = createHash("sha256");
  let size = 0;
  let open = true;
  const close = async () => {
    if (open) {
      open = false;
      await handle.close();
    }
  };
  return {
    async write(chunk) {
      hash.update(chunk);
      size += chunk.byteLength;
      await handle.write(chunk);
    },
    get size() {
      return size;
    },
    digest: () => hash.copy().digest("hex"),
    async keep(key) {
      const file = resolveKey(config().mediaDir, key);
      if (!file) throw new Error(`Invalid storage key: ${key}`);
      await close();
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      if (fs.existsSync(file)) {
        await fs.promises.rm(temp, { force: true });
        return false;
      }
      await fs.promises.rename(temp, file);
      return true;
    },
    async discard() {
      await close().catch(() => {});
      await fs.promises.rm(temp, { force: true });
    },
  };
}
