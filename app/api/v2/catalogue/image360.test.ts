// The staff 360° uploads (API.md §4): multipart frames checked by their bytes (JPEG, PNG, WebP),
// at most 2 MiB each, 8 per request and 72 in all; staff only; audited.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { sizedKey } from "@/lib/storage/image-sizes.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as addFrames from "./360/[id]/frames/route.ts";
import * as create from "./review/image/create/360/image/route.ts";
import * as byId from "../../v1/catalogue/d/[id]/route.ts";

useTestDatabase();
let ids: ShopIds;
let staff: Record<string, string>;
let dir: string;
let jpeg: Uint8Array;
let png: Uint8Array;
let webp: Uint8Array;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "spin-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  ids = await buildCatalogueShop();
  staff = (await signedIn({ isStaff: true })).headers;
  const picture = (colour: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  jpeg = new Uint8Array(await picture("#8a5a44").jpeg().toBuffer());
  png = new Uint8Array(await picture("#44628a").png().toBuffer());
  webp = new Uint8Array(await picture("#5a8a44").webp().toBuffer());
});

afterAll(() => {
  delete process.env.MEDIA_DIR;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

function form(fields: Record<string, string>, frames: [Uint8Array, string, string?][]): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [bytes, name, type] of frames) f.append("frames", new File([bytes as BlobPart], name, { type: type ?? "image/jpeg" }));
  return f;
}

const createView = (body: FormData, headers = staff) => call(create, "/api/v2/catalogue/review/image/create/360/image/", { method: "POST", body, headers });
const append = (id: number, body: FormData, headers = staff) => call(addFrames, `/api/v2/catalogue/360/${id}/frames/`, { method: "POST", body, headers, params: { id: String(id) } });

describe("POST /api/v2/catalogue/review/image/create/360/image/", () => {
  it("creates a 360° view from JPEG, PNG and WebP frames, stores them by content and makes a thumbnail", async () => {
    const before = await call(byId, `/api/v1/catalogue/d/${ids.cafe}/`, { params: { id: String(ids.cafe) } });
    expect(before.json.image_360).toBeNull(); // and now cached
    const r = await createView(form({ title: "Café Sofa — 360°", product: String(ids.cafe) }, [[jpeg, "a.jpg"], [png, "b.png", "image/png"], [webp, "c.webp", "image/webp"]]));
    expect(r.status).toBe(201);
    expect(r.json).toEqual({
      id: expect.any(Number),
      title: "Café Sofa — 360°",
      product: `http://shop.test/api/v2/products/${ids.cafe}/`,
      thumbnail: expect.stringMatching(/^http:\/\/shop\.test\/media\/360\/thumbs\/[0-9a-f]{32}\.jpg$/),
      frames: [
        expect.stringMatching(/^http:\/\/shop\.test\/media\/360\/frames\/[0-9a-f]{32}\.jpg$/),
        expect.stringMatching(/\.png$/),
        expect.stringMatching(/\.webp$/),
      ],
      frame_count: 3,
    });
    const onDisk = (url: string) => fs.readFileSync(path.join(dir, ...new URL(url).pathname.replace("/media/", "").split("/")));
    expect(new Uint8Array(onDisk(r.json.frames[1]))).toEqual(png);
    expect((await sharp(onDisk(r.json.thumbnail)).metadata()).width).toBe(400);
    // The width the viewer asks for first is made now, not on a shopper's first view.
    for (const frame of r.json.frames) expect((await sharp(onDisk(sizedKey(frame, 400))).metadata()).width).toBe(400);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "image360.create" } });
    expect(audit).toMatchObject({ entityType: "Image360", entityId: String(r.json.id), changes: { title: "Café Sofa — 360°", product: ids.cafe, frames: 3 } });
    // The product's page shows it at once (the cached answer was dropped).
    const detail = await call(byId, `/api/v1/catalogue/d/${ids.cafe}/`, { params: { id: String(ids.cafe) } });
    expect(detail.json.image_360).toEqual(r.json);
  });

  it("refuses a renamed text file, an oversized frame and more than 8 frames, storing nothing", async () => {
    const before = await db().image360.count();
    const filesIn = (sub: string) => (fs.existsSync(path.join(dir, "360", sub)) ? fs.readdirSync(path.join(dir, "360", sub)) : []);
    const filesBefore = [...filesIn("frames"), ...filesIn("thumbs")];
    const text = new TextEncoder().encode("just some words, not a picture\n".repeat(20));
    const broken = jpeg.slice(0, 200); // a JPEG's first bytes: passes the sniff, does not decode
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const cases: [FormData, Record<string, string[]>][] = [
      [form({ title: "Fake" }, [[jpeg, "a.jpg"], [text, "frame.jpg"]]), { frames: ["Frame 2 (frame.jpg) is not a JPEG, PNG or WebP image."] }],
      [form({ title: "Big" }, [[big, "big.jpg"]]), { frames: ["Frame 1 (big.jpg) is larger than 2 MiB."] }],
      [form({ title: "Broken" }, [[jpeg, "a.jpg"], [broken, "b.jpg"]]), { frames: ["Upload a valid image. The file you uploaded was either not an image or a corrupted image."] }],
      [form({ title: "Many" }, Array.from({ length: 9 }, (_, i) => [jpeg, `${i}.jpg`] as [Uint8Array, string])), { frames: ["Ensure this field has no more than 8 elements."] }],
      [form({ title: "" }, [[jpeg, "a.jpg"]]), { title: ["This field may not be blank."] }],
      [form({ title: "No such product", product: "999999" }, [[jpeg, "a.jpg"]]), { product: ['Invalid pk "999999" - object does not exist.'] }],
    ];
    for (const [body, errors] of cases) {
      const r = await createView(body);
      expect([r.status, r.json]).toEqual([400, errors]);
    }
    expect(await db().image360.count()).toBe(before);
    expect([...filesIn("frames"), ...filesIn("thumbs")].filter((f) => !filesBefore.includes(f))).toEqual([]);
    const json = await createView(new FormData());
    expect([json.status, json.json]).toEqual([400, { title: ["This field is required."] }]);
  });

  it("is for staff only", async () => {
    const anonymous = await createView(form({ title: "x" }, [[jpeg, "a.jpg"]]), {});
    expect([anonymous.status, anonymous.json]).toEqual([403, { detail: "Authentication credentials were not provided." }]);
    const shopper = await createView(form({ title: "x" }, [[jpeg, "a.jpg"]]), (await signedIn()).headers);
    expect([shopper.status, shopper.json]).toEqual([403, { detail: "You do not have permission to perform this action." }]);
  });
});

describe("POST /api/v2/catalogue/360/{id}/frames/", () => {
  it("appends frames in order, up to 72 in all", async () => {
    const made = await createView(form({ title: "Empty view" }, []));
    expect(made.json).toMatchObject({ product: null, thumbnail: null, frames: [], frame_count: 0 });
    const id = made.json.id as number;
    const first = await append(id, form({}, [[png, "1.png", "image/png"], [jpeg, "2.jpg"]]));
    expect(first.status).toBe(201);
    expect(first.json.frame_count).toBe(2);
    expect(first.json.thumbnail).toMatch(/\/360\/thumbs\//);
    await db().image360Frame.createMany({ data: Array.from({ length: 68 }, (_, i) => ({ image360Id: id, position: 2 + i, path: `360/frames/x${i}.jpg` })) });
    const tooMany = await append(id, form({}, [[jpeg, "a.jpg"], [jpeg, "b.jpg"], [jpeg, "c.jpg"]]));
    expect([tooMany.status, tooMany.json]).toEqual([400, { frames: ["A 360° view holds at most 72 frames; this one has 70."] }]);
    const last = await append(id, form({}, [[webp, "71.webp", "image/webp"], [jpeg, "72.jpg"]]));
    expect(last.json.frame_count).toBe(72);
    const positions = (await db().image360Frame.findMany({ where: { image360Id: id }, orderBy: { position: "asc" } })).map((f) => f.position);
    expect(positions).toEqual(Array.from({ length: 72 }, (_, i) => i));
    expect((await append(id, form({}, [[jpeg, "73.jpg"]]))).status).toBe(400);
  });

  it("refuses an empty request, an unknown view and non-staff callers", async () => {
    const [any] = await db().image360.findMany({ take: 1 });
    expect((await append(any.id, form({}, []))).json).toEqual({ frames: ["This field is required."] });
    expect((await call(addFrames, "/x/", { method: "POST", params: { id: String(any.id) }, headers: staff, body: { frames: [] } })).json).toEqual({ frames: ["No file was submitted."] });
    expect((await append(999999, form({}, [[jpeg, "a.jpg"]]))).status).toBe(404);
    expect((await append(any.id, form({}, [[jpeg, "a.jpg"]]), (await signedIn()).headers)).status).toBe(403);
  });
});
