// The gallery and downloads forms' Server Actions: a picture or PDF added goes to its page; a file over
// the form's cap, or a non-PDF, is refused beside its field with the fields kept; a stale save is
// refused; delete goes back to the list; staff without the content group are refused.
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
import { createDownloadAction, createGalleryItemAction, removeGalleryItemAction, saveDownloadAction, saveGalleryItemAction } from "./media-actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>, files: Record<string, { bytes: Uint8Array; name: string }> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [k, v] of Object.entries(files)) f.append(k, new File([v.bytes as BlobPart], v.name));
  return f;
}

const outcome = (sent: Promise<unknown>) => sent.then((state) => ({ state }), (e: unknown) => {
  const digest = String((e as { digest?: string }).digest);
  return digest.startsWith("NEXT_REDIRECT") ? { redirect: digest.split(";")[2] } : { refused: digest };
});

const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let dir: string;
let editor: { id: number };
let photo: Uint8Array;
const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-actions-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  editor = await createUser({ staffGroups: ["content"] });
  as(editor, ["content"]);
  photo = new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6b4f2a" } }).webp().toBuffer());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the gallery forms", () => {
  it("add a picture, save a change, refuse a stale one, and delete", async () => {
    const fields = { title: "Reading nook in Kochi", tag: "Projects", date: "2026-09-14", description: "" };
    const made = await outcome(createGalleryItemAction({}, form(fields, { image: { bytes: photo, name: "nook.webp" } })));
    const item = await db().galleryItem.findFirstOrThrow({ where: { title: "Reading nook in Kochi" } });
    expect(made).toEqual({ redirect: `/admin/content/gallery/${item.id}/?added=1` });

    const saved = await saveGalleryItemAction({}, form({ ...fields, id: String(item.id), tag: "Activities", updated_at: item.updatedAt.toISOString() }));
    expect(saved).toEqual({ ok: true, message: "Saved. The gallery shows it now." });
    expect((await db().galleryItem.findUniqueOrThrow({ where: { id: item.id } })).tag).toBe("Activities");
    const stale = await saveGalleryItemAction({}, form({ ...fields, id: String(item.id), updated_at: item.updatedAt.toISOString() }));
    expect(stale.message).toMatch(/^Changed by .+ at \d\d:\d\d — review and save again\.$/);

    expect(await outcome(removeGalleryItemAction({}, form({ id: String(item.id) })))).toEqual({ redirect: "/admin/content/gallery/" });
    expect(await db().galleryItem.count({ where: { id: item.id } })).toBe(0);
  });

  it("refuse a missing or too large picture beside its field, keeping what was typed", async () => {
    const fields = { title: "Too big", tag: "Events", date: "2026-09-14" };
    expect(await createGalleryItemAction({}, form(fields))).toEqual({ message: "Check the fields marked.", errors: { image: "Choose a picture to upload." }, values: fields });
    const big = await createGalleryItemAction({}, form(fields, { image: { bytes: new Uint8Array(1_000_001), name: "big.jpg" } }));
    expect(big.errors).toEqual({ image: "The picture is larger than 983 kB." });
    expect(await db().galleryItem.count()).toBe(0);
  });
});

describe("the downloads forms", () => {
  it("add a PDF, refuse a file that is not one beside its field, and hide it", async () => {
    const refused = await createDownloadAction({}, form({ title: "Sofa care", is_active: "on" }, { file: { bytes: photo, name: "sofa.pdf" } }));
    expect(refused).toEqual({ message: "Check the fields marked.", errors: { file: "The file must be a PDF." }, values: { title: "Sofa care", is_active: "on" } });
    const made = await outcome(createDownloadAction({}, form({ title: "Sofa care", is_active: "on" }, { file: { bytes: pdf, name: "sofa.pdf" } })));
    const row = await db().download.findFirstOrThrow({ where: { title: "Sofa care" } });
    expect([made, row.isActive, row.fileSize, row.file]).toEqual([{ redirect: `/admin/content/downloads/${row.id}/?added=1` }, true, pdf.length, expect.stringMatching(/^downloads\/[0-9a-f]{16}\/sofa-care\.pdf$/)]);
    // An unticked box sends nothing: the download is hidden.
    expect(await saveDownloadAction({}, form({ id: String(row.id), title: "Sofa care", description: "" }))).toEqual({ ok: true, message: "Saved. The downloads page shows it now." });
    expect((await db().download.findUniqueOrThrow({ where: { id: row.id } })).isActive).toBe(false);
  });

  it("are refused to staff without the content group", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    as(await createUser({ staffGroups: ["orders"] }), ["orders"]);
    expect(await outcome(createDownloadAction({}, form({ title: "x" }, { file: { bytes: pdf, name: "x.pdf" } })))).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect(await db().download.count({ where: { title: "x" } })).toBe(0);
    as(editor, ["content"]);
  });
});
