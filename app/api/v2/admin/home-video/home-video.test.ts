// The staff home video API: the videos listed, the one shown marked; switching one on switches the
// others off and the landing page's video follows at once (through the content cache); a title changed;
// bad input beside its field; only the content group.
import { beforeAll, describe, expect, it } from "vitest";
import { activeHomeVideo } from "@/lib/content/media-lists.ts";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let ids: { workshop: number; weaving: number };

beforeAll(async () => {
  content = await signedIn({ staffGroups: ["content"] });
  const workshop = await db().homeVideo.create({ data: { title: "Inside the workshop", videoPath: "video/workshop.mp4", poster: "video/workshop.jpg", isActive: true, createdAt: new Date("2026-05-01T00:00:00Z") } });
  const weaving = await db().homeVideo.create({ data: { title: "Weaving in Bhujodi", videoPath: "video/weaving.mp4", isActive: false, createdAt: new Date("2026-09-01T00:00:00Z") } });
  ids = { workshop: workshop.id, weaving: weaving.id };
});

const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/home-video/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });

describe("/api/v2/admin/home-video/", () => {
  it("lists the videos newest first, the one shown marked", async () => {
    const answer = await call(list, "/api/v2/admin/home-video/", { headers: content.headers });
    expect([answer.status, answer.json]).toEqual([200, {
      count: 2, next: null, previous: null,
      results: [
        { id: ids.weaving, title: "Weaving in Bhujodi", video_url: "http://shop.test/media/video/weaving.mp4", poster: null, is_active: false, created_at: "2026-09-01T00:00:00.000Z" },
        { id: ids.workshop, title: "Inside the workshop", video_url: "http://shop.test/media/video/workshop.mp4", poster: "http://shop.test/media/video/workshop.jpg", is_active: true, created_at: "2026-05-01T00:00:00.000Z" },
      ],
    }]);
    expect((await call(list, "/api/v2/admin/home-video/?is_active=true", { headers: content.headers })).json.results.map((v: { id: number }) => v.id)).toEqual([ids.workshop]);
  });

  it("shows one video at a time: switching one on switches the other off, and the landing page follows at once", async () => {
    expect((await activeHomeVideo())?.title).toBe("Inside the workshop");
    const on = await patch(ids.weaving, { is_active: true, title: "Weaving with the Vankar families" });
    expect([on.status, on.json.is_active, on.json.title]).toEqual([200, true, "Weaving with the Vankar families"]);
    expect(await activeHomeVideo()).toEqual({ title: "Weaving with the Vankar families", video: "/media/video/weaving.mp4", poster: null });
    expect((await db().homeVideo.findUniqueOrThrow({ where: { id: ids.workshop } })).isActive).toBe(false);
    expect(await db().auditLogEntry.count({ where: { entityType: "HomeVideo", action: "home_video.update", actorId: content.user.id } })).toBe(2);
    const off = await patch(ids.weaving, { is_active: false });
    expect([off.status, off.json.is_active]).toEqual([200, false]);
    expect(await activeHomeVideo()).toBeNull();
  });

  it("refuses bad input beside its field, unknown videos and staff without the content group", async () => {
    const bad = await patch(ids.workshop, { title: " ", is_active: "yes" });
    expect([bad.status, bad.json]).toEqual([400, { title: ["Give the video a title."], is_active: ["Must be a valid boolean."] }]);
    expect((await patch(999999, { title: "x" })).status).toBe(404);
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    for (const who of [others, await signedIn({})]) {
      expect([(await call(list, "/api/v2/admin/home-video/", { headers: who.headers })).status, (await patch(ids.workshop, { title: "x" }, who.headers)).status]).toEqual([403, 403]);
    }
  });
});
