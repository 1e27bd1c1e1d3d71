// The policy editor's Server Actions: preview renders the text as the shop would (raw HTML escaped)
// and saves nothing; publish adds a version; restore brings an earlier text back; the content group only.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { restorePolicyAction, savePolicyAction } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

let editor: { id: number };
beforeAll(async () => {
  editor = await createUser({ staffGroups: ["content"] });
  pageCaller = { user: { ...editor, staffGroups: ["content"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
  await db().policy.create({ data: { slug: "terms-and-conditions", title: "Terms and Conditions", content: "Old terms." } });
});

const version = async () => (await db().policy.findUniqueOrThrow({ where: { slug: "terms-and-conditions" } })).updatedAt.toISOString();

describe("the policy editor", () => {
  it("previews without saving, publishes, and restores the earlier text", async () => {
    const fields = { slug: "terms-and-conditions", title: "Terms and Conditions", content: "## Orders\nNew <script>alert(1)</script> terms." };
    const preview = await savePolicyAction({}, form({ ...fields, updated_at: await version(), intent: "preview" }));
    expect(preview.preview).toBe("<h2>Orders</h2>\n<p>New &lt;script&gt;alert(1)&lt;/script&gt; terms.</p>\n");
    expect((await db().policy.findUniqueOrThrow({ where: { slug: "terms-and-conditions" } })).content).toBe("Old terms.");

    expect(await savePolicyAction({}, form({ ...fields, updated_at: await version(), intent: "publish" }))).toEqual({ ok: "Published. The shop shows the new text now." });
    const [latest, first] = await db().policyVersion.findMany({ where: { slug: "terms-and-conditions" }, orderBy: { id: "desc" } });
    expect([latest.content, latest.authorId, first.content, first.authorId]).toEqual([fields.content, editor.id, "Old terms.", null]);

    expect(await restorePolicyAction({}, form({ slug: "terms-and-conditions", version: String(first.id), updated_at: await version() }))).toEqual({ ok: "Restored: the shop shows that text again, kept as a new version." });
    expect((await db().policy.findUniqueOrThrow({ where: { slug: "terms-and-conditions" } })).content).toBe("Old terms.");
  });

  it("refuses an empty text beside its field, and a stale publish with who changed it", async () => {
    const stale = new Date(Date.parse(await version()) - 60_000).toISOString();
    const empty = await savePolicyAction({}, form({ slug: "terms-and-conditions", title: "Terms", content: "  ", intent: "publish" }));
    expect(empty).toMatchObject({ error: "Check the fields marked below.", errors: { content: "Write the policy's text." } });
    const refused = await savePolicyAction({}, form({ slug: "terms-and-conditions", title: "Terms", content: "Mine.", updated_at: stale, intent: "publish" }));
    expect(refused.error).toMatch(/^Changed by Asha at \d\d:\d\d — review and save again\.$/);
    expect(refused.values).toMatchObject({ content: "Mine." });
    expect(await restorePolicyAction({}, form({ slug: "terms-and-conditions", version: "x" }))).toEqual({ error: "This version does not exist." });
  });
});
