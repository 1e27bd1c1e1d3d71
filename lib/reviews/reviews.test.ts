// Reviews through their endpoints: only a buyer of a delivered line of the product (or of one of its
// variants) writes one, once; photos are checked by their bytes, cleaned of their metadata and made
// into the shop's widths; the product's rating (its answer, its card) comes from visible reviews only
// and follows every write, edit and hide; helpful votes count once per shopper, also when they arrive at once.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { personalData } from "@/lib/customers/data-export.ts";
import { eraseCustomer, requestErasure } from "@/lib/customers/erasure.ts";
import { moderateFromForm } from "@/lib/reviews/staff.ts";
import * as adminReviewRoute from "@/app/api/v2/admin/reviews/[id]/route.ts";
import * as adminReviewsRoute from "@/app/api/v2/admin/reviews/route.ts";
import * as productRoute from "@/app/api/v2/products/[id]/route.ts";
import * as productsRoute from "@/app/api/v2/products/route.ts";
import * as reviewsRoute from "@/app/api/v2/products/[id]/reviews/route.ts";
import * as helpfulRoute from "@/app/api/v2/reviews/[id]/helpful/route.ts";
import * as reviewRoute from "@/app/api/v2/reviews/[id]/route.ts";
import * as standingRoute from "@/app/api/v2/%5Freviews/route.ts";

useTestDatabase();

let moderator: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  await createCountries();
  moderator = await signedIn({ staffGroups: ["content"] });
});

/** A buyer (signed in) with a delivered order of one new product; `deliver: false` leaves it new. */
async function buyerOf(opts: { deliver?: boolean } = {}) {
  const buyer = await signedIn();
  const fixture = await createOrder({ userId: buyer.user.id, quantities: [1] });
  if (opts.deliver !== false) {
    await transaction(async (tx) => {
      const actor = { kind: "staff" as const, userId: moderator.user.id };
      await moveOrder(tx, fixture.order.id, { status: "processing" }, actor);
      await moveOrder(tx, fixture.order.id, { status: "shipped", trackingNumber: "BD1" }, actor);
      await moveOrder(tx, fixture.order.id, { status: "delivered" }, actor);
    });
  }
  return { ...buyer, product: fixture.products[0]!, order: fixture.order };
}

/** Another buyer of the same product, delivered. */
async function anotherBuyer(productId: number) {
  const b = await buyerOf();
  await db().orderLine.updateMany({ where: { orderId: b.order.id }, data: { productId } });
  return b;
}

const write = (headers: Record<string, string>, productId: number | string, body: unknown) =>
  call(reviewsRoute, `/api/v2/products/${productId}/reviews/`, { method: "POST", params: { id: String(productId) }, headers, body });
const list = (productId: number, search = "") => call(reviewsRoute, `/api/v2/products/${productId}/reviews/${search}`, { params: { id: String(productId) } });
const detail = (productId: number) => call(productRoute, `/api/v2/products/${productId}/`, { params: { id: String(productId) } });
const vote = (headers: Record<string, string>, id: number) => call(helpfulRoute, `/api/v2/reviews/${id}/helpful/`, { method: "POST", params: { id: String(id) }, headers });
const moderate = (id: number, body: unknown) => call(adminReviewRoute, `/api/v2/admin/reviews/${id}/`, { method: "POST", params: { id: String(id) }, headers: moderator.headers, body });
const histogram = (h: Partial<Record<"1" | "2" | "3" | "4" | "5", number>>) => ({ "1": 0, "2": 0, "3": 0, "4": 0, "5": 0, ...h });

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe("writing a review", () => {
  it("lets a buyer of a delivered line write one: 201 with the review; the product's rating follows", async () => {
    const buyer = await buyerOf();
    expect((await detail(buyer.product.id)).json.rating).toBeNull();
    const answer = await write(buyer.headers, buyer.product.id, { rating: 4, title: "  Sturdy and warm ", body: "The teak glows in the evening light." });
    expect([answer.status, answer.json]).toEqual([
      201,
      { id: expect.any(Number), rating: 4, title: "Sturdy and warm", body: "The teak glows in the evening light.", photos: [], author: "Asha R.", verified_buyer: true, helpful_count: 0, created_at: ISO },
    ]);
    expect((await detail(buyer.product.id)).json.rating).toEqual({ average: 4, count: 1, histogram: histogram({ "4": 1 }) });
    const listed = await list(buyer.product.id);
    expect([listed.status, listed.json]).toEqual([200, { count: 1, next: null, previous: null, results: [answer.json] }]);
  });

  it("refuses a shopper who has not bought it, a buyer whose order is not delivered, and anonymous callers", async () => {
    const buyer = await buyerOf();
    const stranger = await signedIn();
    const pending = await buyerOf({ deliver: false });
    const body = { rating: 5, title: "Lovely", body: "Lovely." };
    const refused = { detail: "Only a buyer of this product whose order has been delivered can review it." };
    expect([(await write(stranger.headers, buyer.product.id, body)).status, (await write(stranger.headers, buyer.product.id, body)).json]).toEqual([403, refused]);
    expect([(await write(pending.headers, pending.product.id, body)).status, (await write(pending.headers, pending.product.id, body)).json]).toEqual([403, refused]);
    expect((await write({}, buyer.product.id, body)).json).toEqual({ detail: "Authentication credentials were not provided." });
    expect((await write(buyer.headers, 999_999, body)).status).toBe(404);
    expect((await write(buyer.headers, "abc", body)).status).toBe(404);
    expect(await db().review.count({ where: { productId: { in: [buyer.product.id, pending.product.id] } } })).toBe(0);
  });

  it("takes one review per buyer and product: a second is 409, editing the first changes the rating", async () => {
    const buyer = await buyerOf();
    const first = await write(buyer.headers, buyer.product.id, { rating: 2, title: "Wobbly", body: "One leg is short." });
    const second = await write(buyer.headers, buyer.product.id, { rating: 5, title: "Again", body: "Second thoughts." });
    expect([second.status, second.json]).toEqual([409, { detail: "You have already reviewed this product: edit your review instead.", code: "already_reviewed" }]);

    const other = await signedIn();
    const notYours = await call(reviewRoute, `/api/v2/reviews/${first.json.id}/`, { method: "PATCH", params: { id: String(first.json.id) }, headers: other.headers, body: { rating: 1 } });
    expect([notYours.status, notYours.json]).toEqual([404, { detail: "Not found." }]);
    const edited = await call(reviewRoute, `/api/v2/reviews/${first.json.id}/`, { method: "PATCH", params: { id: String(first.json.id) }, headers: buyer.headers, body: { rating: 5, body: "The workshop fixed the leg." } });
    expect([edited.status, edited.json]).toEqual([200, { ...first.json, rating: 5, body: "The workshop fixed the leg.", is_hidden: false }]);
    expect((await detail(buyer.product.id)).json.rating).toEqual({ average: 5, count: 1, histogram: histogram({ "5": 1 }) });
    const bad = await write(buyer.headers, buyer.product.id, { rating: 6, title: "", body: "x" });
    expect([bad.status, bad.json]).toEqual([400, { rating: ["Give between 1 and 5 stars."], title: ["Give your review a title."] }]);
  });

  it("lets a buyer of a variant review its parent: the reviews and rating are the parent's, on every variant", async () => {
    const buyer = await buyerOf();
    const parent = await createProduct({ structure: "parent", title: "Juniper Sofa" });
    await db().product.update({ where: { id: buyer.product.id }, data: { structure: "child", parentId: parent.id, productClassId: null } });
    const answer = await write(buyer.headers, buyer.product.id, { rating: 3, title: "Good colour", body: "Plum as pictured." });
    expect(answer.status).toBe(201);
    expect(await db().review.findUniqueOrThrow({ where: { id: answer.json.id }, select: { productId: true } })).toEqual({ productId: parent.id });
    expect((await list(parent.id)).json.results).toEqual([answer.json]);
    expect((await list(buyer.product.id)).json.results).toEqual([answer.json]);
    const summary = { average: 3, count: 1, histogram: histogram({ "3": 1 }) };
    expect((await detail(parent.id)).json.rating).toEqual(summary);
    expect((await detail(buyer.product.id)).json.rating).toEqual(summary);
    const again = await write(buyer.headers, parent.id, { rating: 3, title: "Again", body: "Again." });
    expect(again.status).toBe(409);
  });
});

describe("photos", () => {
  const picture = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#8b4513" } })
      .withExif({ IFD0: { Copyright: "Asha's phone", ImageDescription: "12.97N 77.59E" } })
      .jpeg()
      .toBuffer();
  const form = (fields: Record<string, string>, files: [string, Uint8Array][]) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    for (const [name, bytes] of files) f.append("photos", new File([Buffer.from(bytes)], name));
    return f;
  };
  const fields = { rating: "5", title: "In our living room", body: "Fits the corner." };

  it("takes up to 4 pictures by their bytes, stores them without metadata with the shop's widths", async () => {
    const buyer = await buyerOf();
    const fake = await write(buyer.headers, buyer.product.id, form(fields, [["sofa.jpg", new TextEncoder().encode("not a picture")]]));
    expect([fake.status, fake.json]).toEqual([400, { photos: ["sofa.jpg: attach a JPEG, PNG or WebP photo."] }]);
    const jpeg = new Uint8Array(await picture(1000, 750));
    const five = await write(buyer.headers, buyer.product.id, form(fields, [1, 2, 3, 4, 5].map((i) => [`p${i}.jpg`, jpeg] as [string, Uint8Array])));
    expect([five.status, five.json]).toEqual([400, { photos: ["Attach at most 4 photos."] }]);
    const broken = await write(buyer.headers, buyer.product.id, form(fields, [["half.jpg", jpeg.slice(0, 200)]]));
    expect([broken.status, broken.json]).toEqual([400, { photos: ["half.jpg: the file is not a picture that can be read."] }]);
    expect(await db().review.count({ where: { productId: buyer.product.id } })).toBe(0);

    const ok = await write(buyer.headers, buyer.product.id, form(fields, [["front.jpg", jpeg], ["side.jpg", jpeg]]));
    expect([ok.status, ok.json.rating, ok.json.photos]).toEqual([201, 5, [expect.stringMatching(/^http:\/\/shop\.test\/media\/reviews\/[0-9a-f]{24}\.jpg$/), expect.stringMatching(/^http:\/\/shop\.test\/media\/reviews\/[0-9a-f]{24}\.jpg$/)]]);
    const key = new URL(ok.json.photos[0]).pathname.replace("/media/", "");
    const stored = path.join(config().mediaDir, key);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1000, 750, undefined]);
    for (const w of [400, 800]) expect((await sharp(path.join(config().mediaDir, key.replace(/\.jpg$/, `.w${w}.webp`))).metadata()).width).toBe(w);

    const withPhotos = await list(buyer.product.id, "?with_photos=1");
    expect(withPhotos.json.results.map((r: { id: number }) => r.id)).toEqual([ok.json.id]);
    // Removing the photos by an edit removes their files.
    const edited = await call(reviewRoute, `/api/v2/reviews/${ok.json.id}/`, { method: "PATCH", params: { id: String(ok.json.id) }, headers: buyer.headers, body: { remove_photos: true } });
    expect([edited.status, edited.json.photos]).toEqual([200, []]);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await list(buyer.product.id, "?with_photos=1")).json.count).toBe(0);
  });
});

describe("the rating, the list and moderation", () => {
  it("counts visible reviews only: hiding one takes it out of the list, the answer and the card; unhiding brings it back", async () => {
    const a = await buyerOf();
    const b = await anotherBuyer(a.product.id);
    const c = await anotherBuyer(a.product.id);
    const ra = await write(a.headers, a.product.id, { rating: 5, title: "Superb", body: "Superb." });
    await write(b.headers, a.product.id, { rating: 4, title: "Good", body: "Good." });
    await write(c.headers, a.product.id, { rating: 4, title: "Fine", body: "Fine." });
    expect((await detail(a.product.id)).json.rating).toEqual({ average: 4.3, count: 3, histogram: histogram({ "4": 2, "5": 1 }) });

    const hidden = await moderate(ra.json.id, { action: "hide", reason: "Names a competitor." });
    expect([hidden.status, hidden.json.is_hidden, hidden.json.hidden_reason]).toEqual([200, true, "Names a competitor."]);
    expect((await detail(a.product.id)).json.rating).toEqual({ average: 4, count: 2, histogram: histogram({ "4": 2 }) });
    expect((await list(a.product.id)).json.results.map((r: { title: string }) => r.title)).toEqual(["Fine", "Good"]);
    expect((await call(reviewRoute, `/api/v2/reviews/${ra.json.id}/`, { params: { id: String(ra.json.id) } })).status).toBe(404);
    expect((await vote(b.headers, ra.json.id)).status).toBe(404);
    const cards = await call(productsRoute, `/api/v2/products/?q=${encodeURIComponent(a.product.title)}`);
    expect(cards.json.results.filter((r: { id: number }) => r.id === a.product.id).map((r: { rating: number; rating_count: number }) => [r.rating, r.rating_count])).toEqual([[4, 2]]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { entityType: "Review", entityId: String(ra.json.id) } });
    expect([audit.action, audit.actorId, audit.changes]).toEqual(["review.hide", moderator.user.id, { hidden: [false, true], hidden_reason: ["", "Names a competitor."] }]);
    const standing = await call(standingRoute, `/api/v2/_reviews/?product=${a.product.id}`, { headers: a.headers });
    expect([standing.json.can_review, standing.json.own_review?.is_hidden]).toEqual([false, true]);

    const noReason = await moderate(ra.json.id, { action: "hide", reason: " " });
    expect([noReason.status, noReason.json]).toEqual([400, { reason: ["Say why the review is hidden."] }]);
    expect((await moderate(ra.json.id, { action: "unhide" })).json.is_hidden).toBe(false);
    expect((await detail(a.product.id)).json.rating).toEqual({ average: 4.3, count: 3, histogram: histogram({ "4": 2, "5": 1 }) });

    // The staff page's form goes through the same schema and service.
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    expect(await moderateFromForm({ id: moderator.user.id }, form({ id: String(ra.json.id), action: "hide", reason: "" }))).toEqual({ ok: false, message: "Check the fields marked below.", errors: { reason: ["Say why the review is hidden."] } });
    expect(await moderateFromForm({ id: moderator.user.id }, form({ id: "999999", action: "unhide" }))).toEqual({ ok: false, message: "This review no longer exists.", errors: {} });
    expect(await moderateFromForm({ id: moderator.user.id }, form({ id: String(ra.json.id), action: "hide", reason: "Off topic." }))).toEqual({
      ok: true,
      message: "The review is hidden: the shop no longer shows it or counts it in the rating.",
      errors: {},
    });
    expect((await detail(a.product.id)).json.rating.count).toBe(2);
    expect((await moderate(ra.json.id, { action: "unhide" })).json.is_hidden).toBe(false);

    const listed = await call(adminReviewsRoute, `/api/v2/admin/reviews/?product=${a.product.id}&q=superb`, { headers: moderator.headers });
    expect([listed.status, listed.json.count, listed.json.results[0].title]).toEqual([200, 1, "Superb"]);
    expect((await call(adminReviewsRoute, "/api/v2/admin/reviews/", { headers: (await signedIn({ staffGroups: ["orders"] })).headers })).status).toBe(403);
    expect((await call(adminReviewsRoute, "/api/v2/admin/reviews/", { headers: a.headers })).status).toBe(403);
  });

  it("orders by newest or most helpful, refuses another ordering, and votes count once per shopper", async () => {
    const a = await buyerOf();
    const b = await anotherBuyer(a.product.id);
    const ra = await write(a.headers, a.product.id, { rating: 5, title: "Older", body: "Older." });
    const rb = await write(b.headers, a.product.id, { rating: 3, title: "Newer", body: "Newer." });
    const voter = await signedIn();
    expect([(await vote(voter.headers, ra.json.id)).status, (await vote(voter.headers, ra.json.id)).json]).toEqual([201, { id: ra.json.id, helpful_count: 1 }]);
    const again = await vote(voter.headers, ra.json.id);
    expect([again.status, again.json]).toEqual([200, { id: ra.json.id, helpful_count: 1 }]);
    const own = await vote(a.headers, ra.json.id);
    expect([own.status, own.json]).toEqual([403, { detail: "You cannot vote for your own review." }]);
    expect((await vote({}, ra.json.id)).json).toEqual({ detail: "Authentication credentials were not provided." });

    expect((await list(a.product.id)).json.results.map((r: { id: number }) => r.id)).toEqual([rb.json.id, ra.json.id]);
    expect((await list(a.product.id, "?ordering=-helpful_count")).json.results.map((r: { id: number; helpful_count: number }) => [r.id, r.helpful_count])).toEqual([[ra.json.id, 1], [rb.json.id, 0]]);
    const bad = await list(a.product.id, "?ordering=rating");
    expect([bad.status, bad.json]).toEqual([400, { ordering: ["Select a valid choice. rating is not one of the available choices."] }]);
    const standing = await call(standingRoute, `/api/v2/_reviews/?product=${a.product.id}`, { headers: voter.headers });
    expect(standing.json).toEqual({ product: a.product.id, signed_in: true, can_review: false, is_buyer: false, own_review: null, helpful: [ra.json.id] });
  });

  it("counts helpful votes arriving at once exactly once per shopper", async () => {
    const a = await buyerOf();
    const review = await write(a.headers, a.product.id, { rating: 4, title: "Solid", body: "Solid." });
    const voters = await Promise.all(Array.from({ length: 8 }, () => signedIn()));
    const answers = await Promise.all([...voters, ...voters, voters[0]!].map((v) => vote(v.headers, review.json.id)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(8);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(9);
    expect(await db().review.findUniqueOrThrow({ where: { id: review.json.id }, select: { helpfulCount: true } })).toEqual({ helpfulCount: 8 });
    expect(await db().reviewHelpfulVote.count({ where: { reviewId: review.json.id } })).toBe(8);
  });

  it("writes one review per buyer when the same buyer sends two at once", async () => {
    const a = await buyerOf();
    const answers = await Promise.all([1, 2, 3].map((i) => write(a.headers, a.product.id, { rating: i + 2, title: `Try ${i}`, body: "Same buyer." })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const summary = (await detail(a.product.id)).json.rating;
    expect(summary.count).toBe(1);
  });

  it("a customer's reviews are in their data; erasing them removes their reviews and votes, and the rating follows", async () => {
    const a = await buyerOf();
    const b = await anotherBuyer(a.product.id);
    const ra = await write(a.headers, a.product.id, { rating: 1, title: "Poor", body: "Poor." });
    const rb = await write(b.headers, a.product.id, { rating: 5, title: "Great", body: "Great." });
    await vote(a.headers, rb.json.id);
    expect((await personalData(a.user.id))!.reviews).toEqual([
      { product: a.product.title, rating: 1, title: "Poor", body: "Poor.", photos: [], helpful_count: 0, is_hidden: false, created_at: ra.json.created_at, updated_at: expect.any(String) },
    ]);
    await transaction(async (tx) => {
      await requestErasure(tx, a.user.id);
      await eraseCustomer(tx, await tx.user.findUniqueOrThrow({ where: { id: a.user.id } }));
    });
    expect(await db().review.count({ where: { id: ra.json.id } })).toBe(0);
    expect((await detail(a.product.id)).json.rating).toEqual({ average: 5, count: 1, histogram: histogram({ "5": 1 }) });
    expect((await list(a.product.id)).json.results.map((r: { helpful_count: number }) => r.helpful_count)).toEqual([0]);
  });
});
