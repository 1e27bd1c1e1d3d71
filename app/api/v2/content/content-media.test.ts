// The content's files as a browser fetches them from /media/: a brochure is saved as an attachment
// with its type and size; the home video answers byte ranges (206, Content-Range, 416) so it can seek.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as media from "@/app/media/[...path]/route.ts";
import { resetConfig } from "@/lib/config.ts";
import { contentChanged } from "@/lib/content/content-cache.ts";
import { db } from "@/lib/db.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as downloads from "../downloads-list/route.ts";
import * as video from "../home-page-video/route.ts";

useTestDatabase();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-media-"));
// The seed's own clip: a real H.264 MP4.
const MP4 = new Uint8Array(fs.readFileSync(new URL("../../../../prisma/seed/assets/home-video.mp4", import.meta.url)));
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

beforeAll(async () => {
  process.env.MEDIA_DIR = path.join(dir, "media");
  resetConfig();
  await putPublicFile("downloads/catalogue-2026-27.pdf", PDF);
  await putPublicFile("downloads/catalogue-2026-27-cover.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
  await putPublicFile("video/home.mp4", MP4);
  await db().download.create({ data: { title: "Catalogue 2026–27", file: "downloads/catalogue-2026-27.pdf", thumbnail: "downloads/catalogue-2026-27-cover.jpg", fileType: "pdf", fileSize: PDF.length } });
  await db().homeVideo.create({ data: { title: "The workshop", videoPath: "video/home.mp4", isActive: true } });
  contentChanged();
});
afterAll(() => {
  delete process.env.MEDIA_DIR;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET of an absolute /media/ URL from an answer. */
function fetchMedia(url: string, headers: Record<string, string> = {}, method = "GET") {
  const key = new URL(url).pathname.replace(/^\/media\//, "");
  return call(media, `/media/${key}`, { method, headers, params: { path: key.split("/") } });
}

describe("a download's file", () => {
  it("is saved as an attachment with its type and size; its cover is an ordinary picture", async () => {
    const [item] = (await call(downloads, "/api/v2/downloads-list/")).json.results;
    const r = await fetchMedia(item.file);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-length")).toBe(String(item.file_size));
    expect(r.headers.get("content-disposition")).toBe('attachment; filename="catalogue-2026-27.pdf"');
    expect(r.text).toBe(new TextDecoder().decode(PDF));
    const cover = await fetchMedia(item.thumbnail);
    expect(cover.headers.get("content-type")).toBe("image/jpeg");
    expect(cover.headers.get("content-disposition")).toBeNull();
  });
});

describe("the home video", () => {
  it("is an MP4 the shop serves, whole or by byte ranges, so a browser can seek", async () => {
    const { video_url } = (await call(video, "/api/v2/home-page-video/")).json;
    const whole = await fetchMedia(video_url, {}, "HEAD");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe(String(MP4.length));
    expect(whole.headers.get("content-disposition")).toBeNull();

    const first = await call(media, "/media/video/home.mp4", { headers: { Range: "bytes=0-1023" }, params: { path: ["video", "home.mp4"] } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-1023/${MP4.length}`);
    expect(first.headers.get("content-length")).toBe("1024");

    const middle = Math.floor(MP4.length / 2);
    const seek = await call(media, "/media/video/home.mp4", { headers: { Range: `bytes=${middle}-` }, params: { path: ["video", "home.mp4"] } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get("content-range")).toBe(`bytes ${middle}-${MP4.length - 1}/${MP4.length}`);
    expect(seek.headers.get("content-length")).toBe(String(MP4.length - middle));

    const beyond = await call(media, "/media/video/home.mp4", { headers: { Range: `bytes=${MP4.length}-` }, params: { path: ["video", "home.mp4"] } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${MP4.length}`);
  });
});
