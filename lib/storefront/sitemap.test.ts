// /sitemap.xml and /robots.txt as Next serves them (app/sitemap.ts, app/robots.ts): every address on the
// configured public URL, the public catalogue only (issue 9: non-public products and categories are
// invisible to non-staff everywhere, the sitemap included), the content pages, collections and open positions.
import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots.ts";
import sitemap from "@/app/sitemap.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { NOT_FOUND_PATH } from "./missing-pages.ts";
import { usePublicUrl } from "@/lib/testing/public-url.ts";

// app/sitemap.ts marks itself as read per request; outside Next there is no request to mark.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

useTestDatabase();
const ORIGIN = "https://shop.example.in";
usePublicUrl(ORIGIN);

/** More public products than one page of the sitemap's listing (100). */
const MANY = 105;
let ids: ShopIds;
const slugOf: Record<number, string> = {};

beforeAll(async () => {
  ids = await buildCatalogueShop();
  const f = await CatalogueFixtures.create();
  // A hidden parent whose variant is public: neither has a page for shoppers.
  ids.hiddenParent = (await f.product("Hidden Daybed", { category: ids.sofas, structure: "parent" })).id;
  await db().product.update({ where: { id: ids.hiddenParent }, data: { isPublic: false } });
  ids.hiddenParentChild = (await f.product("Hidden Daybed – Teal", { parent: ids.hiddenParent, price: "15000.00" })).id;
  await db().product.createMany({
    data: Array.from({ length: MANY }, (_, i) => ({ title: `Stool ${String(i).padStart(3, "0")}`, slug: `stool-${i}`, structure: "standalone" as const, productClassId: f.furnitureClassId, isPublic: true })),
  });
  await db().collection.createMany({
    data: [
      { title: "Handloom stories", slug: "handloom-stories", displayOrder: 0 },
      { title: "Last season", slug: "last-season", isActive: false, displayOrder: 1 },
    ],
  });
  const job = { department: "Design", location: "Jodhpur", experience: "3 years", description: "Draw furniture." };
  await db().jobAlert.createMany({
    data: [
      { ...job, title: "Furniture designer", slug: "furniture-designer-jodhpur" },
      { ...job, title: "Closed position", slug: "closed-position", isOpen: false },
      { ...job, title: "Expired position", slug: "expired-position", closesAt: new Date(Date.now() - 86_400_000) },
    ],
  });
  // A policy staff have written has a page; one they have not is a 404.
  await db().policy.create({ data: { slug: "return-policy", title: "Return policy", content: "Thirty days." } });
  await f.ready();
  for (const p of await db().product.findMany({ select: { id: true, slug: true } })) slugOf[p.id] = p.slug;
});

const productUrl = (id: number) => `${ORIGIN}/p/${slugOf[id]}/`;

describe("the sitemap", () => {
  it("lists the home and content pages, written policies, public categories, active collections, open positions and public products, on PUBLIC_URL", async () => {
    const urls = (await sitemap()).map((e) => e.url).filter((u) => !u.startsWith(`${ORIGIN}/hi/`));
    const pages = ["/", "/about/", "/contact/", "/delivery-and-returns/", "/faq/", "/careers/", "/downloads/", "/gallery/", "/showroom/"];
    const policies = ["/policies/return-policy/"];
    const categories = ["/c/living-room/", "/c/living-room/sofas/", "/c/living-room/sofas/recliners/", "/c/bedroom/"];
    const rest = ["/collections/handloom-stories/", "/careers/furniture-designer-jodhpur/"];
    const head = [...pages, ...policies, ...categories, ...rest].map((p) => ORIGIN + p);
    expect(urls.slice(0, head.length)).toEqual(head);
    const stools = Object.entries(slugOf).filter(([, slug]) => slug.startsWith("stool-")).map(([id]) => productUrl(Number(id)));
    expect(stools).toHaveLength(MANY);
    const products = [ids.bench, ids.cafe, ids.soldOut, ids.untracked, ids.nesting, ids.chair, ids.empty].map(productUrl);
    expect(urls.slice(head.length).sort()).toEqual([...products, ...stools].sort());
  });

  it("leaves out hidden products, variants of hidden parents, hidden categories and the categories below them", async () => {
    const urls = (await sitemap()).map((e) => e.url);
    for (const id of [ids.secret, ids.hiddenParent, ids.hiddenParentChild]) expect(urls).not.toContain(productUrl(id));
    expect(urls.filter((u) => /hidden|side-tables|last-season|closed-position|expired-position|privacy-policy|terms/.test(u))).toEqual([]);
    // Each address once, every one absolute on the public origin.
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  });

  it("lists every page in Hindi too, each naming its English and Hindi address (hreflang both ways)", async () => {
    const entries = await sitemap();
    const english = entries.filter((e) => !e.url.startsWith(`${ORIGIN}/hi/`));
    const hindi = entries.filter((e) => e.url.startsWith(`${ORIGIN}/hi/`));
    expect(hindi.map((e) => e.url)).toEqual(english.map((e) => e.url.replace(ORIGIN, `${ORIGIN}/hi`)));
    const bench = productUrl(ids.bench);
    const languages = { "en-IN": bench, "hi-IN": bench.replace(ORIGIN, `${ORIGIN}/hi`), "x-default": bench };
    expect(entries.filter((e) => e.url === bench || e.url === languages["hi-IN"]).map((e) => e.alternates)).toEqual([{ languages }, { languages }]);
    expect(entries.find((e) => e.url === `${ORIGIN}/hi/`)?.alternates).toEqual({ languages: { "en-IN": `${ORIGIN}/`, "hi-IN": `${ORIGIN}/hi/`, "x-default": `${ORIGIN}/` } });
  });

  it("dates a policy by its last edit", async () => {
    const { updatedAt } = await db().policy.findUniqueOrThrow({ where: { slug: "return-policy" } });
    expect((await sitemap()).find((e) => e.url === `${ORIGIN}/policies/return-policy/`)?.lastModified).toEqual(updatedAt);
  });

  it("lists nothing robots.txt keeps crawlers out of", async () => {
    const disallowed = (robots().rules as { disallow: string[] }[])[0].disallow;
    const paths = (await sitemap()).map((e) => new URL(e.url).pathname);
    expect(paths.filter((p) => disallowed.some((d) => p.startsWith(d)))).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("points at the sitemap on PUBLIC_URL and keeps crawlers out of the API, staff and shoppers' own pages and search results", () => {
    expect(robots()).toEqual({
      rules: [
        {
          userAgent: "*",
          allow: "/",
          disallow: [
            "/api/",
            "/admin/",
            "/account/", "/basket/", "/checkout/", "/orders/", "/wishlists/", "/newsletter/", "/staff-invitation/", "/stock-alerts/", "/delivery-pincode/", "/search/",
            ...["/account/", "/basket/", "/checkout/", "/orders/", "/wishlists/", "/newsletter/", "/staff-invitation/", "/stock-alerts/", "/delivery-pincode/", "/search/"].map((f) => `/hi${f}`),
          ],
        },
      ],
      sitemap: `${ORIGIN}/sitemap.xml`,
    });
  });

  it("disallows every folder of the account pages and the staff's", () => {
    // Pages outside app/[locale]/(shop)/ are one shopper's or the staff's: a new folder there belongs in robots.txt.
    // (The 404 page the proxy answers missing ones with is a 404 for crawlers too.)
    const disallowed = (robots().rules as { disallow: string[] }[])[0].disallow;
    const own = readdirSync("app/[locale]/(account)", { withFileTypes: true }).filter((e) => e.isDirectory() && `/${e.name}/` !== NOT_FOUND_PATH);
    expect(own.map((e) => `/${e.name}/`).filter((path) => !disallowed.includes(path))).toEqual([]);
    expect(own.map((e) => `/hi/${e.name}/`).filter((path) => !disallowed.includes(path))).toEqual([]);
    expect(disallowed).toContain("/admin/");
  });
});
