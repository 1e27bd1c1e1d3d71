import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSizedCopy, putPictureWithSizes } from "./image-resize.ts";
import { parseSizedKey, sizedKey, sizedSources, widthsFor } from "./image-sizes.ts";

describe("sized copies' names", () => {
  it("name a copy beside its original, as WebP", () => {
    expect(sizedKey("products/arlo-sofa/1.jpg", 400)).toBe("products/arlo-sofa/1.w400.webp");
    expect(sizedKey("/media/categories/living%20room.jpg", 800)).toBe("/media/categories/living%20room.w800.webp");
    expect(sizedKey("a.b/c", 400)).toBe("a.b/c.w400.webp");
    expect(parseSizedKey("products/arlo-sofa/1.w400.webp")).toEqual({ stem: "products/arlo-sofa/1", width: 400 });
    expect(parseSizedKey("products/arlo-sofa/1.w401.webp")).toBeNull();
    expect(parseSizedKey("products/arlo-sofa/1.jpg")).toBeNull();
  });

  it("list the copies smaller than the original, then the original at its width", () => {
    expect(widthsFor(1200)).toEqual([400, 800]);
    expect(widthsFor(800)).toEqual([400]);
    expect(widthsFor(300)).toEqual([]);
    expect(sizedSources("/media/p/1.jpg", 1200)).toEqual({ src: "/media/p/1.w400.webp", srcSet: "/media/p/1.w400.webp 400w, /media/p/1.w800.webp 800w, /media/p/1.jpg 1200w" });
    expect(sizedSources("/media/p/2.jpg", 300)).toEqual({ src: "/media/p/2.jpg", srcSet: "/media/p/2.jpg 300w" });
  });
});

describe("making the copies", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-sizes-"));
  const before = process.env.MEDIA_DIR;
  beforeAll(() => {
    process.env.MEDIA_DIR = dir;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.MEDIA_DIR;
    else process.env.MEDIA_DIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#a0522d" } }).jpeg().toBuffer();
  const widthOf = async (key: string) => (await sharp(path.join(dir, key)).metadata()).width;

  it("stores an upload with its copies", async () => {
    expect(await putPictureWithSizes("uploads/a.jpg", await picture(1000, 750))).toEqual({ width: 1000, height: 750 });
    expect(await widthOf("uploads/a.w400.webp")).toBe(400);
    expect(await widthOf("uploads/a.w800.webp")).toBe(800);
    await expect(putPictureWithSizes("uploads/b.jpg", new TextEncoder().encode("not a picture"))).rejects.toThrow();
  });

  it("makes a missing copy from its original once asked, and only a copy that names one", async () => {
    fs.mkdirSync(path.join(dir, "old"), { recursive: true });
    fs.writeFileSync(path.join(dir, "old/b.png"), await sharp({ create: { width: 900, height: 600, channels: 3, background: "#fff" } }).png().toBuffer());
    expect(await ensureSizedCopy("old/b.w800.webp")).toBe(true);
    expect(await widthOf("old/b.w800.webp")).toBe(800);
    expect(await ensureSizedCopy("old/c.w400.webp")).toBe(false);
    expect(await ensureSizedCopy("old/b.w1200.webp")).toBe(false);
    expect(await ensureSizedCopy("old/b.png")).toBe(false);
    expect(await ensureSizedCopy("../etc/passwd.w400.webp")).toBe(false);
  });
});
