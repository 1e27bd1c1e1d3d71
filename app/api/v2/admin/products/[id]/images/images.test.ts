// POST /api/v2/admin/products/{id}/images/: a picture with its required alt text, checked by its bytes,
// stored with the shop's pre-made widths and a thumbnail, audited, and shown by the shop at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { sizedKey, widthsFor } from "@/lib/storage/image-sizes.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopDetail from "../../../../products/[id]/route.ts";
import * as images from "./route.ts";

useTestDatabase();
let ids: ShopIds;
let staff: Record<string, string>;
let dir: string;
let jpeg: Uint8Array;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "product-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  ids = await buildCatalogueShop();
  staff = (await signedIn({ isStaff: true })).headers;
  jpeg = new Uint8Array(await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#8a4526" } }).jpeg().toBuffer());
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function form(alt: string | null, bytes: Uint8Array | null): FormData {
  const f = new FormData();
  if (alt !== null) f.set("alt", alt);
  if (bytes) f.set("picture", new File([bytes as BlobPart], "bench.jpg", { type: "image/jpeg" }));
  return f;
}
const upload = (id: number, body: FormData, headers = staff) => call(images, `/api/v2/admin/products/${id}/images/`, { method: "POST", params: { id: String(id) }, body, headers });

describe("POST /api/v2/admin/products/{id}/images/", () => {
  it("stores the picture with the shop's widths and a thumbnail, last in order, and the shop shows it", async () => {
    const r = await upload(ids.nesting, form("Three nesting tables, stacked", jpeg));
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ id: expect.any(Number), original: expect.stringMatching(/^products\/uploads\/[0-9a-f]{32}\.jpg$/), caption: "Three nesting tables, stacked", display_order: 0 });
    const key = r.json.original as string;
    for (const file of [key, ...widthsFor(1000).map((w) => sizedKey(key, w)), key.replace(".jpg", "-thumb.jpg")]) expect([file, fs.existsSync(path.join(dir, file))]).toEqual([file, true]);
    const row = await db().productImage.findUniqueOrThrow({ where: { id: r.json.id } });
    expect([row.width, row.height]).toEqual([1000, 750]);
    const shop = await call(shopDetail, `/api/v2/products/${ids.nesting}/`, { params: { id: String(ids.nesting) } });
    expect(shop.json.images.map((i: { caption: string }) => i.caption)).toEqual(["Three nesting tables, stacked"]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "product.picture.add" } });
    expect(audit.changes).toEqual({ picture: [null, key], alt: [null, "Three nesting tables, stacked"] });
  });

  it("refuses a picture without alt text, a file that is no picture, and callers without the catalogue group", async () => {
    expect((await upload(ids.bench, form("  ", jpeg))).json).toEqual({ alt: ["Describe the picture for people who cannot see it."] });
    expect((await upload(ids.bench, form(null, jpeg))).status).toBe(400);
    expect((await upload(ids.bench, form("A bench", new TextEncoder().encode("not a picture")))).json).toEqual({ picture: ["The picture must be a JPEG, PNG or WebP image."] });
    expect((await upload(999999, form("A bench", jpeg))).status).toBe(404);
    const warehouse = await signedIn({ staffGroups: ["orders"] });
    expect((await upload(ids.bench, form("A bench", jpeg), warehouse.headers)).status).toBe(403);
    expect(await db().productImage.count({ where: { productId: ids.bench } })).toBe(2);
  });
});
