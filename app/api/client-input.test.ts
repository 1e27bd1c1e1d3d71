// What clients sent that answered 500 or echoed itself back, each as it was found on the running shop
// (issue 20), and the rule that throttles count only requests that reach the action.
import { beforeAll, describe, expect, it } from "vitest";
import { transaction, db } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { FORM_LIMITS } from "@/lib/content/limits.ts";
import { MAX_JSON_DEPTH } from "@/lib/http/body.ts";
import { registeredEndpoints } from "@/lib/http/registry.ts";
import { rate } from "@/lib/http/throttle.ts";
import { buildCatalogueShop } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { apiRoutes, pathShape } from "@/lib/testing/api-routes.ts";
import { call, type RouteModule } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createOrder } from "@/lib/testing/order-fixtures.ts";
import * as adminStatus from "./v2/admin/orders/[id]/status/route.ts";
import * as addProduct from "./v2/basket/add-product/route.ts";
import * as addVoucher from "./v2/basket/add-voucher/route.ts";
import * as shippingMethods from "./v2/basket/shipping-methods/route.ts";
import * as removeVoucher from "./v2/basket/vouchers/[code]/route.ts";
import * as checkout from "./v2/checkout/route.ts";
import * as gallery from "./v2/gallery-list/route.ts";
import * as job from "./v2/jobalerts/[slug]/route.ts";
import * as jobs from "./v2/jobalerts/route.ts";
import * as login from "./v2/login/route.ts";
import * as newsletter from "./v2/newsletter-subscription/route.ts";
import * as track from "./v2/orders/track/route.ts";
import * as productList from "./v2/catalogue/product/list/route.ts";
import * as products from "./v2/products/route.ts";
import * as register from "./v2/register/route.ts";
import * as address from "./v2/useraddresses/[id]/route.ts";
import * as addresses from "./v2/useraddresses/route.ts";
import "./endpoints.ts";

useTestDatabase();

const NUL = "Null characters are not allowed.";
let shopper: Record<string, string>;
let staff: Record<string, string>;
let addressId: number;
let orderId: number;

beforeAll(async () => {
  await createCountries();
  await buildCatalogueShop();
  const user = await createUser();
  const admin = await createUser({ isStaff: true });
  shopper = { Authorization: `Token ${(await transaction((tx) => issueToken(tx, user.id))).key}` };
  staff = { Authorization: `Token ${(await transaction((tx) => issueToken(tx, admin.id))).key}` };
  const r = await call(addresses, "/api/v2/useraddresses/", { method: "POST", headers: shopper, body: CHECKOUT_ADDRESS });
  expect(r.status).toBe(201);
  addressId = r.json.id;
  orderId = (await createOrder()).order.id;
});

describe("a NUL character in any text field or query", () => {
  type Case = [name: string, route: RouteModule, method: string, path: () => string, opts: () => { body?: unknown; headers?: Record<string, string>; params?: Record<string, string> }, status: number, answer: unknown];
  const cases: Case[] = [
    ["login username", login, "POST", () => "/api/v2/login/", () => ({ body: { username: "asha\u0000@example.in", password: "correct horse battery" } }), 401, { username: [NUL] }],
    [
      "register names",
      register,
      "POST",
      () => "/api/v2/register/",
      () => ({ body: { email: "new@example.in", password1: "correct horse battery", password2: "correct horse battery", first_name: "As\u0000ha", last_name: "Rao\u0000" } }),
      400,
      { first_name: [NUL], last_name: [NUL] },
    ],
    ["address book: a new address", addresses, "POST", () => "/api/v2/useraddresses/", () => ({ headers: shopper, body: { ...CHECKOUT_ADDRESS, line1: "14\u0000", state: "\u0000" } }), 400, { line1: [NUL], state: [NUL] }],
    ["address book: PUT", address, "PUT", () => `/api/v2/useraddresses/${addressId}/`, () => ({ headers: shopper, params: { id: String(addressId) }, body: { ...CHECKOUT_ADDRESS, line4: "Bengaluru\u0000" } }), 400, { line4: [NUL] }],
    ["address book: PATCH", address, "PATCH", () => `/api/v2/useraddresses/${addressId}/`, () => ({ headers: shopper, params: { id: String(addressId) }, body: { notes: "ring\u0000twice" } }), 400, { notes: [NUL] }],
    ["shipping methods for an address", shippingMethods, "POST", () => "/api/v2/basket/shipping-methods/", () => ({ body: { ...CHECKOUT_ADDRESS, postcode: "560038\u0000" } }), 406, { postcode: [NUL] }],
    [
      "checkout addresses",
      checkout,
      "POST",
      () => "/api/v2/checkout/",
      () => ({ body: { basket: "http://shop.test/api/v2/baskets/1/", guest_email: "asha@example.in", shipping_address: { ...CHECKOUT_ADDRESS, line1: "\u0000" }, billing_address: { ...CHECKOUT_ADDRESS, first_name: "A\u0000" } } }),
      400,
      { shipping_address: { line1: [NUL] }, billing_address: { first_name: [NUL] } },
    ],
    ["adding a voucher", addVoucher, "POST", () => "/api/v2/basket/add-voucher/", () => ({ body: { vouchercode: "WELCOME10\u0000" } }), 406, { vouchercode: [NUL] }],
    ["taking a voucher off", addVoucher, "DELETE", () => "/api/v2/basket/add-voucher/", () => ({ body: { vouchercode: "\u0000" } }), 406, { vouchercode: [NUL] }],
    ["a voucher code in the path", removeVoucher, "DELETE", () => "/api/v2/basket/vouchers/WELCOME10%00/", () => ({ params: { code: "WELCOME10\u0000" } }), 404, { detail: "Not found." }],
    ["order tracking e-mail", track, "GET", () => "/api/v2/orders/track/?number=100001&email=asha%00@example.in", () => ({}), 400, { email: [NUL] }],
    ["job search words", jobs, "GET", () => "/api/v2/jobalerts/?q=sofa%00maker", () => ({}), 400, { q: [NUL] }],
    ["a job's slug", job, "GET", () => "/api/v2/jobalerts/sofa%00maker/", () => ({ params: { slug: "sofa\u0000maker" } }), 404, { detail: "Not found." }],
    ["the staff's status note", adminStatus, "POST", () => `/api/v2/admin/orders/${orderId}/status/`, () => ({ headers: staff, params: { id: String(orderId) }, body: { status: "processing", note: "packed\u0000" } }), 400, { note: [NUL] }],
    ["a product search", products, "GET", () => "/api/v2/products/?q=teak%00", () => ({}), 400, { q: [NUL] }],
  ];

  it.each(cases)("is refused with a field error: %s", async (_, route, method, path, opts, status, answer) => {
    const r = await call(route, path(), { method, ...opts() });
    expect(r.status).toBe(status);
    expect(r.json).toEqual(answer);
  });

  it("is refused in a key, in a form body and in a parameter no endpoint declares", async () => {
    const key = await call(login, "/api/v2/login/", { method: "POST", body: JSON.parse('{"username": "a", "password": "b", "x\\u0000": 1}') });
    expect(key.status).toBe(401);
    expect(key.json).toEqual({ "x\u0000": [NUL] });
    const form = await call(addresses, "/api/v2/useraddresses/", { method: "POST", headers: shopper, body: new URLSearchParams({ ...CHECKOUT_ADDRESS, first_name: "A\u0000" }) });
    expect(form.status).toBe(400);
    expect(form.json).toEqual({ first_name: [NUL] });
    const undeclared = await call(gallery, "/api/v2/gallery-list/?page=1&utm%00=x");
    expect(undeclared.status).toBe(400);
    expect(undeclared.json).toEqual({ "utm\u0000": [NUL] });
  });
});

describe("deeply nested input", () => {
  it("is a JSON parse error before any work walks it, with an Idempotency-Key too", async () => {
    const deep = `{"basket": ${"[".repeat(200_000)}1${"]".repeat(200_000)}}`;
    const headers = { "content-type": "application/json", "Idempotency-Key": "deep-1" };
    const r = await call(checkout, "/api/v2/checkout/", { method: "POST", body: deep, headers });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels` });
    // Depth is counted on the text: brackets inside strings are text.
    const inText = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket: "[".repeat(5_000) }, headers: { "Idempotency-Key": "deep-2" } });
    expect(inText.status).toBe(400);
    expect(inText.json).toEqual(["Invalid hyperlink - No URL match."]);
  });

  it("is refused in a form field that carries JSON", async () => {
    const form = new URLSearchParams({ url: "http://shop.test/api/v2/products/1/", quantity: "1", options: `${"[".repeat(40)}${"]".repeat(40)}` });
    const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: form });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels` });
  });
});

describe("pages out of range", () => {
  it.each([
    ["products", products, "/api/v2/products/"],
    ["the product list", productList, "/api/v2/catalogue/product/list/"],
    ["open positions", jobs, "/api/v2/jobalerts/"],
  ] as const)("are Invalid page. (404) on %s, however large the number", async (_, route, path) => {
    for (const page of ["99999999999999999999", "9999999999", "10000001"]) {
      const r = await call(route, `${path}?page=${page}`);
      expect(r.status, page).toBe(404);
      expect(r.json).toEqual({ detail: "Invalid page." });
    }
    const size = await call(route, `${path}?page_size=99999999999999999999`);
    expect(size.status).toBe(200);
  });
});

describe("error messages", () => {
  it("quote at most 50 characters of what the client sent", async () => {
    const long = "ü".repeat(10_000);
    const r = await call(productList, `/api/v2/catalogue/product/list/?ordering=${long}&structure=${long}`);
    expect(r.status).toBe(400);
    const quoted = `${"ü".repeat(49)}…`;
    expect(r.json).toEqual({
      structure: [`Select a valid choice. ${quoted} is not one of the available choices.`],
      ordering: [`Select a valid choice. ${quoted} is not one of the available choices.`],
    });
    const tag = await call(gallery, `/api/v2/gallery-list/?tag=${"x".repeat(10_000)}`);
    expect(tag.json).toEqual({ tag: [`Select a valid choice. ${"x".repeat(49)}… is not one of the available choices.`] });
    const type = `application/x-${"y".repeat(10_000)}`;
    const media = await call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body: "x", headers: { "content-type": type }, ip: "198.51.100.90" });
    expect(media.status).toBe(415);
    expect(media.json).toEqual({ detail: `Unsupported media type "${type.slice(0, 49)}…" in request.` });
  });
});

describe("throttles", () => {
  it("count ten malformed newsletter posts not at all: the address still has its ten sign-ups", async () => {
    const ip = "198.51.100.77";
    for (const body of [{}, { email: "not-an-address" }, { email: "a\u0000@example.in" }, ...Array.from({ length: 7 }, () => ({ email: 12 }))]) {
      const r = await call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body, ip });
      expect(r.status).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      const r = await call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body: { email: `reader${i}@example.in` }, ip });
      expect(r.status).toBe(201);
    }
    const over = await call(newsletter, "/api/v2/newsletter-subscription/", { method: "POST", body: { email: "reader10@example.in" }, ip });
    expect(over.status).toBe(429);
    expect(FORM_LIMITS.newsletter.rate).toBe("10/hour");
  });

  it("count no malformed request on any throttled endpoint: past the limit, still the field error and not 429", async () => {
    const throttled = registeredEndpoints().flatMap((spec) =>
      Object.entries(spec.methods)
        .filter(([, m]) => m?.throttle?.length)
        .map(([method, m]) => ({ spec, method, limit: Math.min(...m!.throttle!.map((t) => rate(t.rate).limit)) })),
    );
    expect(throttled.length).toBeGreaterThanOrEqual(5);
    const routes = await apiRoutes();
    const before = await db().throttleCounter.count();
    for (const { spec, method, limit } of throttled) {
      const route = routes.get(pathShape(spec.path))?.module;
      expect(route, spec.path).toBeDefined();
      const ip = `198.51.100.${100 + throttled.findIndex((t) => t.spec === spec && t.method === method)}`;
      const body = method === "GET" || method === "HEAD" ? undefined : { email: "\u0000", name: "\u0000" };
      for (let i = 0; i <= limit; i++) {
        const r = await call(route!, `${spec.path}?x=%00`, { method, body, ip, headers: staff });
        expect([r.status, spec.path, i]).toEqual([spec.methods[method as "GET"]!.validationStatus ?? 400, spec.path, i]);
      }
    }
    expect(await db().throttleCounter.count()).toBe(before);
  });
});
