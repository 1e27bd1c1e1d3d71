import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as media from "@/app/media/[...path]/route.ts";
import * as download from "@/app/api/v2/admin/resumes/[id]/download/route.ts";
import { putPrivateFile } from "./private-store.ts";
import { putPublicFile } from "./public-store.ts";
import { sniffContentType } from "./sniff.ts";

useTestDatabase();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-storage-"));
beforeAll(() => {
  process.env.MEDIA_DIR = path.join(dir, "media");
  process.env.PRIVATE_DIR = path.join(dir, "private");
  resetConfig();
});
afterAll(() => {
  delete process.env.MEDIA_DIR;
  delete process.env.PRIVATE_DIR;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

/** A minimal ZIP with the given entry names (stored, empty), as a DOCX is. */
function zip(names: string[]): Uint8Array {
  const enc = new TextEncoder();
  const local: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  for (const name of names) {
    const offset = local.length;
    const n = [...enc.encode(name)];
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u16(n.length), ...u16(0), ...n);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u16(n.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...n);
  }
  const eocd = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length), ...u32(central.length), ...u32(local.length), ...u16(0)];
  return new Uint8Array([...local, ...central, ...eocd]);
}

describe("content sniffing", () => {
  it("tells files apart by their bytes, not their names", () => {
    expect(sniffContentType(JPEG)).toBe("image/jpeg");
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffContentType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffContentType(PDF)).toBe("application/pdf");
    expect(sniffContentType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("application/msword");
    expect(sniffContentType(zip(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]))).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(sniffContentType(zip(["[Content_Types].xml", "xl/workbook.xml"]))).toBeNull();
    expect(sniffContentType(new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0]))).toBe("video/mp4");
    expect(sniffContentType(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});

describe("the public store at /media/", () => {
  it("serves a file with its content type, validators and byte ranges", async () => {
    await putPublicFile("products/arlo-sofa/1.jpg", JPEG);
    const r = await call(media, "/media/products/arlo-sofa/1.jpg", { params: { path: ["products", "arlo-sofa", "1.jpg"] } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/jpeg");
    expect(r.headers.get("content-length")).toBe(String(JPEG.length));
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = r.headers.get("etag")!;
    const again = await call(media, "/media/products/arlo-sofa/1.jpg", { params: { path: ["products", "arlo-sofa", "1.jpg"] }, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const part = await call(media, "/media/products/arlo-sofa/1.jpg", { params: { path: ["products", "arlo-sofa", "1.jpg"] }, headers: { Range: "bytes=2-5" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-5/${JPEG.length}`);
    expect(part.headers.get("content-length")).toBe("4");
    const bad = await call(media, "/media/products/arlo-sofa/1.jpg", { params: { path: ["products", "arlo-sofa", "1.jpg"] }, headers: { Range: "bytes=99-" } });
    expect(bad.status).toBe(416);
  });

  it("has caches revalidate a file that may be rewritten under its name, and a rewritten file gets a new ETag", async () => {
    const key = "products/teak-chair/1.jpg";
    const params = { path: key.split("/") };
    await putPublicFile(key, JPEG);
    const first = await call(media, `/media/${key}`, { params });
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    expect((await call(media, `/media/${key}`, { params, headers: { "If-None-Match": etag } })).status).toBe(304);

    // A re-seed writes other bytes of the same size under the same name, at once.
    const reseeded = JPEG.slice();
    reseeded[reseeded.length - 1] = 0x02;
    await putPublicFile(key, reseeded);
    const after = await call(media, `/media/${key}`, { params, headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.text.at(-1)).toBe("\x02");
  });

  it("caches a file whose name carries its content hash for a year, as immutable", async () => {
    for (const key of ["uploads/3fa9c2e1b4d5a6f70c1d.jpg", "banners/diwali.3fa9c2e1b4d5a6f7.jpg", "products/arlo-sofa/1-3FA9C2E1B4D5A6F7.webp"]) {
      await putPublicFile(key, JPEG);
      const r = await call(media, `/media/${key}`, { params: { path: key.split("/") } });
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    for (const key of ["products/arlo-sofa/2.jpg", "banners/3fa9c2e1.jpg", "banners/deadbeefdeadbeefx.jpg"]) {
      await putPublicFile(key, JPEG);
      const r = await call(media, `/media/${key}`, { params: { path: key.split("/") } });
      expect(r.headers.get("cache-control")).toBe("public, no-cache");
    }
  });

  it("never serves anything outside its folder", async () => {
    fs.mkdirSync(path.join(dir, "private"), { recursive: true });
    fs.writeFileSync(path.join(dir, "secret.txt"), "do not serve");
    for (const segments of [["..", "secret.txt"], ["products", "..", "..", "secret.txt"], ["%2e%2e", "secret.txt"], [".env"], ["products", "a\\..\\..\\secret.txt"], ["products", "x\0.jpg"]]) {
      const r = await call(media, "/media/x", { params: { path: segments } });
      expect(r.status).toBe(404);
      expect(r.text).not.toContain("do not serve");
    }
    expect((await call(media, "/media/nope.jpg", { params: { path: ["nope.jpg"] } })).status).toBe(404);
  });
});

describe("private files", () => {
  it("are downloaded by staff only, as attachments browsers will not sniff", async () => {
    const key = await putPrivateFile("resumes", "pdf", PDF);
    expect(fs.existsSync(path.join(dir, "private", ...key.split("/")))).toBe(true);
    expect(fs.existsSync(path.join(dir, "media", ...key.split("/")))).toBe(false);
    const profession = await db().profession.create({ data: { name: "Interior Designer" } });
    const resume = await db().resume.create({
      data: {
        fullName: "Meera Iyer", email: "meera@example.in", phoneNumber: "+919812345678", professionId: profession.id,
        experienceYears: 4, fileKey: key, fileName: "Meera Iyer – CV.pdf", contentType: "application/pdf", fileSize: PDF.length,
      },
    });
    const at = `/api/v2/admin/resumes/${resume.id}/download/`;
    const params = { id: String(resume.id) };

    const anonymous = await call(download, at, { params });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({ detail: "Authentication credentials were not provided." });

    const shopper = await createUser();
    const shopperToken = await transaction((tx) => issueToken(tx, shopper.id));
    const refused = await call(download, at, { params, headers: { Authorization: `Token ${shopperToken.key}` } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ detail: "You do not have permission to perform this action." });
    expect(refused.text).not.toContain("%PDF");

    const staff = await createUser({ isStaff: true });
    const staffToken = await transaction((tx) => issueToken(tx, staff.id));
    const ok = await call(download, at, { params, headers: { Authorization: `Token ${staffToken.key}` } });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe(new TextDecoder().decode(PDF));
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toBe(`attachment; filename="Meera Iyer _ CV.pdf"; filename*=UTF-8''Meera%20Iyer%20%E2%80%93%20CV.pdf`);
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(ok.headers.get("allow")).toBe("GET, HEAD, OPTIONS");

    const missing = await call(download, "/api/v2/admin/resumes/999999/download/", { params: { id: "999999" }, headers: { Authorization: `Token ${staffToken.key}` } });
    expect(missing.status).toBe(404);
  });
});
