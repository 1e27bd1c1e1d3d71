// POST /api/v2/checkout/ (spec/API.md §6): every compat answer in its order, the signed-in and guest
// paths, idempotent retries, vouchers, and the last-item race (run this file with DATABASE_URL for
// PostgreSQL's real concurrency; PGlite runs the same assertions one transaction at a time).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { CHECKOUT_ENDPOINT } from "@/lib/checkout/answer.ts";
import { requestHash, storedKeyOf } from "@/lib/http/idempotency.ts";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { createOption, createProduct, createProductClass, stockOf } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { refreshProductFacts } from "@/lib/catalogue/product-facts.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { trackingToken } from "@/lib/orders/access.ts";
import { orderByThanksToken, thanksTokenOpens } from "@/lib/orders/tracking.ts";
import { checkoutAnswer } from "@/lib/checkout/answer.ts";
import { UrlBuilder } from "@/lib/http/urls.ts";
import { getCaller } from "@/lib/auth/caller.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as orderDetail from "@/app/api/v2/orders/[id]/route.ts";
import * as track from "@/app/api/v2/orders/track/route.ts";

useTestDatabase();

const home = { ...CHECKOUT_ADDRESS, state: "Karnataka" };

// Every guest here orders to the same phone number: the cap on a guest's open orders has its own tests
// (limits.test.ts); here it stays out of the way.
let restoreCap = () => {};
beforeAll(() => {
  restoreCap = setEnv({ GUEST_OPEN_COD_ORDERS_MAX: "1000" });
  resetConfig();
});
afterAll(() => restoreCap());

beforeAll(async () => {
  await createCountries();
  const { zone, standard } = await createSouthZone();
  const express = await db().shippingMethod.create({ data: { code: "express", name: "Express delivery", minDays: 1, maxDays: 2, displayOrder: 2 } });
  await db().shippingCharge.createMany({
    data: [
      { methodId: standard.id, zoneId: zone.id, price: "118.00", freeAbove: "50000.00" },
      { methodId: express.id, zoneId: zone.id, price: "236.00" },
    ],
  });
});

afterEach(() => resetConfig());

type Headers = Record<string, string>;

/** An anonymous browser that keeps its basket cookie. */
function guest() {
  let cookie = "";
  return {
    headers: (): Headers => (cookie ? { cookie, origin: "http://shop.test" } : {}),
    async add(productId: number, quantity = 1) {
      const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: productId, quantity }, headers: this.headers() });
      const m = /(?:^|,\s*)basket=([^;]+)/.exec(r.headers.get("set-cookie") ?? "");
      if (m) cookie = `basket=${m[1]}`;
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return r.json as { id: number; url: string; total_incl_tax: string };
    },
  };
}

async function buyer() {
  const { user, headers } = await signedIn();
  return {
    user,
    headers: (): Headers => headers,
    async add(productId: number, quantity = 1) {
      const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: productId, quantity }, headers });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      return r.json as { id: number; url: string; total_incl_tax: string };
    },
  };
}

const post = (headers: Headers, body: unknown, extra: Headers = {}) => call(checkout, "/api/v2/checkout/", { method: "POST", body, headers: { ...headers, ...extra } });

describe("POST /api/v2/checkout/ — a signed-in buyer", () => {
  it("places the order: stock allocated, basket submitted, the Order answered, a confirmation mail queued, the address saved", async () => {
    const sofa = await createProduct({ title: "Teak Sofa", price: "1180.00", numInStock: 5 });
    const lamp = await createProduct({ title: "Brass Lamp", price: "590.00", numInStock: null });
    const b = await buyer();
    await b.add(sofa.id, 2);
    const basket = await b.add(lamp.id, 1);
    const r = await post(b.headers(), { basket: basket.url, shipping_address: home, total: "3068.00", shipping_method_code: "standard", shipping_charge: { currency: "INR", excl_tax: "100.00", incl_tax: "118.00", tax: "18.00" } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { id: b.user.id } });
    const order = await db().order.findFirstOrThrow({ where: { userId: user.id }, include: { lines: { orderBy: { id: "asc" } } } });
    expect(r.json).toEqual({
      number: String(order.number),
      basket: basket.url,
      url: `http://shop.test/api/v2/orders/${order.id}/`,
      lines: `http://shop.test/api/v2/orders/${order.id}/lines/`,
      owner: `http://shop.test/api/v2/users/${user.id}/`,
      billing_address: null,
      currency: "INR",
      total_incl_tax: "3068.00",
      total_excl_tax: "2600.00",
      shipping_incl_tax: "118.00",
      shipping_excl_tax: "100.00",
      shipping_address: { ...home, title: "", line2: "", line3: "", notes: "", phone_number: "+919845012345" },
      shipping_method: "Standard delivery",
      shipping_code: "standard",
      status: "new",
      email: user.email,
      date_placed: order.datePlaced.toISOString(),
      payment_url: null,
      payment_method: "cod",
      payment_state: "not_required",
      offer_discounts: [],
      voucher_discounts: [],
      surcharges: [],
      invoice_url: null,
      credit_notes: [],
      // Beside the Order: the way back to it (what every order mail links to).
      tracking_token: trackingToken(order.number),
      tracking_url: publicUrl(`/orders/track/?number=${order.number}&token=${trackingToken(order.number)}`),
    });
    expect(r.json.tracking_token).toMatch(/^[\w-]{43}$/);
    expect(Number(r.json.number)).toBeGreaterThanOrEqual(100001);
    expect(order.lines.map((l) => [l.title, l.quantity, l.numAllocated, l.priceInclTax.toFixed(2), l.taxRate.toFixed(4), l.hsnCode])).toEqual([
      ["Teak Sofa", 2, 2, "2360.00", "0.1800", "9403"],
      ["Brass Lamp", 1, 0, "590.00", "0.1800", "9403"],
    ]);
    expect(await stockOf(sofa.id)).toEqual({ numInStock: 5, numAllocated: 2 });
    expect((await db().basket.findUniqueOrThrow({ where: { id: basket.id } })).status).toBe("Submitted");
    expect(await db().userAddress.count({ where: { userId: user.id, postcode: "560038" } })).toBe(1);
    const mail = await db().outboxMessage.findFirstOrThrow({ where: { recipient: user.email!, template: "order-confirmation" } });
    expect(mail.data).toMatchObject({ orderNumber: r.json.number, totals: { total: "₹3,068", shipping: "₹118", subtotal: "₹2,950" } });
    const { trackingUrl } = await latestSecrets(user.email!, "order-confirmation");
    expect(trackingUrl).toBe(r.json.tracking_url);
    // Staff hear of it too (STAFF_EMAIL): the order's admin page, and no secret that opens the order.
    const staffMail = await db().outboxMessage.findFirstOrThrow({ where: { template: "order-placed-staff", data: { path: ["orderNumber"], equals: r.json.number } } });
    expect([staffMail.recipient, staffMail.secrets]).toEqual(["care@vanyaliving.in", null]);
    expect(staffMail.data).toMatchObject({ email: user.email, buyerKind: "Account", deliverTo: "Bengaluru, Karnataka 560038", adminUrl: publicUrl(`/admin/orders/${order.id}/`), totals: { total: "₹3,068" } });
    expect(JSON.stringify(staffMail.data)).not.toContain("token");
    const token = new URL(trackingUrl).searchParams.get("token")!;
    expect((await call(track, `/api/v2/orders/track/?token=${token}`)).json).toMatchObject({ number: r.json.number, status: "new" });
    // The next basket is a new one; the submitted one is no longer the caller's to check out.
    const again = await post(b.headers(), { basket: basket.url, shipping_address: home });
    expect([again.status, again.json]).toEqual([401, "Unauthorized"]);
    const { tracking_token: _token, tracking_url: _url, ...orderShape } = r.json;
    expect((await call(orderDetail, `/api/v2/orders/${order.id}/`, { headers: b.headers(), params: { id: String(order.id) } })).json).toEqual(orderShape);
  });

  it("places the order with a full address book, without adding to it", async () => {
    const restore = setEnv({ ADDRESS_BOOK_MAX: "1" });
    resetConfig();
    try {
      const product = await createProduct({ price: "1180.00" });
      const b = await buyer();
      const first = await post(b.headers(), { basket: (await b.add(product.id)).url, shipping_address: home });
      expect(first.status).toBe(200);
      const elsewhere = { ...home, line1: "7 Church Street" };
      const second = await post(b.headers(), { basket: (await b.add(product.id)).url, shipping_address: elsewhere });
      expect([second.status, second.json.shipping_address.line1]).toEqual([200, "7 Church Street"]);
      const book = await db().userAddress.findMany({ where: { userId: b.user.id } });
      expect(book.map((a) => [a.line1, a.numOrdersAsShipping])).toEqual([[home.line1, 1]]);
      // The address already in the book still counts its orders.
      expect((await post(b.headers(), { basket: (await b.add(product.id)).url, shipping_address: home })).status).toBe(200);
      expect((await db().userAddress.findFirstOrThrow({ where: { userId: b.user.id } })).numOrdersAsShipping).toBe(2);
    } finally {
      restore();
      resetConfig();
    }
  });

  it("keeps each line's option values on the order line", async () => {
    const engraving = await createOption({ name: "Engraving" });
    const board = await createProduct({ title: "Name Board", price: "1180.00", optionIds: [engraving.id] });
    const b = await buyer();
    const added = await call(addProduct, "/api/v2/basket/add-product/", {
      method: "POST",
      body: { url: board.id, quantity: 1, options: [{ option: `http://shop.test/api/v2/options/${engraving.id}/`, value: "Asha & Ravi" }] },
      headers: b.headers(),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const r = await post(b.headers(), { basket: added.json.url, shipping_address: home });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const line = await db().orderLine.findFirstOrThrow({ where: { productId: board.id }, include: { attributes: true } });
    expect(line.attributes.map((a) => [a.optionId, a.name, a.value])).toEqual([[engraving.id, "Engraving", "Asha & Ravi"]]);
  });

  it("takes the cheapest method when none is named, and a bare basket id", async () => {
    const product = await createProduct({ price: "1180.00" });
    const b = await buyer();
    const basket = await b.add(product.id);
    const r = await post(b.headers(), { basket: basket.id, shipping_address: home });
    expect(r.status).toBe(200);
    expect([r.json.shipping_code, r.json.shipping_incl_tax, r.json.total_incl_tax]).toEqual(["standard", "118.00", "1298.00"]);
  });
});

describe("POST /api/v2/checkout/ — a guest", () => {
  it("checks out with guest_email and tracks the order by number and e-mail", async () => {
    const product = await createProduct({ title: "Cane Chair", price: "2360.00", numInStock: 3 });
    const g = guest();
    const basket = await g.add(product.id, 2);
    const r = await post(g.headers(), { basket: basket.url, guest_email: "Guest@Example.in", shipping_address: home, billing_address: { ...home, phone_number: undefined } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ owner: null, email: "guest@example.in", total_incl_tax: "4838.00", billing_address: { first_name: "Asha", postcode: "560038" } });
    expect(r.json.billing_address.phone_number).toBeUndefined();
    expect(await stockOf(product.id)).toEqual({ numInStock: 3, numAllocated: 2 });
    const t = await call(track, `/api/v2/orders/track/?number=${r.json.number}&email=guest@example.in`);
    expect(t.json).toMatchObject({ number: r.json.number, lines: [{ title: "Cane Chair" }] });
    // The guest's way back: the answer's tracking token and link, the same as the mail's.
    expect(new URL(r.json.tracking_url).searchParams.get("token")).toBe(r.json.tracking_token);
    expect(r.json.tracking_url).toBe((await latestSecrets("guest@example.in", "order-confirmation")).trackingUrl);
    expect((await call(track, `/api/v2/orders/track/?token=${r.json.tracking_token}`)).json).toEqual(t.json);
  });

  it("needs guest_email, and refuses when anonymous checkout is off", async () => {
    const product = await createProduct();
    const g = guest();
    const basket = await g.add(product.id);
    const r = await post(g.headers(), { basket: basket.url, shipping_address: home });
    expect([r.status, r.json]).toEqual([406, { non_field_errors: ["Guest email is required for anonymous checkouts"] }]);
    const restore = setEnv({ ALLOW_ANON_CHECKOUT: "0" });
    resetConfig();
    try {
      const off = await post(g.headers(), { basket: basket.url, guest_email: "a@example.in", shipping_address: home });
      expect([off.status, off.json]).toEqual([406, { non_field_errors: ["Anonymous checkout forbidden"] }]);
    } finally {
      restore();
    }
  });

  it("cannot check out someone else's basket (401 Unauthorized)", async () => {
    const product = await createProduct();
    const owner = await buyer();
    const theirs = await owner.add(product.id);
    const g = guest();
    await g.add(product.id);
    for (const headers of [g.headers(), (await buyer()).headers(), {}]) {
      const r = await post(headers, { basket: theirs.url, guest_email: "x@example.in", shipping_address: home });
      expect([r.status, r.json]).toEqual([401, "Unauthorized"]);
    }
  });
});

describe("POST /api/v2/checkout/ — refusals, in the documented order", () => {
  it("answers the basket hyperlink's errors with 400 and a bare list", async () => {
    const b = await buyer();
    const cases: [unknown, string][] = [
      [{}, "Incorrect type. Expected URL string, received NoneType."],
      [{ basket: null }, "Incorrect type. Expected URL string, received NoneType."],
      [{ basket: "http://shop.test/api/v2/baskets/999999/" }, "Invalid hyperlink - Object does not exist."],
      [{ basket: "http://shop.test/api/v2/nothing/1/" }, "Invalid hyperlink - No URL match."],
      [{ basket: true }, "Incorrect type. Expected URL string, received bool."],
    ];
    for (const [body, message] of cases) {
      const r = await post(b.headers(), body);
      expect([r.status, r.json], JSON.stringify(body)).toEqual([400, [message]]);
    }
    const empty = await call(checkout, "/api/v2/checkout/", { method: "POST", headers: b.headers() });
    expect([empty.status, empty.json]).toEqual([400, ["Incorrect type. Expected URL string, received NoneType."]]);
  });

  it("answers each 406 with its message", async () => {
    const product = await createProduct({ title: "Teak Sofa", price: "1180.00", numInStock: 2 });
    const b = await buyer();
    const basket = await b.add(product.id, 2);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ guest_email: "nope" }, { guest_email: ["Enter a valid email address."] }],
      [{ shipping_address: { ...home, postcode: "012345" } }, { shipping_address: { postcode: ["Enter a valid pincode."] } }],
      [{ shipping_address: { ...home, phone_number: "+919845012345", country: "http://shop.test/api/v2/countries/ZZ/" } }, { shipping_address: { country: ["Invalid hyperlink - Object does not exist."] } }],
      [{ shipping_address: home, payment: { method: "card" } }, { payment: { method: ['"card" is not a valid choice.'] } }],
      [{ shipping_address: home, total: "abc" }, { total: ["A valid number is required."] }],
      [{}, { shipping_address: ["This field is required."] }],
      [{ shipping_address: { ...home, postcode: "110001", state: "Delhi" } }, { shipping_address: { postcode: ["We do not deliver to 110001 yet."] } }],
      // A State that is not the pincode's (India Post's directory, decision 0181).
      [{ shipping_address: { ...home, state: "Kerala" } }, { shipping_address: { state: [`Pincode ${home.postcode} is in Karnataka. Choose Karnataka, or check the pincode.`] } }],
      [{ shipping_address: home, shipping_method_code: "drone" }, { non_field_errors: ["Shipping method 'drone' is not available"] }],
      [{ shipping_address: home, shipping_charge: { currency: "INR", excl_tax: "0.00", incl_tax: "0.00", tax: "0.00" } }, { non_field_errors: ["Shipping price incorrect 0.00 != 118.00"] }],
      [{ shipping_address: home, shipping_method_code: "express", total: "2478" }, { non_field_errors: ["Total incorrect 2478.00 != 2596.00"] }],
    ];
    for (const [extra, expected] of cases) {
      const r = await post(b.headers(), { basket: basket.url, ...extra });
      expect([r.status, r.json], JSON.stringify(extra)).toEqual([406, expected]);
    }
    expect(await stockOf(product.id)).toEqual({ numInStock: 2, numAllocated: 0 });
    expect((await db().basket.findUniqueOrThrow({ where: { id: basket.id } })).status).toBe("Open");
  });

  it("answers each field of the wrong JSON type with one clear message (406)", async () => {
    const product = await createProduct({ title: "Teak Sofa", price: "1180.00", numInStock: 2 });
    const b = await buyer();
    const basket = await b.add(product.id, 2);
    const charge = { currency: "INR", excl_tax: "100.00", incl_tax: "118.00", tax: "18.00" };
    const cases: [Record<string, unknown>, unknown][] = [
      [{ total: [] }, { total: ["A valid number is required."] }],
      [{ total: { amount: "1.00" } }, { total: ["A valid number is required."] }],
      [{ total: true }, { total: ["A valid number is required."] }],
      [{ shipping_charge: { ...charge, incl_tax: [] } }, { shipping_charge: { incl_tax: ["A valid number is required."] } }],
      [{ shipping_charge: { ...charge, excl_tax: null } }, { shipping_charge: { excl_tax: ["This field may not be null."] } }],
      [{ shipping_charge: { ...charge, tax: false } }, { shipping_charge: { tax: ["A valid number is required."] } }],
      [{ shipping_charge: "118.00" }, { shipping_charge: ["Invalid data. Expected a dictionary, but got str."] }],
      [{ guest_email: ["a@b.in"] }, { guest_email: ["Not a valid string."] }],
      [{ shipping_method_code: 7 }, { shipping_method_code: ["Not a valid string."] }],
      [{ payment: { method: ["cod"] } }, { payment: { method: ['"["cod"]" is not a valid choice.'] } }],
      [{ payment: { method: { cod: true } } }, { payment: { method: ['"{"cod":true}" is not a valid choice.'] } }],
    ];
    for (const [extra, expected] of cases) {
      const r = await post(b.headers(), { basket: basket.url, shipping_address: home, ...extra });
      expect([r.status, r.json], JSON.stringify(extra)).toEqual([406, expected]);
    }
    const listAddress = await post(b.headers(), { basket: basket.url, shipping_address: { ...home, line1: [] } });
    expect([listAddress.status, listAddress.json]).toEqual([406, { shipping_address: { line1: ["Not a valid string."] } }]);
  });

  it("refuses an empty basket", async () => {
    const product = await createProduct();
    const b = await buyer();
    const basket = await b.add(product.id);
    await db().basketLine.deleteMany({ where: { basketId: basket.id } });
    const r = await post(b.headers(), { basket: basket.url, shipping_address: home });
    expect([r.status, r.json]).toEqual([406, { non_field_errors: ["Cannot checkout with empty basket"] }]);
  });

  it("re-checks stock: no longer available, or a maximum of N", async () => {
    const product = await createProduct({ title: "Cane Chair", numInStock: 3 });
    const b = await buyer();
    const basket = await b.add(product.id, 3);
    await db().stockRecord.update({ where: { productId: product.id }, data: { numAllocated: 1 } });
    const fewer = await post(b.headers(), { basket: basket.url, shipping_address: home });
    expect([fewer.status, fewer.json]).toEqual([406, { non_field_errors: ["'Cane Chair': a maximum of 2 can be bought"] }]);
    await db().stockRecord.update({ where: { productId: product.id }, data: { numAllocated: 3 } });
    const none = await post(b.headers(), { basket: basket.url, shipping_address: home });
    expect([none.status, none.json]).toEqual([406, { non_field_errors: ["'Cane Chair' is no longer available"] }]);
    expect(await stockOf(product.id)).toEqual({ numInStock: 3, numAllocated: 3 });
  });

  it("refuses a product whose class is not delivered to the address's zone, and writes nothing", async () => {
    const south = await db().shippingZone.findUniqueOrThrow({ where: { code: "south" } });
    const west = await db().shippingZone.create({ data: { code: "west", name: "West India", areas: { create: { countryIso2: "IN", pincodePrefix: "40" } } } });
    const standard = await db().shippingMethod.findUniqueOrThrow({ where: { code: "standard" } });
    await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: west.id, price: "118.00" } });
    const large = await createProductClass();
    await db().productClassDeliveryZone.create({ data: { productClassId: large.id, zoneId: south.id } });
    const wardrobe = await createProduct({ title: "Grand Wardrobe", price: "30000.00", numInStock: 2, productClassId: large.id });
    const stool = await createProduct({ title: "Cane Stool", price: "1180.00", numInStock: 4 });
    const v = await db().voucher.create({
      data: { name: "WEST100 offer", code: "WEST100", kind: "fixed", value: "100.00", startDatetime: new Date(Date.now() - 86_400_000), endDatetime: new Date(Date.now() + 86_400_000), usage: "single_use" },
    });
    const b = await buyer();
    await b.add(stool.id);
    const basket = await b.add(wardrobe.id);
    await db().basket.update({ where: { id: basket.id }, data: { voucherId: v.id } });
    const ordersBefore = await db().order.count();
    const mumbai = { ...home, line4: "Mumbai", state: "Maharashtra", postcode: "400001" };
    const r = await post(b.headers(), { basket: basket.url, shipping_address: mumbai });
    expect([r.status, r.json]).toEqual([406, { shipping_address: { postcode: ["Grand Wardrobe is not available in 400001"] } }]);
    expect(await db().order.count()).toBe(ordersBefore);
    expect(await db().order.count({ where: { userId: b.user.id } })).toBe(0);
    expect(await stockOf(wardrobe.id)).toEqual({ numInStock: 2, numAllocated: 0 });
    expect(await stockOf(stool.id)).toEqual({ numInStock: 4, numAllocated: 0 });
    expect(await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).toMatchObject({ numOrders: 0 });
    expect(await db().voucherApplication.count({ where: { voucherId: v.id } })).toBe(0);
    expect(await db().orderDiscount.count({ where: { voucherId: v.id } })).toBe(0);
    expect((await db().basket.findUniqueOrThrow({ where: { id: basket.id } })).status).toBe("Open");
    // The same basket goes to the zone the wardrobe's class is delivered to.
    const south560 = await post(b.headers(), { basket: basket.url, shipping_address: home });
    expect(south560.status, JSON.stringify(south560.json)).toBe(200);
  });

  it("refuses cash on delivery above COD_MAX_ORDER_VALUE", async () => {
    const restore = setEnv({ COD_MAX_ORDER_VALUE: "1000.00" });
    resetConfig();
    try {
      const product = await createProduct({ price: "1180.00" });
      const b = await buyer();
      const basket = await b.add(product.id);
      const r = await post(b.headers(), { basket: basket.url, shipping_address: home, payment: { method: "cod" } });
      expect([r.status, r.json]).toEqual([406, { payment: { method: ["Cash on delivery is available for orders up to ₹1,000."] } }]);
    } finally {
      restore();
    }
  });
});

describe("Idempotency-Key on checkout", () => {
  it("answers a retry with the same order; another body with the same key is 409", async () => {
    const product = await createProduct({ numInStock: 5 });
    const b = await buyer();
    const basket = await b.add(product.id, 2);
    const body = { basket: basket.url, shipping_address: home };
    const first = await post(b.headers(), body, { "Idempotency-Key": "order-1" });
    expect(first.status).toBe(200);
    const retry = await post(b.headers(), { shipping_address: home, basket: basket.url }, { "Idempotency-Key": "order-1" });
    expect([retry.status, retry.json]).toEqual([200, first.json]);
    // The stored answer carries no token: the link is added on the way out.
    const stored = await db().idempotencyKey.findFirstOrThrow({ where: { state: "done" }, orderBy: { id: "desc" } });
    expect(JSON.stringify(stored.responseBody)).not.toContain(first.json.tracking_token);
    expect(stored.responseBody).not.toHaveProperty("tracking_url");
    expect(await db().order.count({ where: { userId: b.user.id } })).toBe(1);
    expect(await stockOf(product.id)).toEqual({ numInStock: 5, numAllocated: 2 });
    const other = await post(b.headers(), { ...body, total: "1.00" }, { "Idempotency-Key": "order-1" });
    expect([other.status, other.json]).toEqual([409, { detail: "Idempotency key reused with a different request.", code: "idempotency_key_reused" }]);
    // Another buyer may use the same key.
    const c = await buyer();
    const theirs = await c.add(product.id, 1);
    expect((await post(c.headers(), { basket: theirs.url, shipping_address: home }, { "Idempotency-Key": "order-1" })).status).toBe(200);
  });

  it("blocks a retry while a crashed first try holds the key, and lets it through once the lease is over", async () => {
    const product = await createProduct({ numInStock: 5 });
    const b = await buyer();
    const basket = await b.add(product.id, 1);
    const body = { basket: basket.url, shipping_address: home };
    // The first try claimed the key and died before answering: its row is still "running".
    const { scope, key } = storedKeyOf({ user: { id: b.user.id } } as Caller, CHECKOUT_ENDPOINT, "crashed-once");
    await db().idempotencyKey.create({
      data: { scope, key, requestHash: requestHash(body), state: "running", leaseUntil: new Date(Date.now() + 60_000), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const early = await post(b.headers(), body, { "Idempotency-Key": "crashed-once" });
    expect([early.status, early.json]).toEqual([409, { detail: "A request with this key is in progress.", code: "idempotency_key_in_progress" }]);
    await db().idempotencyKey.updateMany({ where: { scope, key }, data: { leaseUntil: new Date(Date.now() - 1) } });
    const retry = await post(b.headers(), body, { "Idempotency-Key": "crashed-once" });
    expect(retry.status).toBe(200);
    expect((await post(b.headers(), body, { "Idempotency-Key": "crashed-once" })).json).toEqual(retry.json);
    expect(await db().order.count({ where: { userId: b.user.id } })).toBe(1);
  });
});

describe("vouchers at checkout", () => {
  async function voucher(usage: "single_use" | "multi_use" | "once_per_customer", code: string) {
    return db().voucher.create({
      data: { name: `${code} offer`, code, kind: "fixed", value: "100.00", startDatetime: new Date(Date.now() - 86_400_000), endDatetime: new Date(Date.now() + 86_400_000), usage },
    });
  }

  it("records the discount on the order and the voucher's use", async () => {
    const v = await voucher("multi_use", "DIWALI100");
    const product = await createProduct({ price: "1180.00" });
    const b = await buyer();
    const basket = await b.add(product.id);
    await db().basket.update({ where: { id: basket.id }, data: { voucherId: v.id } });
    const r = await post(b.headers(), { basket: basket.url, shipping_address: home, total: "1198.00" });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.voucher_discounts).toEqual([
      { name: "DIWALI100 offer", description: "", amount: "100.00", voucher: { name: "DIWALI100 offer", code: "DIWALI100", start_datetime: v.startDatetime.toISOString(), end_datetime: v.endDatetime.toISOString() } },
    ]);
    expect(await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).toMatchObject({ numOrders: 1 });
    expect(await db().voucherApplication.count({ where: { voucherId: v.id } })).toBe(1);
  });

  it("lets exactly one of two concurrent checkouts use a single-use voucher", async () => {
    const v = await voucher("single_use", "ONCEONLY");
    const product = await createProduct({ price: "1180.00", numInStock: 10 });
    const buyers = [await buyer(), await buyer()];
    const baskets: { url: string }[] = [];
    for (const b of buyers) {
      const basket = await b.add(product.id);
      await db().basket.update({ where: { id: basket.id }, data: { voucherId: v.id } });
      baskets.push(basket);
    }
    const results = await Promise.all(buyers.map((b, i) => post(b.headers(), { basket: baskets[i].url, shipping_address: home })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 406]);
    expect(results.find((r) => r.status === 406)!.json).toEqual({ non_field_errors: ["This voucher has already been used"] });
    expect(await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).toMatchObject({ numOrders: 1 });
    expect(await stockOf(product.id)).toEqual({ numInStock: 10, numAllocated: 1 });
  });
});

describe("the last items", () => {
  it("stock N and 8 concurrent buyers: exactly N orders, and the stock adds up", async () => {
    const N = 3;
    const product = await createProduct({ title: "Last Lamp", price: "1180.00", numInStock: N });
    await refreshProductFacts(db(), { productIds: [product.id] });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).isAvailable).toBe(true);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const baskets: { url: string }[] = [];
    for (const b of buyers) baskets.push(await b.add(product.id, 1));
    const results = await Promise.all(buyers.map((b, i) => post(b.headers(), { basket: baskets[i].url, shipping_address: home })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(N);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.json]).toEqual([406, { non_field_errors: ["'Last Lamp' is no longer available"] }]);
    expect(await stockOf(product.id)).toEqual({ numInStock: N, numAllocated: N });
    const lines = await db().orderLine.aggregate({ where: { productId: product.id }, _sum: { numAllocated: true } });
    expect(lines._sum.numAllocated).toBe(N);
    // Sold out: the listings' facts say so too.
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).isAvailable).toBe(false);
  });
});

describe("the rest of the checkout contract", () => {
  it("describes its body to OPTIONS and refuses GET", async () => {
    const options = await call(checkout, "/api/v2/checkout/", { method: "OPTIONS" });
    expect(options.status).toBe(200);
    expect(Object.keys(options.json.actions.POST)).toEqual(["basket", "guest_email", "total", "shipping_method_code", "shipping_charge", "shipping_address", "billing_address", "payment", "gstin", "business_name"]);
    const get = await call(checkout, "/api/v2/checkout/");
    expect([get.status, get.json]).toEqual([405, { detail: 'Method "GET" not allowed.' }]);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("with COD_REQUIRE_VERIFIED_PHONE, takes cash on delivery only from buyers who proved their phone", async () => {
    const restore = setEnv({ COD_REQUIRE_VERIFIED_PHONE: "1" });
    resetConfig();
    try {
      const product = await createProduct({ price: "1180.00" });
      const b = await buyer();
      const basket = await b.add(product.id);
      const r = await post(b.headers(), { basket: basket.url, shipping_address: home });
      expect([r.status, r.json]).toEqual([406, { payment: { method: ["Cash on delivery needs a verified phone number: sign in with a code sent to your phone."] } }]);
      await db().user.update({ where: { id: b.user.id }, data: { phoneVerified: true } });
      expect((await post(b.headers(), { basket: basket.url, shipping_address: home })).status).toBe(200);
    } finally {
      restore();
    }
  });

  it("with COD_REQUIRE_VERIFIED_PHONE, refuses cash on delivery to a guest (who has proved no phone) and writes nothing", async () => {
    const product = await createProduct({ title: "Cane Chair", price: "1180.00", numInStock: 3 });
    const g = guest();
    const basket = await g.add(product.id, 2);
    const body = { basket: basket.url, guest_email: "cod.guest@example.in", shipping_address: home, payment: { method: "cod" } };
    const ordersBefore = await db().order.count();
    const restore = setEnv({ COD_REQUIRE_VERIFIED_PHONE: "1" });
    resetConfig();
    try {
      const r = await post(g.headers(), body);
      expect([r.status, r.json]).toEqual([406, { payment: { method: ["Cash on delivery needs a verified phone number: sign in with a code sent to your phone."] } }]);
      // Left out, the method is still cash on delivery (the default): the same answer.
      const bare = await post(g.headers(), { ...body, payment: undefined });
      expect([bare.status, bare.json]).toEqual([406, { payment: { method: ["Cash on delivery needs a verified phone number: sign in with a code sent to your phone."] } }]);
    } finally {
      restore();
    }
    expect(await db().order.count()).toBe(ordersBefore);
    expect(await stockOf(product.id)).toEqual({ numInStock: 3, numAllocated: 0 });
    expect((await db().basket.findUniqueOrThrow({ where: { id: basket.id } })).status).toBe("Open");
    expect(await db().outboxMessage.count({ where: { recipient: "cod.guest@example.in", template: "order-confirmation" } })).toBe(0);
    resetConfig();
    // With the setting off (the default), the same guest checkout goes through.
    const r = await post(g.headers(), body);
    expect([r.status, r.json.payment_method, r.json.owner]).toEqual([200, "cod", null]);
  });

  it("gives a thanks link only to the checkout page, for a day; the API's order has none, and its tracking token opens no thanks page", async () => {
    const product = await createProduct({ price: "1180.00" });
    const g = guest();
    const basket = await g.add(product.id);
    const r = await post(g.headers(), { basket: basket.url, guest_email: "thanks@example.in", shipping_address: home });
    expect(r.status).toBe(200);
    expect(await db().order.findFirstOrThrow({ where: { number: Number(r.json.number) }, select: { thanksTokenHash: true } })).toEqual({ thanksTokenHash: null });
    expect(await thanksTokenOpens(r.json.number, r.json.tracking_token)).toBe(false);

    // The checkout page's own call (lib/checkout/answer.ts with thanksLink), as its form posts it.
    const page = guest();
    const pageBasket = await page.add(product.id);
    const caller = await getCaller(new Request("http://localhost/checkout/", { headers: { host: "shop.test", ...page.headers() } }));
    const body = { basket: pageBasket.id, guest_email: "page@example.in", shipping_address: home };
    const placed = await checkoutAnswer(caller, body, "form-key-1", new UrlBuilder("http://shop.test"), { thanksLink: true });
    expect(placed.status).toBe(200);
    const number = (placed.body as { number: string }).number;
    expect(placed.thanksToken).toMatch(/^[\w-]{43}$/);
    expect((await orderByThanksToken(number, placed.thanksToken!)).email).toBe("page@example.in");
    const row = await db().order.findFirstOrThrow({ where: { number: Number(number) } });
    expect(row.thanksTokenExpiresAt!.getTime() - row.datePlaced.getTime()).toBe(86_400_000);
    await expect(orderByThanksToken(number, placed.thanksToken!, new Date(row.datePlaced.getTime() + 86_400_001))).rejects.toMatchObject({ status: 404 });
    // A double click: the retry answers the same order with a new thanks link, and the first one ends.
    const again = await checkoutAnswer(caller, body, "form-key-1", new UrlBuilder("http://shop.test"), { thanksLink: true });
    expect((again.body as { number: string }).number).toBe(number);
    expect(again.thanksToken).toMatch(/^[\w-]{43}$/);
    expect(again.thanksToken).not.toBe(placed.thanksToken);
    expect(await thanksTokenOpens(number, again.thanksToken!)).toBe(true);
    expect(await thanksTokenOpens(number, placed.thanksToken!)).toBe(false);
  });
});
