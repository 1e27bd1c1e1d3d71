// A multipart/form-data body read as it arrives, one part at a time, for uploads far larger than the
// buffered bodies of body.ts (a video: decision 0137). Each part's bytes go to the sink its caller opens
// for it and are not kept here: at most one chunk and a delimiter's length are held at a time. The body
// is limited like every other (Content-Length first, then by counting), and errors take the documented
// shapes: 400 "Multipart form parse error - …", 413 "Request body too large.", 415 for another type.
import { ApiError } from "@/lib/errors.ts";
import { mediaType } from "./body.ts";
import { quote } from "./echo.ts";

export interface PartInfo {
  /** The form field's name. */
  name: string;
  /** The file's name as the client gave it ("" for an empty file input); null for a text field. */
  filename: string | null;
}

/** Where a part's bytes go. A sink may throw (a field error, a 413) to stop reading the body. */
export interface PartSink {
  write(chunk: Uint8Array): Promise<void> | void;
  end(): Promise<void> | void;
}

export interface MultipartStreamOptions {
  /** The most the whole body may weigh. */
  maxBytes: number;
  openPart(part: PartInfo): PartSink;
}

/** More parts than any of the shop's forms has. */
const MAX_PARTS = 50;
/** A part's headers are a few lines. */
const MAX_HEADER_BYTES = 16 * 1024;

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

const malformed = (reason: string) => new ApiError(400, { detail: `Multipart form parse error - ${reason}` });
export const tooLarge = () => new ApiError(413, { detail: "Request body too large." });

function boundaryOf(contentType: string): string {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw malformed("No boundary in the Content-Type header.");
  return boundary;
}

/** A Content-Disposition parameter (`name="title"`), unquoted. */
function param(disposition: string, key: string): string | null {
  const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s]*)`, "i").exec(disposition);
  if (!m) return null;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2];
}

function partInfo(head: Buffer): PartInfo {
  const lines = head.toString("utf8").split("\r\n");
  const disposition = lines.find((l) => /^content-disposition\s*:/i.test(l))?.replace(/^[^:]*:\s*/, "") ?? "";
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw malformed("A part without Content-Disposition: form-data.");
  const name = param(disposition, "name");
  if (!name) throw malformed("A part without a name.");
  return { name, filename: param(disposition, "filename") };
}

type State = "preamble" | "boundary" | "headers" | "body" | "done";

/**
 * Reads `request`'s multipart body to its end, handing each part's bytes to `openPart`'s sink. Throws
 * the documented 400/413/415 answers, or whatever a sink threw; the rest of the body is then not read.
 */
export async function readMultipartStream(request: Request, opts: MultipartStreamOptions): Promise<void> {
  if (mediaType(request) !== "multipart/form-data") {
    throw new ApiError(415, { detail: `Unsupported media type "${quote(request.headers.get("content-type") ?? "")}" in request.` });
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > opts.maxBytes) throw tooLarge();
  const delimiter = Buffer.from(`\r\n--${boundaryOf(request.headers.get("content-type")!)}`);
  if (!request.body) throw malformed("The body is empty.");

  const reader = request.body.getReader();
  // The body's first delimiter has no line break before it: one is supplied, so every delimiter looks the same.
  let pending: Buffer = CRLF;
  let state = "preamble" as State;
  let sink: PartSink | null = null;
  let parts = 0;
  let total = 0;

  /** Takes what `pending` allows; false when more bytes are needed. */
  async function step(): Promise<boolean> {
    switch (state) {
      case "preamble": {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          pending = pending.subarray(Math.max(0, pending.length - delimiter.length + 1));
          return false;
        }
        pending = pending.subarray(at + delimiter.length);
        state = "boundary";
        return true;
      }
      case "boundary": {
        if (pending.length < 2) return false;
        const next = pending.subarray(0, 2).toString("latin1");
        if (next === "--") state = "done";
        else if (next === "\r\n") state = "headers";
        else throw malformed("A boundary not followed by a line break.");
        pending = pending.subarray(2);
        return state !== "done";
      }
      case "headers": {
        const at = pending.indexOf(HEADERS_END);
        if (at < 0) {
          if (pending.length > MAX_HEADER_BYTES) throw malformed("A part's headers are too long.");
          return false;
        }
        if (++parts > MAX_PARTS) throw malformed(`More than ${MAX_PARTS} parts.`);
        sink = opts.openPart(partInfo(pending.subarray(0, at)));
        pending = pending.subarray(at + HEADERS_END.length);
        state = "body";
        return true;
      }
      case "body": {
        const at = pending.indexOf(delimiter);
        if (at >= 0) {
          if (at > 0) await sink!.write(pending.subarray(0, at));
          await sink!.end();
          sink = null;
          pending = pending.subarray(at + delimiter.length);
          state = "boundary";
          return true;
        }
        // All but what could be the start of a delimiter split across chunks.
        const safe = pending.length - delimiter.length + 1;
        if (safe > 0) {
          await sink!.write(pending.subarray(0, safe));
          pending = pending.subarray(safe);
        }
        return false;
      }
      case "done":
        return false;
    }
  }

  try {
    while (state !== "done") {
      const { done, value } = await reader.read();
      if (done) throw malformed("Unexpected end of form.");
      total += value.byteLength;
      if (total > opts.maxBytes) throw tooLarge();
      pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      while (await step());
    }
  } finally {
    // The epilogue after the last boundary (or, on an error, the rest of the body) is not read.
    await reader.cancel().catch(() => {});
  }
}
