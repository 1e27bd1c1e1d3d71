// The staff policies API: a policy edited in Markdown is published at once (the shop's API shows the new
// HTML), every publication is kept as a version with its author, an earlier one is restored as a new
// version, a save over a newer version is refused with who changed it, and only the content group may.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopPolicy from "../../policies/legals/return-policy/route.ts";
import * as restore from "./[slug]/versions/[id]/restore/route.ts";
import * as versions from "./[slug]/versions/route.ts";
import * as one from "./[slug]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
const SEEDED = new Date("2026-01-15T10:00:00.000Z");

beforeAll(async () => {
  content = await signedIn({ staffGroups: ["content"] });
  await db().user.update({ where: { id: content.user.id }, data: { firstName: "Meera" } });
  await db().policy.create({ data: { slug: "return-policy", title: "Return Policy", content: "Returns within **7 days**.", updatedAt: SEEDED } });
});

const path = (slug: string) => `/api/v2/admin/policies/${slug}/`;
const get = (slug: string, headers = content.headers) => call(one, path(slug), { params: { slug }, headers });
const patch = (slug: string, body: unknown, headers = content.headers) => call(one, path(slug), { method: "PATCH", params: { slug }, body, headers });
const history = (slug: string) => call(versions, `${path(slug)}versions/`, { params: { slug }, headers: content.headers });
const shop = async () => (await call(shopPolicy, "/api/v2/policies/legals/return-policy/")).json;

describe("/api/v2/admin/policies/", () => {
  it("lists the three policies and the shop's three written pages, a policy nobody wrote with an empty text", async () => {
    const listed = await call(list, "/api/v2/admin/policies/", { headers: content.headers });
    expect(listed.status).toBe(200);
    const page = expect.any(String); // the pages' words come with the migration that made them editable
    expect(listed.json.results.map((p: { slug: string; kind: string; url: string; updated_at: string | null; versions: number }) => [p.slug, p.kind, p.url, p.updated_at, p.versions])).toEqual([
      ["privacy-policy", "policy", "/policies/privacy-policy/", null, 0], ["return-policy", "policy", "/policies/return-policy/", SEEDED.toISOString(), 1], ["terms-and-conditions", "policy", "/policies/terms-and-conditions/", null, 0],
      ["about", "page", "/about/", page, 1], ["delivery-and-returns", "page", "/delivery-and-returns/", page, 1], ["faq", "page", "/faq/", page, 1],
    ]);
    expect(listed.json.results[1]).toEqual({
      slug: "return-policy", kind: "policy", title: "Return Policy", content: "Returns within **7 days**.", title_hi: "", content_hi: "", html: "<p>Returns within <strong>7 days</strong>.</p>\n",
      url: "/policies/return-policy/", updated_at: SEEDED.toISOString(), versions: 1,
    });
  });

  it("publishes an edit at once, keeps both texts as versions, restores the earlier one, and refuses a stale save", async () => {
    const edited = await patch("return-policy", { content: "Returns within **10 days**.", updated_at: SEEDED.toISOString() });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ content: "Returns within **10 days**.", html: "<p>Returns within <strong>10 days</strong>.</p>\n", versions: 2 });
    expect((await shop()).content).toBe("<p>Returns within <strong>10 days</strong>.</p>\n");

    const stale = await patch("return-policy", { content: "Returns within 3 days.", updated_at: SEEDED.toISOString() });
    expect([stale.status, stale.json]).toEqual([409, { detail: expect.stringMatching(/^Changed by Meera at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);

    const kept = await history("return-policy");
    expect(kept.status).toBe(200);
    expect(kept.json.results.map((v: { content: string; author: string | null; current: boolean; restored_from: number | null }) => [v.content, v.author, v.current, v.restored_from])).toEqual([
      ["Returns within **10 days**.", "Meera", true, null],
      ["Returns within **7 days**.", null, false, null],
    ]);
    expect(kept.json.results[1].created_at).toBe(SEEDED.toISOString());

    const first = kept.json.results[1].id;
    const restored = await call(restore, `${path("return-policy")}versions/${first}/restore/`, { method: "POST", params: { slug: "return-policy", id: String(first) }, body: { updated_at: edited.json.updated_at }, headers: content.headers });
    expect([restored.status, restored.json.content, restored.json.versions]).toEqual([200, "Returns within **7 days**.", 3]);
    expect((await shop()).content).toBe("<p>Returns within <strong>7 days</strong>.</p>\n");
    expect((await history("return-policy")).json.results[0]).toMatchObject({ content: "Returns within **7 days**.", author: "Meera", current: true, restored_from: first });

    const mine = kept.json.results[0].id;
    const restoredAs = (await history("return-policy")).json.results[0].id;
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Policy", entityId: "return-policy" }, orderBy: { id: "asc" }, select: { action: true, actorId: true, changes: true } });
    expect(audit).toEqual([
      { action: "policy.update", actorId: content.user.id, changes: { content: ["26 characters", `27 characters (version ${mine})`] } },
      { action: "policy.restore", actorId: content.user.id, changes: { content: ["27 characters", `26 characters (version ${restoredAs})`], restored_from: [null, first] } },
    ]);

    // The same text again adds no version.
    const same = await patch("return-policy", { content: "Returns within **7 days**." });
    expect([same.status, same.json.versions]).toEqual([200, 3]);
  });

  it("writes a policy nobody had written, and refuses bad input beside its field", async () => {
    const bad = await patch("privacy-policy", { title: " ", content: "x".repeat(100_001) });
    expect([bad.status, bad.json]).toEqual([400, { title: ["Give the policy a title."], content: ["At most 100,000 characters."] }]);
    const empty = await patch("privacy-policy", { title: "Privacy" });
    expect([empty.status, empty.json]).toEqual([400, { content: ["Write the policy's text."] }]);
    const made = await patch("privacy-policy", { content: "We keep **little**." });
    expect([made.status, made.json.title, made.json.versions]).toEqual([200, "Privacy Policy", 1]);
    expect((await get("shipping-policy")).status).toBe(404);
    expect((await patch("shipping-policy", { content: "x" })).status).toBe(404);
    const missing = await call(restore, `${path("privacy-policy")}versions/999999/restore/`, { method: "POST", params: { slug: "privacy-policy", id: "999999" }, body: {}, headers: content.headers });
    expect(missing.status).toBe(404);
  });

  it("refuses staff without the content group and shoppers", async () => {
    const orders = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    const shopper = await signedIn({});
    for (const who of [orders, shopper]) {
      expect([(await call(list, "/api/v2/admin/policies/", { headers: who.headers })).status, (await get("return-policy", who.headers)).status, (await patch("return-policy", { content: "x" }, who.headers)).status]).toEqual([403, 403, 403]);
    }
    expect((await get("return-policy")).json.content).toBe("Returns within **7 days**.");
  });
});
