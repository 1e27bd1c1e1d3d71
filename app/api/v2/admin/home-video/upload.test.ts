// Uploading a landing page video (POST /api/v2/admin/home-video/, decision 0137): an MP4 or WebM by its
// first bytes, with a title and a poster cut to 1280 × 720, stored under a name made from its content and
// kept aside unless `is_active` (then shown at once, the other switched off); a text file named .mp4, a
// Matroska file, a missing title refused beside their fields; over the limit a 413 without reading on
// and nothing kept; only the content group, and a browser session only from the shop's own pages.
// The limit is lowered to 1 MB here so that crossing it costs little (the shop's is 200 MB).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { resetConfig } from "@/lib/config.ts";
import { activeHomeVideo } from "@/lib/content/media-lists.ts";
import { db, transaction } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as list from "./route.ts";

vi.mock("@/lib/admin/content/media-limits.ts", async (original) => ({ ...(await original<object>()), MAX_HOME_VIDEO_BYTES: 1_000_000, HOME_VIDEO_LIMIT_TEXT: "1 MB" }));

useTestDatabase();

let content: Awaited<ReturnType<typeof signedIn>>;
let dir: string;
let workshop: number;

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
/** The start of an MP4: an `ftyp` box at offset 4 (brand isom), then media data. */
const MP4 = bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2", [0, 0, 0, 8], "mdat", "frames ".repeat(200));
/** The start of a WebM: the EBML header whose DocType is "webm". */
const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x80 | docType.length], docType, [0x42, 0x87, 0x81, 0x02], "clusters ".repeat(200));
const WEBM = ebml("webm");
let poster: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "home-video-upload-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  content = await signedIn({ staffGroups: ["content"] });
  poster = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#8a5a2b" } }).png().toBuffer();
  workshop = (await db().homeVideo.create({ data: { title: "Inside the workshop", videoPath: "video/workshop.mp4", isActive: true } })).id;
});
afterAll(() => {
  delete process.env.MEDIA_DIR;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

function form(fields: Record<string, string>, video: Uint8Array | null, name = "workshop.mp4", type = "video/mp4", picture: Uint8Array | null = null): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (video) f.append("video", new File([new Uint8Array(video)], name, { type }));
  if (picture) f.append("poster", new File([new Uint8Array(picture)], "poster.png", { type: "image/png" }));
  return f;
}
const post = (body: unknown, headers: Record<string, string> = content.headers) => call(list, "/api/v2/admin/home-video/", { method: "POST", body, headers });
/** Files under MEDIA_DIR, waiting uploads included. */
const stored = (): string[] => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : []);

/** A body sent in `chunks` pieces as they are asked for, counting how many were. */
function trickle(head: string, chunk: Uint8Array, chunks: number, tail: string) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.count += 1;
      if (pulled.count === 1) controller.enqueue(Buffer.from(head, "latin1"));
      else if (pulled.count <= chunks + 1) controller.enqueue(chunk);
      else if (pulled.count === chunks + 2) controller.enqueue(Buffer.from(tail, "latin1"));
      else controller.close();
    },
  });
  return { stream, pulled };
}
const HEAD = '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA long one\r\n--x\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n';
const MULTIPART = "multipart/form-data; boundary=x";

describe("POST /api/v2/admin/home-video/", () => {
  it("stores an MP4 under its content's name with its poster, kept aside, audited", async () => {
    const made = await post(form({ title: "Caning a chair" }, MP4, "caning.mp4", "video/mp4", poster));
    expect([made.status, made.json]).toEqual([201, {
      id: expect.any(Number), title: "Caning a chair", is_active: false, created_at: expect.any(String),
      video_url: expect.stringMatching(/^http:\/\/shop\.test\/media\/video\/[0-9a-f]{32}\.mp4$/),
      poster: expect.stringMatching(/^http:\/\/shop\.test\/media\/video\/posters\/[0-9a-f]{32}\.jpg$/),
    }]);
    expect(made.headers.get("location")).toBe(`http://shop.test/api/v2/admin/home-video/${made.json.id}/`);
    const key = (url: string) => new URL(url).pathname.replace(/^\/media\//, "");
    expect(fs.readFileSync(path.join(dir, key(made.json.video_url)))).toEqual(MP4);
    expect(await sharp(path.join(dir, key(made.json.poster))).metadata()).toMatchObject({ width: 1280, height: 720, format: "jpeg" });
    expect(await activeHomeVideo()).toMatchObject({ title: "Inside the workshop" });
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { entityType: "HomeVideo", entityId: String(made.json.id) } });
    expect(audit).toMatchObject({ action: "home_video.create", actorId: content.user.id, after: { title: "Caning a chair", is_active: false, video: key(made.json.video_url), size: MP4.length } });
    expect(stored().filter((f) => f.startsWith(".incoming"))).toEqual([]);
  });

  it("shows a WebM sent with is_active at once on the landing page, switching the other off", async () => {
    const made = await post(form({ title: "Weaving in Bhujodi", is_active: "true" }, WEBM, "weaving.webm", "video/webm"));
    expect([made.status, made.json.is_active, made.json.poster]).toEqual([201, true, null]);
    expect(made.json.video_url).toMatch(/\/media\/video\/[0-9a-f]{32}\.webm$/);
    expect(await activeHomeVideo()).toEqual({ title: "Weaving in Bhujodi", video: new URL(made.json.video_url).pathname, poster: null });
    expect((await db().homeVideo.findUniqueOrThrow({ where: { id: workshop } })).isActive).toBe(false);
    expect(await db().auditLogEntry.count({ where: { entityType: "HomeVideo", entityId: String(workshop), action: "home_video.update" } })).toBe(1);
  });

  it("refuses by their bytes a text file named .mp4 and a Matroska file, keeping nothing", async () => {
    const before = stored();
    const rows = await db().homeVideo.count();
    const text = await post(form({ title: "Not a video" }, Buffer.from("Just some notes about the workshop.\n".repeat(20)), "notes.mp4", "video/mp4"));
    expect([text.status, text.json]).toEqual([400, { video: ["The video must be an MP4 or WebM file."] }]);
    const mkv = await post(form({ title: "Matroska" }, ebml("matroska"), "film.webm", "video/webm"));
    expect([mkv.status, mkv.json]).toEqual([400, { video: ["The video must be an MP4 or WebM file."] }]);
    const badPoster = await post(form({ title: "Poster" }, MP4, "a.mp4", "video/mp4", Buffer.from("not a picture")));
    expect([badPoster.status, badPoster.json]).toEqual([400, { poster: ["The picture must be a JPEG, PNG or WebP image."] }]);
    expect([stored(), await db().homeVideo.count()]).toEqual([before, rows]);
  });

  it("names each missing or bad field, and refuses another body than multipart (415) or a broken one (400)", async () => {
    const empty = await post(form({ title: " ", is_active: "maybe" }, null));
    expect([empty.status, empty.json]).toEqual([400, { title: ["Give the video a title."], is_active: ["Must be a valid boolean."], video: ["Choose an MP4 or WebM video to upload."] }]);
    const noFile = await post(form({ title: "Empty input" }, new Uint8Array(0), ""));
    expect([noFile.status, noFile.json]).toEqual([400, { video: ["Choose an MP4 or WebM video to upload."] }]);
    const json = await post({ title: "JSON" });
    expect([json.status, json.json]).toEqual([415, { detail: 'Unsupported media type "application/json" in request.' }]);
    const cut = await post('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf', { ...content.headers, "Content-Type": MULTIPART });
    expect([cut.status, cut.json]).toEqual([400, { detail: "Multipart form parse error - Unexpected end of form." }]);
    const noBoundary = await post("--x--", { ...content.headers, "Content-Type": "multipart/form-data" });
    expect([noBoundary.status, noBoundary.json]).toEqual([400, { detail: "Multipart form parse error - No boundary in the Content-Type header." }]);
    expect(stored().filter((f) => f.startsWith(".incoming"))).toEqual([]);
  });

  it("answers 413 past the limit without reading the rest, keeping nothing", async () => {
    const rows = await db().homeVideo.count();
    const megabyte = new Uint8Array(256 * 1024);
    megabyte.set(MP4);
    // Declared too large: refused before a byte is read.
    const declared = trickle(HEAD, megabyte, 40, "\r\n--x--\r\n");
    const big = await post(declared.stream, { ...content.headers, "Content-Type": MULTIPART, "Content-Length": String(40 * megabyte.length) });
    expect([big.status, big.json, declared.pulled.count <= 1]).toEqual([413, { detail: "Request body too large." }, true]);
    // Not declared: the video is counted as it comes, and the stream is dropped once it passes 1 MB.
    const sent = trickle(HEAD, megabyte, 40, "\r\n--x--\r\n");
    const counted = await post(sent.stream, { ...content.headers, "Content-Type": MULTIPART });
    expect([counted.status, counted.json]).toEqual([413, { detail: "Request body too large: the video is over 1 MB." }]);
    expect(sent.pulled.count).toBeLessThan(10);
    expect(stored().filter((f) => f.startsWith(".incoming"))).toEqual([]);
    expect(await db().homeVideo.count()).toBe(rows);
  });

  it("is for the content group only, refused before the body is read", async () => {
    const FORBIDDEN = { detail: "You do not have permission to perform this action." };
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    for (const [who, answer] of [[others.headers, FORBIDDEN], [{}, { detail: "Authentication credentials were not provided." }]] as const) {
      const sent = trickle(HEAD, MP4, 2, "\r\n--x--\r\n");
      const r = await post(sent.stream, { ...who, "Content-Type": MULTIPART });
      expect([r.status, r.json, sent.pulled.count <= 1]).toEqual([403, answer, true]);
    }
  });

  it("takes a staff member's browser session from the shop's own page, not from another site", async () => {
    const session = await transaction((tx) => createSession(tx, content.user.id));
    const cookie = await sessionCookie(session.sid, content.user.id, false);
    const browser = (origin: string) => ({ Cookie: `${cookie.name}=${cookie.value}`, Origin: origin });
    const evil = await post(form({ title: "From elsewhere" }, MP4), browser("https://evil.example"));
    expect([evil.status, evil.json]).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }]);
    const own = await post(form({ title: "From the admin page" }, MP4), browser("http://shop.test"));
    expect([own.status, own.json.title]).toEqual([201, "From the admin page"]);
  });
});
