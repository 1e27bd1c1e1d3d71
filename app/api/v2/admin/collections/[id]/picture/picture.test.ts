// A collection's tile picture through the staff API: uploaded, checked by its bytes and cut to the tile's
// 1200 × 800, shown by the shop's collection list at once; removed; a stale change and a file that is not
// a picture refused; audited; only the content group.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopList from "../../../../collection-list/route.ts";
import * as list from "../../route.ts";
import * as picture from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let dir: string;
let photo: Uint8Array;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "collection-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  content = await signedIn({ staffGroups: ["content"] });
  photo = new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#5b6e4a" } }).png().toBuffer());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append("image", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return f;
}
const send = (id: number, body: FormData, headers = content.headers) => call(picture, `/api/v2/admin/collections/${id}/picture/`, { method: "POST", params: { id: String(id) }, body, headers });
const shopImage = async () => (await call(shopList, "/api/v2/collection-list/")).json[0].image as string | null;

describe("POST /api/v2/admin/collections/{id}/picture/", () => {
  it("cuts an upload to the tile, shows it in the shop at once, removes it, and refuses a stale change or a file that is not a picture", async () => {
    const made = (await call(list, "/api/v2/admin/collections/", { method: "POST", body: { title: "Monsoon Verandah" }, headers: content.headers })).json;
    expect(await shopImage()).toBeNull();

    const saved = await send(made.id, form({ updated_at: made.updated_at }, { bytes: photo, name: "verandah.png", type: "image/png" }));
    expect(saved.status).toBe(200);
    expect(saved.json.image).toMatch(/^http:\/\/[^/]+\/media\/collections\/uploads\/[0-9a-f]{32}-1200x800\.jpg$/);
    const key = new URL(saved.json.image).pathname.replace(/^\/media\//, "");
    expect(await sharp(fs.readFileSync(path.join(dir, key))).metadata()).toMatchObject({ width: 1200, height: 800, format: "jpeg" });
    expect(new URL((await shopImage())!).pathname).toBe(`/media/${key}`);

    const stale = await send(made.id, form({ remove_image: "true", updated_at: made.updated_at }));
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);

    const text = await send(made.id, form({}, { bytes: new TextEncoder().encode("not a picture"), name: "fake.jpg", type: "image/jpeg" }));
    expect(text.status).toBe(400);
    expect(Object.keys(text.json)).toEqual(["image"]);
    expect((await send(made.id, form({}))).json).toEqual({ image: ["Send a picture, or remove_image."] });

    const removed = await send(made.id, form({ remove_image: "true", updated_at: saved.json.updated_at }));
    expect([removed.status, removed.json.image]).toEqual([200, null]);
    expect(await shopImage()).toBeNull();

    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Collection", entityId: String(made.id), action: "collection.update" }, orderBy: { id: "asc" }, select: { changes: true } });
    expect(audit.map((a) => (a.changes as { image: [unknown, unknown] }).image)).toEqual([[null, key], [key, null]]);
  });

  it("is for the content group only, and 404 for no collection", async () => {
    const marketing = await signedIn({ staffGroups: ["marketing"] });
    expect((await send(1, form({ remove_image: "true" }), marketing.headers)).status).toBe(403);
    expect((await send(999_999, form({ remove_image: "true" }))).status).toBe(404);
  });
});
