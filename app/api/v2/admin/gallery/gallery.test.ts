// The staff gallery API: a picture uploaded is cut to the gallery's box with its thumbnail and shown by
// the shop's gallery list and the landing page's teaser at once; listed by tag and words; changed (a
// change over a newer version refused), deleted; bad input beside its field; only the content group.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { latestGalleryItems } from "@/lib/content/gallery.ts";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopGallery from "../../gallery-list/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let dir: string;
let photo: Uint8Array;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gallery-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  content = await signedIn({ staffGroups: ["content"] });
  photo = new Uint8Array(await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2f5d50" } }).png().toBuffer());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(fields: Record<string, string>, image: Uint8Array | null = photo): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (image) f.append("image", new File([image as BlobPart], "photo.png", { type: "image/png" }));
  return f;
}

const post = (body: FormData, headers = content.headers) => call(list, "/api/v2/admin/gallery/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/gallery/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const shopTitles = async (query = "") => (await call(shopGallery, `/api/v2/gallery-list/${query}`)).json.results.map((g: { title: string }) => g.title);
const dimensions = async (url: string) => {
  const meta = await sharp(fs.readFileSync(path.join(dir, new URL(url).pathname.replace(/^\/media\//, "")))).metadata();
  return [meta.width, meta.height];
};

describe("/api/v2/admin/gallery/", () => {
  it("adds a picture with its thumbnail, shown by the shop's gallery and the landing teaser at once", async () => {
    expect(await latestGalleryItems(6)).toEqual([]);
    const made = await post(upload({ title: "A verandah in Alibaug", tag: "Projects", description: "Cane chairs and a teak swing.", date: "2026-11-20" }));
    expect([made.status, made.json]).toEqual([201, {
      id: made.json.id, title: "A verandah in Alibaug", tag: "Projects", description: "Cane chairs and a teak swing.", date: "2026-11-20",
      image: expect.stringMatching(/^http:\/\/shop\.test\/media\/gallery\/uploads\/[0-9a-f]{32}\.jpg$/),
      thumbnail: expect.stringMatching(/^http:\/\/shop\.test\/media\/gallery\/uploads\/[0-9a-f]{32}-thumb\.jpg$/),
      updated_at: expect.any(String),
    }]);
    expect(made.headers.get("location")).toBe(`http://shop.test/api/v2/admin/gallery/${made.json.id}/`);
    expect(await dimensions(made.json.image)).toEqual([1200, 800]);
    expect(await dimensions(made.json.thumbnail)).toEqual([400, 267]);
    expect(await shopTitles()).toEqual(["A verandah in Alibaug"]);
    expect((await latestGalleryItems(6)).map((g) => g.title)).toEqual(["A verandah in Alibaug"]);
    expect(await db().auditLogEntry.count({ where: { entityType: "GalleryItem", entityId: String(made.json.id), action: "gallery.create", actorId: content.user.id } })).toBe(1);
  });

  it("lists by tag and words, changes an item (refusing a change over a newer one) and deletes it", async () => {
    const made = await post(upload({ title: "Diwali pop-up in Pune", tag: "Events", date: "2026-10-30" }));
    expect(made.json.description).toBe("");
    const titles = async (query: string) => (await call(list, `/api/v2/admin/gallery/${query}`, { headers: content.headers })).json.results.map((g: { title: string }) => g.title);
    expect(await titles("")).toEqual(["A verandah in Alibaug", "Diwali pop-up in Pune"]);
    expect(await titles("?tag=Events")).toEqual(["Diwali pop-up in Pune"]);
    expect(await titles("?q=teak")).toEqual(["A verandah in Alibaug"]);
    const badTag = await call(list, "/api/v2/admin/gallery/?tag=Parties", { headers: content.headers });
    expect([badTag.status, badTag.json]).toEqual([400, { tag: ["Select a valid choice. Parties is not one of the available choices."] }]);

    const moved = await patch(made.json.id, { tag: "Activities", date: "2026-12-01", updated_at: made.json.updated_at });
    expect([moved.status, moved.json.tag, moved.json.date, moved.json.title]).toEqual([200, "Activities", "2026-12-01", "Diwali pop-up in Pune"]);
    expect(await shopTitles("?tag=Activities")).toEqual(["Diwali pop-up in Pune"]);
    const stale = await patch(made.json.id, { title: "Old", updated_at: made.json.updated_at });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);

    const gone = await call(one, `/api/v2/admin/gallery/${made.json.id}/`, { method: "DELETE", params: { id: String(made.json.id) }, headers: content.headers });
    expect(gone.status).toBe(204);
    expect(await shopTitles()).toEqual(["A verandah in Alibaug"]);
    expect((await call(one, `/api/v2/admin/gallery/${made.json.id}/`, { params: { id: String(made.json.id) }, headers: content.headers })).status).toBe(404);
    expect(await db().auditLogEntry.count({ where: { entityType: "GalleryItem", entityId: String(made.json.id) } })).toBe(3);
  });

  it("refuses bad input and a file that is not a picture beside their fields, changing nothing", async () => {
    const before = await db().galleryItem.count();
    const bad = await post(upload({ title: " ", tag: "Parties", date: "20 Nov" }));
    expect([bad.status, bad.json]).toEqual([400, { title: ["Give the picture a title."], tag: ["Choose Projects, Events or Activities."], date: ["Give the day as YYYY-MM-DD."] }]);
    const notPicture = await post(upload({ title: "Sale", tag: "Events", date: "2026-11-01" }, new TextEncoder().encode("%PDF-1.4 not a picture")));
    expect([notPicture.status, notPicture.json]).toEqual([400, { image: ["The picture must be a JPEG, PNG or WebP image."] }]);
    expect(await db().galleryItem.count()).toBe(before);
    expect((await patch(999999, { title: "x" })).status).toBe(404);
    expect((await patch(1, { tag: "Parties" })).json).toEqual({ tag: ["Choose Projects, Events or Activities."] });
  });

  it("refuses staff without the content group and shoppers", async () => {
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    const shopper = await signedIn({});
    for (const who of [others, shopper]) {
      expect([
        (await call(list, "/api/v2/admin/gallery/", { headers: who.headers })).status,
        (await post(upload({ title: "x", tag: "Events", date: "2026-11-01" }), who.headers)).status,
        (await patch(1, { title: "x" }, who.headers)).status,
      ]).toEqual([403, 403, 403]);
    }
  });
});
