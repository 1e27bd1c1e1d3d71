// Staff-written content in Hindi (docs/decisions/0188): a policy's, the questions page's and a
// collection's Hindi texts are set and cleared through the staff API; Hindi shoppers (Accept-Language: hi,
// the /hi/ pages' loaders) see them where filled and the English ones otherwise.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db.ts";
import { loadWrittenPageIn } from "@/lib/storefront/written-page.ts";
import { loadCollectionPageIn } from "@/lib/storefront/content-pages.ts";
import { buildCatalogueShop, signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as adminCollection from "@/app/api/v2/admin/collections/[id]/route.ts";
import * as adminCollections from "@/app/api/v2/admin/collections/route.ts";
import * as adminPolicy from "@/app/api/v2/admin/policies/[slug]/route.ts";
import * as shopCollections from "@/app/api/v2/collection-list/route.ts";
import * as shopPolicy from "@/app/api/v2/policies/legals/return-policy/route.ts";

// The page loaders' Next cache calls are no-ops here: what is tested is what they read.
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), cacheLife: () => {}, cacheTag: () => {} }));

useTestDatabase();
const HINDI = { "accept-language": "hi" };
let content: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await buildCatalogueShop();
  content = await signedIn({ staffGroups: ["content"] });
  for (const [slug, title, text] of [
    ["return-policy", "Return Policy", "Returns within **7 days**."],
    ["faq", "Questions and answers", "## Do you deliver?\nYes, across India."],
  ]) {
    await db().policy.upsert({ where: { slug }, create: { slug, title, content: text }, update: { title, content: text } });
  }
});

const patchPolicy = async (slug: string, body: Record<string, unknown>) => {
  const read = await call(adminPolicy, `/api/v2/admin/policies/${slug}/`, { params: { slug }, headers: content.headers });
  return call(adminPolicy, `/api/v2/admin/policies/${slug}/`, { method: "PATCH", params: { slug }, body: { ...body, updated_at: read.json.updated_at }, headers: content.headers });
};
const shop = async (headers: Record<string, string> = {}) => (await call(shopPolicy, "/api/v2/policies/legals/return-policy/", { headers })).json;

describe("a policy's and the questions page's Hindi texts", () => {
  it("staff set them; Hindi callers get them, English callers the English ones; blanks clear them", async () => {
    const set = await patchPolicy("return-policy", { title_hi: "वापसी नीति", content_hi: "**7 दिनों** में वापसी।" });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toMatchObject({ title: "Return Policy", title_hi: "वापसी नीति", content_hi: "**7 दिनों** में वापसी।" });
    expect(await shop(HINDI)).toMatchObject({ title: "वापसी नीति", content: "<p><strong>7 दिनों</strong> में वापसी।</p>\n" });
    expect(await shop()).toMatchObject({ title: "Return Policy", content: "<p>Returns within <strong>7 days</strong>.</p>\n" });

    // Only a Hindi title: the text falls back to English.
    await patchPolicy("return-policy", { content_hi: "" });
    expect(await shop(HINDI)).toMatchObject({ title: "वापसी नीति", content: "<p>Returns within <strong>7 days</strong>.</p>\n" });
    const cleared = await patchPolicy("return-policy", { title_hi: "" });
    expect(cleared.json).toMatchObject({ title_hi: "", content_hi: "" });
    expect((await shop(HINDI)).title).toBe("Return Policy");
  });

  it("the /hi/ questions page shows the Hindi questions where written, the English page the English ones", async () => {
    await patchPolicy("faq", { title_hi: "प्रश्न और उत्तर", content_hi: "## क्या आप डिलीवरी करते हैं?\nहाँ, पूरे भारत में।" });
    const hindi = await loadWrittenPageIn("faq", "hi");
    expect(hindi).toMatchObject({ title: "प्रश्न और उत्तर", faq: { questions: [{ question: "क्या आप डिलीवरी करते हैं?" }] } });
    const english = await loadWrittenPageIn("faq", "en");
    expect(english).toMatchObject({ title: "Questions and answers", faq: { questions: [{ question: "Do you deliver?" }] } });
  });
});

describe("a collection's Hindi title and description", () => {
  it("staff set and clear them; Hindi callers and the /hi/ collection page see them, with the products' Hindi titles", async () => {
    const products = await db().product.findMany({ where: { isPublic: true, structure: "standalone" }, orderBy: { id: "asc" }, take: 2, select: { id: true, title: true } });
    await db().product.update({ where: { id: products[0].id }, data: { titleHi: "हिंदी शीर्षक" } });
    const made = await call(adminCollections, "/api/v2/admin/collections/", { method: "POST", body: { title: "Handloom Stories", product_ids: products.map((p) => p.id) }, headers: content.headers });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.id;
    const patch = (body: unknown) => call(adminCollection, `/api/v2/admin/collections/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers: content.headers });
    const set = await patch({ title_hi: "हथकरघा की कहानियाँ", description_hi: "बुनकरों के हाथ से।" });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toMatchObject({ title_hi: "हथकरघा की कहानियाँ", description_hi: "बुनकरों के हाथ से।" });

    const titles = async (headers: Record<string, string>) => (await call(shopCollections, "/api/v2/collection-list/", { headers })).json.map((c: { title: string }) => c.title);
    expect(await titles(HINDI)).toContain("हथकरघा की कहानियाँ");
    expect(await titles({})).toContain("Handloom Stories");
    const page = await loadCollectionPageIn("handloom-stories", "hi");
    expect(page?.collection.title).toBe("हथकरघा की कहानियाँ");
    expect(page?.cards.map((c) => c.title)).toEqual(["हिंदी शीर्षक", products[1].title]);
    expect((await loadCollectionPageIn("handloom-stories", "en"))?.cards.map((c) => c.title)).toEqual(products.map((p) => p.title));

    const cleared = await patch({ title_hi: "", description_hi: "" });
    expect(cleared.json).toMatchObject({ title_hi: "", description_hi: "" });
    expect(await titles(HINDI)).toContain("Handloom Stories");
  });
});
