// The metadata of the landing, product and category pages, from the pages' own generateMetadata: an
// absolute canonical URL and a complete Open Graph (site name and locale too: Next replaces the root
// layout's openGraph whole) on the configured public address, and nothing for what shoppers may not see.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { generateMetadata as rootMetadata } from "@/app/layout.tsx";
import { generateMetadata as homeMetadata } from "@/app/(shop)/page.tsx";
import { generateMetadata as productMetadata } from "@/app/(shop)/p/[slug]/page.tsx";
import { generateMetadata as categoryMetadata } from "@/app/(shop)/c/[...slug]/page.tsx";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { usePublicUrl } from "@/lib/testing/public-url.ts";

// The pages' loaders are "use cache" functions; outside Next their cache calls have no store to talk to.
vi.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {} }));
// The root layout's fonts are made by Next's compiler.
vi.mock("next/font/local", () => ({ default: () => ({ variable: "font" }) }));

useTestDatabase();
const ORIGIN = "https://shop.example.in";
usePublicUrl(ORIGIN);

let ids: ShopIds;
const slugs: Record<string, string> = {};
beforeAll(async () => {
  ids = await buildCatalogueShop();
  for (const name of ["bench", "chair", "chairIndigo", "secret"]) slugs[name] = (await db().product.findUniqueOrThrow({ where: { id: ids[name] } })).slug;
});

const SITE_OG = { siteName: "Vanya Living", locale: "en_IN", type: "website" };
const product = (slug: string) => productMetadata({ params: Promise.resolve({ slug }) });
const category = (...slug: string[]) => categoryMetadata({ params: Promise.resolve({ slug }) });

describe("the landing page", () => {
  it("has the shop's title, an absolute canonical URL and its own Open Graph on PUBLIC_URL", () => {
    const title = "Vanya Living · Solid-wood furniture from Jodhpur";
    const description = "Vanya Living makes sofas, beds, dining sets and decor in solid Indian hardwoods, delivered across India.";
    expect(homeMetadata()).toEqual({
      title: { absolute: title },
      description,
      alternates: { canonical: `${ORIGIN}/` },
      openGraph: { ...SITE_OG, title, description, url: `${ORIGIN}/` },
    });
  });

  it("sits under a root layout whose metadataBase is PUBLIC_URL", () => {
    expect(rootMetadata().metadataBase?.toString()).toBe(`${ORIGIN}/`);
  });
});

describe("a product page", () => {
  it("has an absolute canonical URL, and Open Graph with the absolute URL of its first picture", async () => {
    const url = `${ORIGIN}/p/${slugs.bench}/`;
    expect(await product(slugs.bench)).toEqual({
      title: "Teak Bench",
      description: "Teak Bench, handmade in our Jodhpur workshop.",
      alternates: { canonical: url },
      openGraph: {
        ...SITE_OG,
        title: "Teak Bench",
        description: "Teak Bench, handmade in our Jodhpur workshop.",
        url,
        images: [{ url: `${ORIGIN}/media/products/bench-1.jpg`, width: 1200, height: 900, alt: "Front view" }],
      },
    });
  });

  it("of a variant is canonical at its own address", async () => {
    const meta = await product(slugs.chairIndigo);
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/p/${slugs.chairIndigo}/`);
    expect(meta.openGraph).toMatchObject({ ...SITE_OG, url: `${ORIGIN}/p/${slugs.chairIndigo}/`, title: "Jaipur Chair – Indigo" });
    expect((await product(slugs.chair)).alternates?.canonical).toBe(`${ORIGIN}/p/${slugs.chair}/`);
  });

  it("has no metadata for a hidden or unknown product (the page is a 404)", async () => {
    expect(await product(slugs.secret)).toEqual({});
    expect(await product("no-such-product")).toEqual({});
  });
});

describe("a category page", () => {
  it("has an absolute canonical URL and Open Graph with its picture", async () => {
    const url = `${ORIGIN}/c/living-room/`;
    const description = "Where everyone gathers.";
    expect(await category("living-room")).toEqual({
      title: "Living Room",
      description,
      alternates: { canonical: url },
      openGraph: { ...SITE_OG, title: "Living Room", description, url, images: [{ url: `${ORIGIN}/media/categories/living.jpg`, width: 800, height: 600 }] },
    });
  });

  it("of a subcategory is canonical at its full path", async () => {
    const meta = await category("living-room", "sofas", "recliners");
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/c/living-room/sofas/recliners/`);
    expect(meta.openGraph).toMatchObject({ ...SITE_OG, url: `${ORIGIN}/c/living-room/sofas/recliners/` });
  });

  it("filtered or sorted, is canonical at the plain listing and kept out of search indexes", async () => {
    const meta = await category("living-room", "sofas", "colour=Indigo", "sort=price");
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/c/living-room/sofas/`);
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect((await category("living-room", "sofas")).robots).toBeUndefined();
  });

  it("has no metadata for a hidden category or one below it", async () => {
    expect(await category("living-room", "hidden-tables")).toEqual({});
    expect(await category("living-room", "hidden-tables", "side-tables")).toEqual({});
    expect(await category("hidden-tables")).toEqual({});
    expect(await category("no-such-room")).toEqual({});
  });
});
