// The staff banners API: a banner made with its pictures (cut to the carousel's boxes), shown by the
// shop's banner list at once; a scheduled one is not shown until its window opens; a change over a newer
// version is refused; pictures replaced; delete; bad input beside its field; only the content group.
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
import * as shopBanners from "../../top-banners-list/route.ts";
import * as pictures from "./[id]/pictures/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let dir: string;
let photo: Uint8Array;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "banner-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  content = await signedIn({ staffGroups: ["content"] });
  photo = new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8a4526" } }).jpeg().toBuffer());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(fields: Record<string, string>, files: Record<string, Uint8Array>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [k, v] of Object.entries(files)) f.append(k, new File([v as BlobPart], `${k}.jpg`, { type: "image/jpeg" }));
  return f;
}

const post = (body: FormData, headers = content.headers) => call(list, "/api/v2/admin/banners/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/banners/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const shown = async () => (await call(shopBanners, "/api/v2/top-banners-list/")).json.map((b: { title: string }) => b.title);
const dimensions = async (url: string) => {
  const key = new URL(url).pathname.replace(/^\/media\//, "");
  const meta = await sharp(fs.readFileSync(path.join(dir, key))).metadata();
  return [meta.width, meta.height];
};

describe("/api/v2/admin/banners/", () => {
  it("makes a banner from uploaded pictures, cut to the carousel's boxes, shown by the shop at once", async () => {
    const made = await post(upload({ title: "Monsoon sale", subtitle: "Teak at 20% off", alt_text: "A teak bench on a verandah in the rain", link: "/c/living-room/" }, { image: photo, mobile_image: photo }));
    expect(made.status).toBe(201);
    expect(made.json).toEqual({
      id: made.json.id, title: "Monsoon sale", subtitle: "Teak at 20% off", alt_text: "A teak bench on a verandah in the rain", link: "/c/living-room/",
      is_active: true, starts_at: null, ends_at: null, order: 0, state: "live",
      image: expect.stringMatching(/^http:\/\/shop\.test\/media\/banners\/uploads\/[0-9a-f]{32}-1920x720\.jpg$/),
      mobile_image: expect.stringMatching(/^http:\/\/shop\.test\/media\/banners\/uploads\/[0-9a-f]{32}-800x1000\.jpg$/),
      updated_at: expect.any(String),
    });
    expect(await dimensions(made.json.image)).toEqual([1920, 720]);
    expect(await dimensions(made.json.mobile_image)).toEqual([800, 1000]);
    expect(await shown()).toEqual(["Monsoon sale"]);
    expect(await db().auditLogEntry.count({ where: { entityType: "Banner", entityId: String(made.json.id), action: "banner.create", actorId: content.user.id } })).toBe(1);
  });

  it("keeps a scheduled banner out of the shop until its window opens, and lists it by state", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const made = await post(upload({ title: "Diwali", starts_at: later }, { image: photo }));
    expect([made.status, made.json.state, made.json.order, made.json.mobile_image]).toEqual([201, "scheduled", 1, null]);
    expect(await shown()).toEqual(["Monsoon sale"]);
    const scheduled = await call(list, "/api/v2/admin/banners/?state=scheduled", { headers: content.headers });
    expect(scheduled.json.results.map((b: { title: string }) => b.title)).toEqual(["Diwali"]);
    const opened = await patch(made.json.id, { starts_at: null, order: 0, updated_at: made.json.updated_at });
    expect([opened.status, opened.json.state]).toEqual([200, "live"]);
    expect(await shown()).toEqual(["Diwali", "Monsoon sale"]);
    const stale = await patch(made.json.id, { is_active: false, updated_at: made.json.updated_at });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);
    expect((await patch(made.json.id, { is_active: false })).json.state).toBe("off");
    expect(await shown()).toEqual(["Monsoon sale"]);
    expect((await call(one, `/api/v2/admin/banners/${made.json.id}/`, { method: "DELETE", params: { id: String(made.json.id) }, headers: content.headers })).status).toBe(204);
  });

  it("replaces a picture and drops the phone's", async () => {
    const [banner] = (await call(list, "/api/v2/admin/banners/", { headers: content.headers })).json.results;
    const changed = await call(pictures, `/api/v2/admin/banners/${banner.id}/pictures/`, {
      method: "POST", params: { id: String(banner.id) }, body: upload({ remove_mobile_image: "true" }, { image: new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: "#224466" } }).png().toBuffer()) }), headers: content.headers,
    });
    expect([changed.status, changed.json.mobile_image, changed.json.image === banner.image]).toEqual([200, null, false]);
    expect(await dimensions(changed.json.image)).toEqual([1920, 720]);
  });

  it("refuses bad input beside its field, changing nothing", async () => {
    const before = await db().banner.count();
    const bad = await post(upload({ title: " ", link: "javascript:alert(1)", starts_at: "2026-12-02T10:00:00+05:30", ends_at: "2026-12-01T10:00:00+05:30", is_active: "maybe" }, { image: photo }));
    expect([bad.status, bad.json]).toEqual([400, {
      title: ["Give the banner a heading."], link: ["Write a shop path like /c/bedroom/ or an https:// address; this is neither."], is_active: ["Must be a valid boolean."],
    }]);
    const window = await post(upload({ title: "Sale", starts_at: "2026-12-02T10:00:00+05:30", ends_at: "2026-12-01T10:00:00+05:30" }, { image: photo }));
    expect([window.status, window.json]).toEqual([400, { ends_at: ["The end must come after the start."] }]);
    const notPicture = await post(upload({ title: "Sale" }, { image: new TextEncoder().encode("not a picture") }));
    expect([notPicture.status, notPicture.json]).toEqual([400, { image: ["The picture must be a JPEG, PNG or WebP image."] }]);
    expect(await db().banner.count()).toBe(before);
    expect((await patch(999999, { title: "x" })).status).toBe(404);
  });

  it("refuses staff without the content group and shoppers", async () => {
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    const shopper = await signedIn({});
    for (const who of [others, shopper]) {
      expect([(await call(list, "/api/v2/admin/banners/", { headers: who.headers })).status, (await post(upload({ title: "x" }, { image: photo }), who.headers)).status, (await patch(1, { title: "x" }, who.headers)).status]).toEqual([403, 403, 403]);
    }
  });
});
