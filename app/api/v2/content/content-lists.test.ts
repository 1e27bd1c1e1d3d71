// The content lists of spec/API.md §8: banners (date window, order), collections and their products,
// 360° views, the home video, downloads (Envelope B), the gallery (Envelope A, tag filter), the index.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activeBanners } from "@/lib/content/banners.ts";
import { contentChanged } from "@/lib/content/content-cache.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as indexV1 from "../../v1/index/route.ts";
import * as spins from "../360-image-list/route.ts";
import * as collectionProducts from "../collection-list/[slug]/products/route.ts";
import * as collections from "../collection-list/route.ts";
import * as downloads from "../downloads-list/route.ts";
import * as gallery from "../gallery-list/route.ts";
import * as video from "../home-page-video/route.ts";
import * as indexV2 from "../index/route.ts";
import * as banners from "../top-banners-list/route.ts";
import * as wishlist from "../wishlist/route.ts";

useTestDatabase();

const O = "http://shop.test";
const HOUR = 3_600_000;
let ids: ShopIds;

beforeAll(async () => {
  ids = await buildCatalogueShop();
});
beforeEach(() => contentChanged());

describe("empty shop", () => {
  it("answers empty lists, empty envelopes and 404 for the video", async () => {
    expect((await call(banners, "/api/v2/top-banners-list/")).json).toEqual([]);
    expect((await call(collections, "/api/v2/collection-list/")).json).toEqual([]);
    expect((await call(downloads, "/api/v2/downloads-list/")).json).toEqual({ count: 0, num_pages: 1, next_url: null, prev_url: null, results: [] });
    expect((await call(gallery, "/api/v2/gallery-list/")).json).toEqual({ count: 0, next: null, previous: null, results: [] });
    const v = await call(video, "/api/v2/home-page-video/");
    expect(v.status).toBe(404);
    expect(v.json).toEqual({ detail: "Not found." });
    const index = await call(indexV2, "/api/v2/index/");
    expect(index.json.banners).toEqual([]);
    expect(index.json.video).toBeNull();
    expect(index.json.gallery).toEqual([]);
  });
});

describe("GET /api/v2/top-banners-list/", () => {
  it("shows switched-on banners inside their window, in staff order", async () => {
    const now = Date.now();
    const rows = [
      { title: "Second", order: 2, image: "banners/b.jpg" },
      { title: "First", order: 1, image: "banners/a.jpg", mobileImage: "banners/a-mobile.jpg", subtitle: "Sofas by hand", link: "/c/living-room/", startsAt: new Date(now - 24 * HOUR), endsAt: new Date(now + 24 * HOUR) },
      { title: "Outside link", order: 3, image: "banners/c.jpg", link: "https://example.org/festival" },
      { title: "Not yet", order: 0, image: "banners/d.jpg", startsAt: new Date(now + HOUR) },
      { title: "Over", order: 0, image: "banners/e.jpg", endsAt: new Date(now - 60_000) },
      { title: "Switched off", order: 0, image: "banners/f.jpg", isActive: false },
    ];
    for (const data of rows) await db().banner.create({ data });
    const r = await call(banners, "/api/v2/top-banners-list/");
    expect(r.status).toBe(200);
    expect(r.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(r.json.map((b: { title: string }) => b.title)).toEqual(["First", "Second", "Outside link"]);
    const first = r.json[0];
    expect(first).toEqual({
      id: first.id,
      title: "First",
      subtitle: "Sofas by hand",
      image: `${O}/media/banners/a.jpg`,
      mobile_image: `${O}/media/banners/a-mobile.jpg`,
      link: `${O}/c/living-room/`,
      order: 1,
    });
    expect(r.json[1]).toMatchObject({ mobile_image: null, link: "" });
    expect(r.json[2].link).toBe("https://example.org/festival");
  });

  it("a window starts at its first instant and ends just before its last", async () => {
    const start = new Date("2026-12-01T00:00:00+05:30");
    const end = new Date("2026-12-08T00:00:00+05:30");
    await db().banner.create({ data: { title: "December week", image: "banners/w.jpg", startsAt: start, endsAt: end } });
    contentChanged();
    const titles = async (at: Date) => (await activeBanners(at)).map((b) => b.title);
    expect(await titles(new Date(start.getTime() - 1))).not.toContain("December week");
    expect(await titles(start)).toContain("December week");
    expect(await titles(new Date(end.getTime() - 1))).toContain("December week");
    expect(await titles(end)).not.toContain("December week");
  });

  it("is read-only", async () => {
    const r = await call(banners, "/api/v2/top-banners-list/", { method: "POST", body: {} });
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ detail: 'Method "POST" not allowed.' });
  });
});

describe("collections", () => {
  beforeAll(async () => {
    const handloom = await db().collection.create({ data: { title: "Handloom Stories", slug: "handloom-stories", description: "Woven by hand.", image: "collections/handloom.jpg", displayOrder: 1 } });
    await db().collection.create({ data: { title: "Festive Hosting", slug: "festive-hosting", displayOrder: 0 } });
    await db().collection.create({ data: { title: "Retired", slug: "retired", isActive: false } });
    await db().collectionProduct.createMany({
      data: [
        { collectionId: handloom.id, productId: ids.chair, displayOrder: 0 },
        { collectionId: handloom.id, productId: ids.secret, displayOrder: 1 },
        { collectionId: handloom.id, productId: ids.bench, displayOrder: 2 },
      ],
    });
  });

  it("lists the active collections in staff order", async () => {
    const r = await call(collections, "/api/v2/collection-list/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { id: expect.any(Number), title: "Festive Hosting", slug: "festive-hosting", description: "", image: null, products_url: `${O}/api/v2/collection-list/festive-hosting/products/` },
      { id: expect.any(Number), title: "Handloom Stories", slug: "handloom-stories", description: "Woven by hand.", image: `${O}/media/collections/handloom.jpg`, products_url: `${O}/api/v2/collection-list/handloom-stories/products/` },
    ]);
  });

  it("a collection's products are ProductCards in staff order, hidden products left out", async () => {
    const r = await call(collectionProducts, "/api/v2/collection-list/handloom-stories/products/", { params: { slug: "handloom-stories" } });
    expect(r.status).toBe(200);
    expect(r.json.count).toBe(2);
    expect(r.json.next).toBeNull();
    expect(r.json.results.map((c: { id: number }) => c.id)).toEqual([ids.chair, ids.bench]);
    expect(r.json.results[1]).toMatchObject({ url: `${O}/api/v2/products/${ids.bench}/`, title: "Teak Bench", is_favourite: false, price: { currency: "INR", incl_tax: "12000.00" } });
    expect(r.json.results[0].price_is_from).toBe(true);

    const page = await call(collectionProducts, "/api/v2/collection-list/handloom-stories/products/?page_size=1&page=2", { params: { slug: "handloom-stories" } });
    expect(page.json.previous).toBe(`${O}/api/v2/collection-list/handloom-stories/products/?page_size=1`);
    expect(page.json.results.map((c: { id: number }) => c.id)).toEqual([ids.bench]);

    const empty = await call(collectionProducts, "/api/v2/collection-list/festive-hosting/products/", { params: { slug: "festive-hosting" } });
    expect(empty.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("marks the caller's favourites and is private to the caller", async () => {
    const shopper = await signedIn();
    await call(wishlist, "/api/v2/wishlist/", { method: "POST", headers: shopper.headers, body: { product: ids.bench } });
    const r = await call(collectionProducts, "/api/v2/collection-list/handloom-stories/products/", { params: { slug: "handloom-stories" }, headers: shopper.headers });
    expect(r.json.results.map((c: { is_favourite: boolean }) => c.is_favourite)).toEqual([false, true]);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an unknown or switched-off collection is 404", async () => {
    for (const slug of ["retired", "nothing-here"]) {
      const r = await call(collectionProducts, `/api/v2/collection-list/${slug}/products/`, { params: { slug } });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
  });

  it("a staff edit shows at once", async () => {
    await db().collection.update({ where: { slug: "festive-hosting" }, data: { title: "Festive Tables" } });
    contentChanged();
    expect((await call(collections, "/api/v2/collection-list/")).json[0].title).toBe("Festive Tables");
  });
});

describe("GET /api/v2/360-image-list/", () => {
  it("lists the views with frame URLs in order and the product's URL", async () => {
    const r = await call(spins, "/api/v2/360-image-list/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      {
        id: ids.spin,
        title: "Jaipur Chair — 360° view",
        product: `${O}/api/v2/products/${ids.chair}/`,
        thumbnail: `${O}/media/360/jaipur/thumb.jpg`,
        frames: [`${O}/media/360/jaipur/frame-0.jpg`, `${O}/media/360/jaipur/frame-1.jpg`],
        frame_count: 2,
      },
    ]);
  });

  it("leaves out views of hidden products", async () => {
    await db().image360.create({ data: { productId: ids.secret, title: "Secret spin" } });
    contentChanged();
    const r = await call(spins, "/api/v2/360-image-list/");
    expect(r.json.map((s: { title: string }) => s.title)).not.toContain("Secret spin");
  });
});

describe("GET /api/v2/home-page-video/", () => {
  it("answers the newest switched-on video with absolute URLs", async () => {
    await db().homeVideo.create({ data: { title: "Old", videoPath: "video/old.mp4", isActive: true, createdAt: new Date("2026-01-01T00:00:00Z") } });
    await db().homeVideo.create({ data: { title: "Inside the workshop", videoPath: "video/home.mp4", poster: "video/home-poster.jpg", isActive: true, createdAt: new Date("2026-05-01T00:00:00Z") } });
    await db().homeVideo.create({ data: { title: "Draft", videoPath: "video/draft.mp4", isActive: false, createdAt: new Date("2026-09-01T00:00:00Z") } });
    const r = await call(video, "/api/v2/home-page-video/");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ title: "Inside the workshop", video_url: `${O}/media/video/home.mp4`, poster: `${O}/media/video/home-poster.jpg`, is_active: true });
  });
});

describe("GET /api/v2/downloads-list/", () => {
  it("answers Envelope B, newest first, with pages", async () => {
    for (let i = 1; i <= 3; i++) {
      await db().download.create({
        data: { title: `Brochure ${i}`, description: `Edition ${i}`, file: `downloads/b${i}.pdf`, thumbnail: i === 1 ? null : `downloads/b${i}.jpg`, fileType: "pdf", fileSize: 1000 * i, createdAt: new Date(`2026-0${i}-01T00:00:00Z`) },
      });
    }
    await db().download.create({ data: { title: "Withdrawn", file: "downloads/x.pdf", fileType: "pdf", fileSize: 1, isActive: false } });
    const r = await call(downloads, "/api/v2/downloads-list/?page_size=2");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      count: 3,
      num_pages: 2,
      next_url: `${O}/api/v2/downloads-list/?page_size=2&page=2`,
      prev_url: null,
      results: [
        { id: expect.any(Number), title: "Brochure 3", description: "Edition 3", file: `${O}/media/downloads/b3.pdf`, thumbnail: `${O}/media/downloads/b3.jpg`, file_type: "pdf", file_size: 3000, created_at: "2026-03-01T00:00:00.000Z" },
        expect.objectContaining({ title: "Brochure 2" }),
      ],
    });
    const last = await call(downloads, "/api/v2/downloads-list/?page_size=2&page=2");
    expect(last.json).toMatchObject({ num_pages: 2, next_url: null, prev_url: `${O}/api/v2/downloads-list/?page_size=2` });
    expect(last.json.results[0]).toMatchObject({ title: "Brochure 1", thumbnail: null });
    const beyond = await call(downloads, "/api/v2/downloads-list/?page=3&page_size=2");
    expect(beyond.status).toBe(404);
    expect(beyond.json).toEqual({ detail: "Invalid page." });
  });
});

describe("GET /api/v2/gallery-list/", () => {
  beforeAll(async () => {
    const items = [
      ["Villa in Alibaug", "Projects", "2026-03-10"],
      ["Diwali open house", "Events", "2026-10-25"],
      ["Weaving workshop", "Activities", "2026-07-02"],
      ["Café in Bandra", "Projects", "2026-08-15"],
    ] as const;
    for (const [title, tag, date] of items) {
      await db().galleryItem.create({ data: { title, tag, date: new Date(`${date}T00:00:00Z`), image: `gallery/${date}.jpg`, thumbnail: `gallery/${date}-thumb.jpg`, description: `${title}.` } });
    }
  });

  it("answers Envelope A, newest first", async () => {
    const r = await call(gallery, "/api/v2/gallery-list/");
    expect(r.status).toBe(200);
    expect(r.json.count).toBe(4);
    expect(r.json.results.map((g: { title: string }) => g.title)).toEqual(["Diwali open house", "Café in Bandra", "Weaving workshop", "Villa in Alibaug"]);
    expect(r.json.results[0]).toEqual({
      id: expect.any(Number),
      title: "Diwali open house",
      tag: "Events",
      image: `${O}/media/gallery/2026-10-25.jpg`,
      thumbnail: `${O}/media/gallery/2026-10-25-thumb.jpg`,
      description: "Diwali open house.",
      date: "2026-10-25",
    });
  });

  it("filters by tag, keeping the tag in the page links", async () => {
    const r = await call(gallery, "/api/v2/gallery-list/?tag=Projects&page_size=1");
    expect(r.json.count).toBe(2);
    expect(r.json.results[0].title).toBe("Café in Bandra");
    expect(r.json.next).toBe(`${O}/api/v2/gallery-list/?tag=Projects&page_size=1&page=2`);
    expect((await call(gallery, "/api/v2/gallery-list/?tag=")).json.count).toBe(4);
  });

  it("refuses an unknown tag with the documented 400", async () => {
    for (const tag of ["Parties", "projects"]) {
      const r = await call(gallery, `/api/v2/gallery-list/?tag=${tag}`);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ tag: [`Select a valid choice. ${tag} is not one of the available choices.`] });
    }
  });
});

describe("GET /api/v1/index/ and /api/v2/index/", () => {
  it("answers the landing page in one call; v1 without the gallery", async () => {
    await db().product.update({ where: { id: ids.cafe }, data: { isFeatured: true } });
    await db().product.update({ where: { id: ids.secret }, data: { isFeatured: true } });
    const { catalogueChanged } = await import("@/lib/catalogue/changed.ts");
    await catalogueChanged(db(), { productIds: [ids.cafe, ids.secret] });
    contentChanged();
    const v2 = await call(indexV2, "/api/v2/index/");
    expect(v2.status).toBe(200);
    expect(Object.keys(v2.json)).toEqual(["banners", "collections", "featured_products", "new_arrivals", "video", "gallery"]);
    expect(v2.json.featured_products.map((c: { id: number }) => c.id)).toEqual([ids.cafe]);
    // Newest first, hidden products and variants left out.
    expect(v2.json.new_arrivals.map((c: { id: number }) => c.id)).toEqual([ids.empty, ids.chair, ids.nesting, ids.untracked, ids.soldOut, ids.cafe, ids.bench]);
    expect(v2.json.video).toMatchObject({ title: "Inside the workshop" });
    expect(v2.json.gallery[0].title).toBe("Diwali open house");
    expect(v2.json.collections[0].products_url).toContain("/api/v2/collection-list/");
    const v1 = await call(indexV1, "/api/v1/index/");
    expect(Object.keys(v1.json)).toEqual(["banners", "collections", "featured_products", "new_arrivals", "video"]);
    expect(v1.json.featured_products).toEqual(v2.json.featured_products);
  });
});
