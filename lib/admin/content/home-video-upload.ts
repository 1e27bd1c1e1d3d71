// A new landing page video, uploaded to the staff API (POST /api/v2/admin/home-video/, decision 0137):
// the multipart body is read as it arrives and the video written to the store piece by piece, never held
// in memory whole. The video must be an MP4 or a WebM by its first bytes (not its name or the type the
// client sent) and at most MAX_HOME_VIDEO_BYTES; the poster, if any, is checked and cut as the poster
// form's is. The video is kept under a name made from its content; nothing is kept when anything fails.
import { z } from "zod";
import { MAX_PICTURE_BYTES } from "@/lib/catalogue/product-pictures.ts";
import { transaction } from "@/lib/db.ts";
import { ApiError, ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { coerceFormData } from "@/lib/http/input-fields.ts";
import { readMultipartStream, type PartInfo, type PartSink } from "@/lib/http/multipart-stream.ts";
import { parseInput } from "@/lib/http/validation.ts";
import { sniffContentType, WEBM_HEAD } from "@/lib/storage/sniff.ts";
import { deletePublicFile, startPublicUpload, type PublicUpload } from "@/lib/storage/public-store.ts";
import { createHomeVideo, HomeVideoInput, storeVideoPoster } from "./home-video.ts";
import { HOME_VIDEO_LIMIT_TEXT, MAX_HOME_VIDEO_BYTES } from "./media-limits.ts";

/** The whole body: the video, a poster and the text fields with their part headers. */
const MAX_REQUEST_BYTES = MAX_HOME_VIDEO_BYTES + MAX_PICTURE_BYTES + 1024 * 1024;
/** A text field (the title is at most 200 characters). */
const MAX_FIELD_BYTES = 16 * 1024;
const VIDEO_TYPES = { "video/mp4": "mp4", "video/webm": "webm" } as const;
const NOT_A_VIDEO = "The video must be an MP4 or WebM file.";
const NO_VIDEO = "Choose an MP4 or WebM video to upload.";

/** The body as the document shows it (the handler reads it as a stream). */
export const HomeVideoUpload = HomeVideoInput.extend({
  video: z.file().meta({ file: true }).describe(`The MP4 or WebM file (checked by its first bytes), up to ${HOME_VIDEO_LIMIT_TEXT}.`),
  poster: z.file().meta({ file: true }).optional().describe("The picture shown before it plays (JPEG, PNG or WebP, up to 8 MiB; cut to 1280 × 720)."),
  is_active: HomeVideoInput.shape.is_active.describe("true shows it on the landing page at once (the others are switched off); false (default) keeps it aside."),
}).meta({ id: "AdminHomeVideoUpload" });

type Actor = { id: number; ip?: string };

/** The video part: its file in the store (opened with its first bytes) and its kind once checked. */
interface VideoPart {
  upload: PublicUpload | null;
  ext: string | null;
}

interface Received {
  fields: Record<string, string>;
  video: VideoPart | null;
  poster: File | null;
}

/** Writes the video to the store as it comes, its first bytes checked as soon as they are in. */
function videoSink(video: VideoPart): PartSink {
  let head = new Uint8Array(0);
  const check = () => {
    const type = sniffContentType(head);
    if (!type || !(type in VIDEO_TYPES)) throw new ValidationError({ video: [NOT_A_VIDEO] });
    video.ext = VIDEO_TYPES[type as keyof typeof VIDEO_TYPES];
  };
  return {
    async write(chunk) {
      const upload = (video.upload ??= await startPublicUpload());
      if (upload.size + chunk.byteLength > MAX_HOME_VIDEO_BYTES) throw new ApiError(413, { detail: `Request body too large: the video is over ${HOME_VIDEO_LIMIT_TEXT}.` });
      if (video.ext === null) {
        head = Buffer.concat([head, chunk.subarray(0, WEBM_HEAD - head.length)]);
        if (head.length >= WEBM_HEAD) check();
      }
      await upload.write(chunk);
    },
    end() {
      // An empty file input sends an empty part: no video.
      if (!video.upload?.size) return;
      if (video.ext === null) check();
    },
  };
}

/** A small part kept in memory up to `limit` bytes; `tooBig` says what to answer past it. */
function memorySink(limit: number, tooBig: () => Error, done: (bytes: Buffer) => void): PartSink {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    write(chunk) {
      size += chunk.byteLength;
      if (size > limit) throw tooBig();
      chunks.push(Buffer.from(chunk));
    },
    end: () => done(Buffer.concat(chunks)),
  };
}

const ignored: PartSink = { write() {}, end() {} };

async function receive(request: Request, received: Received): Promise<void> {
  await readMultipartStream(request, {
    maxBytes: MAX_REQUEST_BYTES,
    openPart(part: PartInfo): PartSink {
      if (part.filename !== null) {
        if (part.name === "video") {
          if (received.video) throw new ValidationError({ video: ["Send one video."] });
          received.video = { upload: null, ext: null };
          return videoSink(received.video);
        }
        if (part.name === "poster") {
          return memorySink(MAX_PICTURE_BYTES, () => new ValidationError({ poster: ["The picture is larger than 8 MiB."] }), (bytes) => {
            // An empty file input sends an empty part: no poster.
            received.poster = bytes.length ? new File([new Uint8Array(bytes)], part.filename || "poster") : null;
          });
        }
        return ignored;
      }
      if (part.name !== "title" && part.name !== "is_active") return ignored;
      const name = part.name;
      return memorySink(MAX_FIELD_BYTES, () => new ValidationError({ [name]: [`Ensure this field has no more than ${MAX_FIELD_BYTES} characters.`] }), (bytes) => {
        received.fields[name] = bytes.toString("utf8");
      });
    },
  });
}

/**
 * Reads the upload, checks it and stores it, then adds the HomeVideo row (audited; the landing page
 * follows). Field errors name `video`, `poster`, `title` or `is_active`.
 */
export async function uploadHomeVideo(request: Request, actor: Actor) {
  const received: Received = { fields: Object.create(null) as Record<string, string>, video: null, poster: null };
  let kept: string | null = null;
  try {
    await receive(request, received);
    const parsed = await parseInput(HomeVideoInput, coerceFormData(HomeVideoInput, received.fields));
    const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (!received.video?.ext) errors.video = [NO_VIDEO];
    if (!parsed.ok || Object.keys(errors).length) throw new ValidationError(errors);
    const poster = received.poster ? await storeVideoPoster(received.poster) : null;
    const { upload, ext } = received.video as { upload: PublicUpload; ext: string };
    const videoPath = `video/${upload.digest().slice(0, 32)}.${ext}`;
    if (await upload.keep(videoPath)) kept = videoPath;
    return await transaction((tx) => createHomeVideo(tx, actor, parsed.data, { videoPath, poster, size: upload.size }));
  } catch (e) {
    await received.video?.upload?.discard();
    // A file this upload put in place and no row names: removed (one already there stays for its row).
    if (kept) await deletePublicFile(kept);
    throw e;
  }
}
