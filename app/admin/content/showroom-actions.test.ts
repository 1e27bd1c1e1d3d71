// The 360° set forms: rename a set and attach it to a product by its slug (an unknown slug refused
// beside its field), detach it, delete it with its frames; staff without the content group refused.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { listSpins } from "@/lib/content/media-lists.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { removeShowroomSetAction, saveShowroomSetAction } from "./showroom-actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}
const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let setId: number;
let benchId: number;
beforeAll(async () => {
  as(await createUser({ staffGroups: ["content"] }), ["content"]);
  benchId = (await db().product.create({ data: { title: "Teak bench", slug: "teak-bench" } })).id;
  setId = (await db().image360.create({ data: { title: "Set 1", frames: { create: [{ position: 0, path: "spins/a/0.jpg" }, { position: 1, path: "spins/a/1.jpg" }] } } })).id;
});

describe("the 360° set forms", () => {
  it("rename and attach a set, refuse an unknown product, detach it and delete it", async () => {
    expect(await listSpins()).toMatchObject([{ title: "Set 1", productId: null }]);
    expect(await saveShowroomSetAction({}, form({ id: String(setId), title: "Teak bench, all round", product: "teak-bench" }))).toEqual({ ok: true, message: "Saved. The showroom shows it now." });
    expect(await listSpins()).toMatchObject([{ title: "Teak bench, all round", productId: benchId }]);
    const unknown = await saveShowroomSetAction({}, form({ id: String(setId), title: "x", product: "no-such-thing" }));
    expect([unknown.errors, unknown.values?.product]).toEqual([{ product: "No product has the slug no-such-thing." }, "no-such-thing"]);
    await saveShowroomSetAction({}, form({ id: String(setId), title: "Teak bench, all round", product: "" }));
    expect((await db().image360.findUniqueOrThrow({ where: { id: setId } })).productId).toBeNull();
    expect(await db().auditLogEntry.count({ where: { entityType: "Image360", entityId: String(setId), action: "image360.update" } })).toBe(2);

    await expect(removeShowroomSetAction({}, form({ id: String(setId) }))).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;[^;]*;\/admin\/content\/showroom\/;/) });
    expect([await db().image360.count(), await db().image360Frame.count(), (await listSpins()).length]).toEqual([0, 0, 0]);
  });

  it("are refused to staff without the content group", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    as(await createUser({ staffGroups: ["catalogue"] }), ["catalogue"]);
    await expect(saveShowroomSetAction({}, form({ id: "1", title: "x", product: "" }))).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
  });
});
