// Answers a GET/HEAD for a stored file: content type, length, validators (ETag, Last-Modified → 304)
// and single byte ranges (206/416), which browsers need to seek in a video.
import fs from "node:fs";
import { Readable } from "node:stream";

export interface ServeOptions {
  contentType: string;
  cacheControl: string;
  extraHeaders?: Record<string, string>;
}

function parseRange(header: string | null, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** The response for `file`, or null when it does not exist (the caller answers 404). */
export async function serveFile(request: Request, file: string, opts: ServeOptions): Promise<Response | null> {
  let stat: fs.BigIntStats;
  try {
    stat = await fs.promises.stat(file, { bigint: true });
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  // Size, modification time to the nanosecond and inode: a file rewritten in place or replaced by a
  // rename gets a new tag, even within the same millisecond.
  const etag = `"${stat.size.toString(36)}-${stat.mtimeNs.toString(36)}-${stat.ino.toString(36)}"`;
  const size = Number(stat.size);
  const mtimeMs = Number(stat.mtimeMs);
  const headers = new Headers({
    "Content-Type": opts.contentType,
    "Cache-Control": opts.cacheControl,
    ETag: etag,
    "Last-Modified": new Date(mtimeMs).toUTCString(),
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    ...opts.extraHeaders,
  });
  const inm = request.headers.get("if-none-match");
  const ims = request.headers.get("if-modified-since");
  const notModified = inm ? inm.split(",").some((t) => t.trim() === etag) : ims ? Date.parse(ims) >= Math.floor(mtimeMs / 1000) * 1000 : false;
  if (notModified) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("range"), size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
