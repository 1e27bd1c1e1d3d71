// Request bodies: JSON, application/x-www-form-urlencoded and multipart/form-data. Every body is
// limited to 1 MiB, whatever its media type; only a method declared as an upload (`upload:
// {maxBytes}`) takes larger multipart bodies. Limits are checked against Content-Length first and
// then by counting the stream, so a lying or missing Content-Length cannot get a larger body through.
// Objects built from client keys have no prototype: a field named `__proto__` or `constructor` is
// just a field. JSON from a client (a body, or a form field holding JSON) nests at most MAX_JSON_DEPTH
// levels, counted on the text before it is parsed: no shop data nests deeper, and work that walks a
// value recursively (hashing a body for its Idempotency-Key, serialising it) must not run out of stack.
import { ApiError } from "@/lib/errors.ts";
import { quote } from "./echo.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
/** The most an upload method may declare (spec/API.md §1: "upload over 10 MiB: 413"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface BodyLimits {
  /** Set for upload methods: the multipart limit instead of MAX_BODY_BYTES. */
  uploadMaxBytes?: number;
}

export const PARSES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"] as const;

export type BodyKind = "none" | "json" | "form" | "multipart";

export interface ParsedBody {
  kind: BodyKind;
  /** JSON value, or for forms an object of string | string[] | File values. */
  data: unknown;
}

/** How deep JSON from a client may nest (objects and lists). */
export const MAX_JSON_DEPTH = 32;

/** Throws `400 {"detail": "JSON parse error - …"}` when JSON text nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new ApiError(400, { detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels` });
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

const tooLarge = () => new ApiError(413, { detail: "Request body too large." });

/** The body's bytes; a 413 ApiError past `limit` (declared or read), without reading further. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function formToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of entries) {
    if (Object.hasOwn(out, key)) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else out[key] = value;
  }
  return out;
}

/** The media type without parameters, lower-cased ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Reads and parses the body; throws 400/413/415 in the documented shapes. */
export async function parseBody(request: Request, limits: BodyLimits = {}): Promise<ParsedBody> {
  const type = mediaType(request);
  if (type === "multipart/form-data") {
    const bytes = await readLimited(request, limits.uploadMaxBytes ?? MAX_BODY_BYTES);
    try {
      const form = await new Response(bytes as BodyInit, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
      return { kind: "multipart", data: formToObject(form.entries()) };
    } catch (e) {
      throw new ApiError(400, { detail: `Multipart form parse error - ${(e as Error).message}` });
    }
  }
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (bytes.byteLength === 0) return { kind: "none", data: {} };
  if (type === "application/json") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError(400, { detail: "JSON parse error - the body is not valid UTF-8" });
    }
    assertJsonDepth(text);
    try {
      return { kind: "json", data: JSON.parse(text) };
    } catch (e) {
      throw new ApiError(400, { detail: `JSON parse error - ${(e as Error).message}` });
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    return { kind: "form", data: formToObject(new URLSearchParams(new TextDecoder().decode(bytes)).entries()) };
  }
  throw new ApiError(415, { detail: `Unsupported media type "${quote(request.headers.get("content-type") ?? "")}" in request.` });
}
