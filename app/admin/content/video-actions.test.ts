// The home video's forms: switching one on switches the others off; a poster is cut and stored, a file
// that is not a picture refused beside its field; staff without the content group refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { homeVideoPosterAction, saveHomeVideoAction } from "./video-actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>, poster?: Uint8Array): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (poster) f.append("poster", new File([poster as BlobPart], "poster.jpg"));
  return f;
}
const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let dir: string;
let ids: number[];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "video-actions-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  as(await createUser({ staffGroups: ["content"] }), ["content"]);
  ids = [
    (await db().homeVideo.create({ data: { title: "Workshop", videoPath: "video/a.mp4", isActive: true } })).id,
    (await db().homeVideo.create({ data: { title: "Weaving", videoPath: "video/b.mp4" } })).id,
  ];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the home video forms", () => {
  it("show one video at a time and store its poster", async () => {
    expect(await saveHomeVideoAction({}, form({ id: String(ids[1]), title: "Weaving in Bhujodi", is_active: "on" }))).toEqual({ ok: true, message: "Saved. The landing page shows it now." });
    expect((await db().homeVideo.findMany({ orderBy: { id: "asc" } })).map((v) => [v.title, v.isActive])).toEqual([["Workshop", false], ["Weaving in Bhujodi", true]]);

    const picture = new Uint8Array(await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#334455" } }).jpeg().toBuffer());
    expect(await homeVideoPosterAction({}, form({ id: String(ids[1]) }, picture))).toEqual({ ok: true, message: "Poster saved. The landing page shows it now." });
    const poster = (await db().homeVideo.findUniqueOrThrow({ where: { id: ids[1] } })).poster!;
    expect(poster).toMatch(/^video\/posters\/[0-9a-f]{32}\.jpg$/);
    const meta = await sharp(fs.readFileSync(path.join(dir, poster))).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it("refuse an empty title, a file that is not a picture, and staff without the content group", async () => {
    expect((await saveHomeVideoAction({}, form({ id: String(ids[0]), title: " " }))).errors).toEqual({ title: "Give the video a title." });
    expect((await homeVideoPosterAction({}, form({ id: String(ids[0]) }, new TextEncoder().encode("not a picture")))).errors).toEqual({ poster: "The picture must be a JPEG, PNG or WebP image." });
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    as(await createUser({ staffGroups: ["orders"] }), ["orders"]);
    await expect(saveHomeVideoAction({}, form({ id: String(ids[0]), title: "x", is_active: "on" }))).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect((await db().homeVideo.findUniqueOrThrow({ where: { id: ids[0] } })).isActive).toBe(false);
  });
});
