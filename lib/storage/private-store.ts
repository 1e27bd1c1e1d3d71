// The private store: personal files such as resumes. Files live under PRIVATE_DIR (DATA_DIR/private),
// never under a public URL; staff download them through checked routes, always as attachments.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config.ts";
import { resolveKey } from "./keys.ts";
import { serveFile } from "./serve-file.ts";

/** Stores `data` under a new unguessable key in `folder`; returns the key. */
export async function putPrivateFile(folder: string, extension: string, data: Uint8Array): Promise<string> {
  const key = `${folder}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString("hex")}.${extension}`;
  const file = resolveKey(config().privateDir, key);
  if (!file) throw new Error(`Invalid storage key: ${key}`);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, data, { mode: 0o600 });
  return key;
}

function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The download of a private file, as an attachment that browsers will not sniff or render; null when
 * the file is missing. The caller has already checked who may have it.
 */
export async function servePrivateFile(request: Request, key: string, opts: { fileName: string; contentType: string }): Promise<Response | null> {
  const file = resolveKey(config().privateDir, key);
  if (!file) return null;
  return serveFile(request, file, {
    contentType: opts.contentType,
    cacheControl: "private, no-store",
    extraHeaders: {
      "Content-Disposition": dispositionName(opts.fileName),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      Vary: "Cookie, Authorization, Session-Id",
    },
  });
}

/** Deletes the private file of `key` (a missing file is already deleted). */
export async function deletePrivateFile(key: string): Promise<void> {
  const file = resolveKey(config().privateDir, key);
  if (!file) return;
  await fs.promises.rm(file, { force: true });
}
