// Hindi texts staff may fill (docs/decisions/0188): the staff API sets and clears a product's and a
// category's Hindi texts; Hindi shoppers (Accept-Language: hi, the /hi/ pages' loaders) see them where
// filled and the English texts otherwise; English shoppers never see them; the catalogue cache keeps a
// copy per language, so a staff change shows in both at once.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db.ts";
import { loadCategoryPage } from "@/lib/storefront/category-page.ts";
import { DEFAULT_LISTING } from "@/lib/storefront/listing-path.ts";
import { loadProductView } from "@/lib/storefront/product-page.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as adminCategory from "@/app/api/v2/admin/categories/[id]/route.ts";
import * as adminProduct from "@/app/api/v2/admin/products/[id]/route.ts";
import * as shopDetail from "@/app/api/v2/catalogue/d/[product-slug]/route.ts";
import * as shopList from "@/app/api/v2/catalogue/product/list/route.ts";
import * as apiCategories from "@/app/api/v2/categories/route.ts";

// The page loaders' Next cache calls are no-ops here: what is tested is what they read.
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), cacheLife: () => {}, cacheTag: () => {} }));

useTestDatabase();
let ids: ShopIds;
let owner: Awaited<ReturnType<typeof signedIn>>;
let benchSlug: string;
const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

beforeAll(async () => {
  ids = await buildCatalogueShop();
  owner = await signedIn({ isStaff: true });
  benchSlug = (await db().product.findUniqueOrThrow({ where: { id: ids.bench } })).slug;
});

const patchProduct = (id: number, body: unknown) => call(adminProduct, `/api/v2/admin/products/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers: owner.headers });
const showProduct = (id: number) => call(adminProduct, `/api/v2/admin/products/${id}/`, { params: { id: String(id) }, headers: owner.headers });
const shopProduct = (slug: string, headers: Record<string, string> = {}) =>
  call(shopDetail, `/api/v2/catalogue/d/${slug}/`, { params: { "product-slug": slug }, headers });

describe("a product's Hindi title and description", () => {
  it("staff set them through the API and clear them with blanks; the detail returns them", async () => {
    const set = await patchProduct(ids.bench, { title_hi: " सागौन की बेंच ", description_hi: "ठोस सागौन से बनी।" });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ title: "Teak Bench", title_hi: "सागौन की बेंच", description_hi: "ठोस सागौन से बनी।" });
    expect((await showProduct(ids.bench)).json).toMatchObject({ title_hi: "सागौन की बेंच", description_hi: "ठोस सागौन से बनी।" });

    const cleared = await patchProduct(ids.bench, { title_hi: "  ", description_hi: "" });
    expect(cleared.json).toMatchObject({ title_hi: "", description_hi: "" });
    expect(await db().product.findUniqueOrThrow({ where: { id: ids.bench }, select: { titleHi: true, descriptionHi: true } })).toEqual({ titleHi: "", descriptionHi: "" });
  });

  it("Hindi callers of the shopper API get them, English callers and unfilled products the English text", async () => {
    await patchProduct(ids.bench, { title_hi: "सागौन की बेंच", description_hi: "ठोस सागौन से बनी।" });
    const hindi = await shopProduct(benchSlug, HINDI);
    expect(hindi.status).toBe(200);
    expect(hindi.json).toMatchObject({ title: "सागौन की बेंच", description: "ठोस सागौन से बनी।" });
    const english = await shopProduct(benchSlug);
    expect(english.json.title).toBe("Teak Bench");
    expect(english.json.description).not.toBe("ठोस सागौन से बनी।");

    // Staff wrote no Hindi for the chair: Hindi shoppers see its English title.
    const chair = await db().product.findUniqueOrThrow({ where: { id: ids.chair } });
    expect((await shopProduct(chair.slug, HINDI)).json.title).toBe(chair.title);

    // Listing cards, searched by the English words, carry the Hindi title for Hindi callers.
    const list = (headers: Record<string, string>) => call(shopList, "/api/v2/catalogue/product/list/?q=teak%20bench", { headers });
    expect((await list(HINDI)).json.results.map((c: { id: number; title: string }) => [c.id, c.title])).toContainEqual([ids.bench, "सागौन की बेंच"]);
    expect((await list({})).json.results.map((c: { id: number; title: string }) => [c.id, c.title])).toContainEqual([ids.bench, "Teak Bench"]);
  });

  it("the /hi/ product page's loader shows them, the English page's does not, and a staff change shows in both at once", async () => {
    await patchProduct(ids.bench, { title_hi: "सागौन की बेंच", description_hi: "" });
    expect((await loadProductView(benchSlug, "hi"))!.product.title).toBe("सागौन की बेंच");
    expect((await loadProductView(benchSlug, "en"))!.product.title).toBe("Teak Bench");
    // The description has no Hindi text: the English one.
    expect((await loadProductView(benchSlug, "hi"))!.product.description).toBe((await loadProductView(benchSlug, "en"))!.product.description);

    // Both languages are now in the catalogue cache; the staff change drops both copies.
    await patchProduct(ids.bench, { title_hi: "सागौन की नई बेंच" });
    expect((await loadProductView(benchSlug, "hi"))!.product.title).toBe("सागौन की नई बेंच");
    expect((await shopProduct(benchSlug, HINDI)).json.title).toBe("सागौन की नई बेंच");
    await patchProduct(ids.bench, { title: "Teak Garden Bench" });
    expect((await loadProductView(benchSlug, "en"))!.product.title).toBe("Teak Garden Bench");
    expect((await loadProductView(benchSlug, "hi"))!.product.title).toBe("सागौन की नई बेंच");
    await patchProduct(ids.bench, { title: "Teak Bench", title_hi: "" });
    expect((await loadProductView(benchSlug, "hi"))!.product.title).toBe("Teak Bench");
  });
});

describe("a category's Hindi name and description", () => {
  const patchCategory = (id: number, body: unknown) => call(adminCategory, `/api/v2/admin/categories/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers: owner.headers });

  it("staff set and clear them; Hindi shoppers see them in the API, on /hi/c/ and in a product's breadcrumbs", async () => {
    const set = await patchCategory(ids.living, { name_hi: "बैठक", description_hi: "जहाँ सब मिलते हैं।" });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ name: "Living Room", name_hi: "बैठक", description_hi: "जहाँ सब मिलते हैं।" });

    const names = async (headers: Record<string, string>) => (await call(apiCategories, "/api/v2/categories/", { headers })).json.map((c: { name: string }) => c.name);
    expect(await names(HINDI)).toContain("बैठक");
    expect(await names({})).toContain("Living Room");

    const page = await loadCategoryPage(["living-room"], DEFAULT_LISTING, "hi");
    expect(page && "found" in page && page.found.category).toMatchObject({ name: "बैठक", description: "जहाँ सब मिलते हैं।" });
    expect((await loadProductView(benchSlug, "hi"))!.product.breadcrumbs[0].name).toBe("बैठक");
    expect((await loadProductView(benchSlug, "en"))!.product.breadcrumbs[0].name).toBe("Living Room");

    const cleared = await patchCategory(ids.living, { name_hi: "", description_hi: "" });
    expect(cleared.json).toMatchObject({ name_hi: "", description_hi: "" });
    expect(await names(HINDI)).toContain("Living Room");
  });
});
