// GET /api/v1/home/ exactly as interface.md shows it: user, cart_item_count, zone_facade (from the
// caller's location; ?pincode= sets it), slots from the staff-ordered home sections, environment.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { contentChanged } from "@/lib/content/content-cache.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as addProduct from "../../v2/basket/add-product/route.ts";
import * as wishlist from "../../v2/wishlist/route.ts";
import * as home from "./route.ts";

useTestDatabase();

const O = "http://shop.test";
const NULL_FACADE = { zone_id: null, zone_name: null, location_id: null, location_name: null, pincode: null, geolocation: { latitude: null, longitude: null } };
let ids: ShopIds;
let zoneId: number;
let locationId: number;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  await createCountries();
  const zone = await db().shippingZone.create({ data: { code: "west", name: "West India" } });
  zoneId = zone.id;
  locationId = (await db().location.create({ data: { pincode: "400050", name: "Bandra West", city: "Mumbai", state: "Maharashtra", countryIso2: "IN", latitude: "19.059600", longitude: "72.829500", zoneId } })).id;
});
beforeEach(() => contentChanged());

const get = (query = "", headers: Record<string, string> = {}) => call(home, `/api/v1/home/${query}`, { headers });

describe("GET /api/v1/home/", () => {
  it("an anonymous caller in an empty shop: user null, count 0, a facade of nulls, no slots", async () => {
    const r = await get();
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ user: null, cart_item_count: 0, zone_facade: NULL_FACADE, slots: [], environment: { LOCATION_FETCHING_MODE: "pincode" } });
    expect(r.headers.get("allow")).toBe("GET, OPTIONS");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("vary")).toBe("Accept, Accept-Language, Cookie, Authorization, Session-Id");
  });

  it("allows exactly GET and OPTIONS (HEAD is 405)", async () => {
    const head = await call(home, "/api/v1/home/", { method: "HEAD" });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("GET, OPTIONS");
    expect((await call(home, "/api/v1/home/", { method: "OPTIONS" })).status).toBe(200);
  });

  it("builds the slots from the active home sections in staff order, each item in its list's shape", async () => {
    await db().banner.create({ data: { title: "Made in Jodhpur", image: "banners/j.jpg", link: "/c/living-room/" } });
    await db().banner.create({ data: { title: "Expired", image: "banners/x.jpg", endsAt: new Date(Date.now() - 1000) } });
    const handloom = await db().collection.create({ data: { title: "Handloom Stories", slug: "handloom-stories" } });
    await db().collectionProduct.createMany({ data: [{ collectionId: handloom.id, productId: ids.bench, displayOrder: 0 }, { collectionId: handloom.id, productId: ids.secret, displayOrder: 1 }] });
    await db().collection.create({ data: { title: "Empty", slug: "empty" } });
    await db().homeVideo.create({ data: { title: "The workshop", videoPath: "video/home.mp4", poster: "video/poster.jpg", isActive: true } });
    await db().galleryItem.create({ data: { title: "Villa in Alibaug", tag: "Projects", date: new Date("2026-03-10T00:00:00Z"), image: "gallery/v.jpg", thumbnail: "gallery/v-thumb.jpg" } });
    await db().product.update({ where: { id: ids.chair }, data: { isFeatured: true } });
    await catalogueChanged(db(), { productIds: [ids.chair] });
    const emptyCollection = await db().collection.findUniqueOrThrow({ where: { slug: "empty" } });
    await db().homeSection.createMany({
      data: [
        { type: "banners", title: "Welcome home", displayOrder: 0 },
        { type: "products", title: "New arrivals", productSource: "new_arrivals", itemLimit: 2, displayOrder: 3 },
        { type: "categories", title: "Shop by room", displayOrder: 1 },
        { type: "products", title: "Our favourites", productSource: "featured", displayOrder: 2 },
        { type: "collections", title: "Collections", displayOrder: 4 },
        { type: "products", title: "Handloom Stories", productSource: "collection", collectionId: handloom.id, displayOrder: 5 },
        { type: "products", title: "Nothing in it", productSource: "collection", collectionId: emptyCollection.id, displayOrder: 6 },
        { type: "video", title: "Made by hand", displayOrder: 7 },
        { type: "gallery", title: "Homes we furnished", displayOrder: 8 },
        { type: "gallery", title: "Switched off", displayOrder: 9, isActive: false },
      ],
    });
    const r = await get();
    const slots = r.json.slots as { type: string; title: string; items: Record<string, unknown>[] }[];
    expect(slots.map((s) => [s.type, s.title])).toEqual([
      ["banners", "Welcome home"],
      ["categories", "Shop by room"],
      ["products", "Our favourites"],
      ["products", "New arrivals"],
      ["collections", "Collections"],
      ["products", "Handloom Stories"],
      ["video", "Made by hand"],
      ["gallery", "Homes we furnished"],
    ]);
    const [banners, categories, favourites, arrivals, collections, handloomRow, video, gallery] = slots;
    expect(banners.items).toEqual([{ id: expect.any(Number), title: "Made in Jodhpur", subtitle: "", image: `${O}/media/banners/j.jpg`, mobile_image: null, link: `${O}/c/living-room/`, order: 0 }]);
    // Featured public categories, as /api/v2/catalogue/c/special/ shows them (the hidden branch left out).
    expect(categories.items.map((c) => c.slug)).toEqual(["living-room", "sofas"]);
    expect(categories.items[0]).toEqual({ id: ids.living, name: "Living Room", slug: "living-room", image: `${O}/media/categories/living.jpg`, product_count: expect.any(Number), depth: 0, parent: null });
    expect(favourites.items.map((c) => c.id)).toEqual([ids.chair]);
    expect(favourites.items[0]).toMatchObject({ url: `${O}/api/v2/products/${ids.chair}/`, title: "Jaipur Chair", price_is_from: true, is_favourite: false });
    expect(arrivals.items.map((c) => c.id)).toEqual([ids.empty, ids.chair]);
    expect(collections.items.map((c) => c.slug)).toEqual(["handloom-stories", "empty"]);
    expect(collections.items[0]).toEqual({ id: handloom.id, title: "Handloom Stories", slug: "handloom-stories", description: "", image: null, products_url: `${O}/api/v2/collection-list/handloom-stories/products/` });
    expect(handloomRow.items.map((c) => c.id)).toEqual([ids.bench]);
    expect(video.items).toEqual([{ title: "The workshop", video_url: `${O}/media/video/home.mp4`, poster: `${O}/media/video/poster.jpg`, is_active: true }]);
    expect(gallery.items).toEqual([{ id: expect.any(Number), title: "Villa in Alibaug", tag: "Projects", image: `${O}/media/gallery/v.jpg`, thumbnail: `${O}/media/gallery/v-thumb.jpg`, description: "", date: "2026-03-10" }]);
  });

  it("a best-rated row holds rated products, best first", async () => {
    const section = await db().homeSection.create({ data: { type: "products", title: "Best rated", productSource: "top_rated", displayOrder: 10 } });
    contentChanged();
    const row = (await get()).json.slots.find((s: { title: string }) => s.title === "Best rated");
    expect(row.items.map((c: { id: number; rating: number }) => [c.id, c.rating])).toEqual([[ids.chair, 4.8], [ids.bench, 4.5]]);
    await db().homeSection.delete({ where: { id: section.id } });
  });

  it("follows catalogue changes at once: a product hidden leaves the rows", async () => {
    await db().product.update({ where: { id: ids.bench }, data: { isPublic: false } });
    await catalogueChanged(db(), { productIds: [ids.bench] });
    const r = await get();
    expect(r.json.slots.map((s: { title: string }) => s.title)).not.toContain("Handloom Stories");
    await db().product.update({ where: { id: ids.bench }, data: { isPublic: true } });
    await catalogueChanged(db(), { productIds: [ids.bench] });
    const back = await get();
    expect(back.json.slots.find((s: { title: string }) => s.title === "Handloom Stories").items.map((c: { id: number }) => c.id)).toEqual([ids.bench]);
  });

  it("answers its keys in the documented order, and a price change at once (an item's kept text is never a changed card's)", async () => {
    const first = await get();
    expect(Object.keys(first.json)).toEqual(["user", "cart_item_count", "zone_facade", "slots", "environment"]);
    const benchCard = () => get().then((r) => r.json.slots.find((s: { title: string }) => s.title === "Handloom Stories").items[0]);
    const before = await benchCard();
    expect([before.id, before.price.incl_tax]).toEqual([ids.bench, "12000.00"]);
    const record = await db().stockRecord.findFirstOrThrow({ where: { productId: ids.bench } });
    await db().stockRecord.update({ where: { id: record.id }, data: { price: "4321.00" } });
    await catalogueChanged(db(), { productIds: [ids.bench] });
    expect((await benchCard()).price.incl_tax).toBe("4321.00");
    await db().stockRecord.update({ where: { id: record.id }, data: { price: record.price } });
    await catalogueChanged(db(), { productIds: [ids.bench] });
    expect(await benchCard()).toEqual(before);
  });

  it("shows the same answer in the browsable API", async () => {
    const r = await call(home, "/api/v1/home/?format=api", { headers: { accept: "text/html" } });
    expect(r.status).toBe(200);
    expect(r.text).toContain("&quot;LOCATION_FETCHING_MODE&quot;");
    expect(r.text).toContain("&quot;Our favourites&quot;");
  });

  it("a signed-in caller: the User, the basket's item count and their favourites", async () => {
    const shopper = await signedIn();
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: shopper.headers, body: { url: ids.bench, quantity: 2 } });
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: shopper.headers, body: { url: ids.cafe, quantity: 1 } });
    await call(wishlist, "/api/v2/wishlist/", { method: "POST", headers: shopper.headers, body: { product: ids.chair } });
    const r = await get("", shopper.headers);
    expect(r.json.user).toMatchObject({ id: shopper.user.id, url: `${O}/api/v2/users/${shopper.user.id}/`, is_staff: false });
    expect(r.json.cart_item_count).toBe(3);
    const favourites = r.json.slots.find((s: { title: string }) => s.title === "Our favourites");
    expect(favourites.items[0]).toMatchObject({ id: ids.chair, is_favourite: true });
    // Another caller's answer does not carry it.
    expect((await get()).json.slots.find((s: { title: string }) => s.title === "Our favourites").items[0].is_favourite).toBe(false);
  });

  it("?pincode= sets the location: a known pincode fills the facade and is remembered", async () => {
    const shopper = await signedIn();
    const r = await get("?pincode=400050", shopper.headers);
    const facade = { zone_id: zoneId, zone_name: "West India", location_id: locationId, location_name: "Bandra West", pincode: "400050", geolocation: { latitude: 19.0596, longitude: 72.8295 } };
    expect(r.json.zone_facade).toEqual(facade);
    expect((await db().user.findUniqueOrThrow({ where: { id: shopper.user.id } })).pincode).toBe("400050");
  });

  it("a pincode no zone serves is stored but unknown: every field null, as for one that cannot be a pincode", async () => {
    const shopper = await signedIn();
    expect((await get("?pincode=799001", shopper.headers)).json.zone_facade).toEqual(NULL_FACADE);
    expect((await get("", shopper.headers)).json.zone_facade).toEqual(NULL_FACADE);
    expect((await get("?pincode=hello", shopper.headers)).json.zone_facade).toEqual(NULL_FACADE);
    expect((await db().user.findUniqueOrThrow({ where: { id: shopper.user.id } })).pincode).toBe("799001");
  });

  it("a browser gets its pincode in a cookie", async () => {
    const r = await get("?pincode=400050");
    expect(r.json.zone_facade.location_name).toBe("Bandra West");
    expect(r.headers.get("set-cookie")).toMatch(/pincode=400050; Path=\/;.*HttpOnly/i);
  });
});

