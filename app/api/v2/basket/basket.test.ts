// The caller's basket over the route handlers (spec/API.md §5.1, §5.2): created on first need, add-product
// with every refusal, totals with GST per line, the display basket and its empty form.
import { beforeAll, describe, expect, it } from "vitest";
import { basketItemCount } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { createOption, createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { getCaller } from "@/lib/auth/caller.ts";
import * as display from "../%5Fbasket/route.ts";
import * as displayAdd from "../%5Fbasket/add/route.ts";
import * as addProduct from "./add-product/route.ts";
import * as basket from "./route.ts";

useTestDatabase();

let sofa: { id: number }, lamp: { id: number }, gone: { id: number }, hidden: { id: number }, board: { id: number };
let engraving: { id: number }, colour: { id: number };

beforeAll(async () => {
  engraving = await createOption({ name: "Engraving" });
  colour = await createOption({ name: "Colour", required: true });
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 5, numAllocated: 2 }); // 3 can be bought
  lamp = await createProduct({ title: "Brass Lamp", price: "999.50", numInStock: null });
  gone = await createProduct({ title: "Cane Chair", price: "8999.00", numInStock: 4, numAllocated: 4 });
  hidden = await createProduct({ title: "Secret", price: "10.00", isPublic: false });
  board = await createProduct({ title: "Name Board", price: "1499.00", optionIds: [engraving.id, colour.id] });
});

/** An anonymous browser: remembers the basket cookie it is given. */
function browser() {
  let cookie = "";
  return {
    async call(route: Parameters<typeof call>[0], path: string, opts: Parameters<typeof call>[2] = {}) {
      const r = await call(route, path, { ...opts, headers: { ...(cookie ? { cookie, origin: "http://shop.test" } : {}), ...opts.headers } });
      const set = r.headers.get("set-cookie");
      const m = set && /(?:^|,\s*)basket=([^;]+)/.exec(set);
      if (m) cookie = `basket=${m[1]}`;
      return r;
    },
    get cookie() {
      return cookie;
    },
  };
}

const empty = (id: number) => ({
  id,
  owner: null,
  status: "Open",
  lines: `http://shop.test/api/v2/baskets/${id}/lines/`,
  url: `http://shop.test/api/v2/baskets/${id}/`,
  total_excl_tax: "0.00",
  total_excl_tax_excl_discounts: "0.00",
  total_incl_tax: "0.00",
  total_incl_tax_excl_discounts: "0.00",
  total_tax: "0.00",
  currency: null,
  voucher_discounts: [],
  offer_discounts: [],
  is_tax_known: false,
});

describe("GET /api/v2/basket/", () => {
  it("creates the anonymous browser's basket with its cookie, and keeps its id", async () => {
    const b = browser();
    const first = await b.call(basket, "/api/v2/basket/");
    expect(first.status).toBe(200);
    expect(first.json).toEqual(empty(first.json.id));
    expect(first.headers.get("set-cookie")).toMatch(/^basket=[A-Za-z0-9_-]{32}; .*HttpOnly/i);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const again = await b.call(basket, "/api/v2/basket/");
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("gives a signed-in caller a basket with an owner", async () => {
    const { user, headers } = await signedIn();
    const r = await call(basket, "/api/v2/basket/", { headers });
    expect(r.json).toEqual({ ...empty(r.json.id), owner: `http://shop.test/api/v2/users/${user.id}/` });
  });
});

describe("POST /api/v2/basket/add-product/", () => {
  it("adds by URL or id, adds to the same line, and prices each line with GST", async () => {
    const { headers } = await signedIn();
    const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: `https://other.example/api/v2/products/${sofa.id}/`, quantity: 1 } });
    expect(r.status).toBe(200);
    const again = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    const lamps = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: String(lamp.id), quantity: 3 } });
    expect(lamps.json).toMatchObject({
      id: r.json.id,
      // 2 × 1299.00 at 18 %: 2598.00 = 2201.69 + 396.31; 3 × 999.50 = 2998.50 = 2541.10 + 457.40
      total_incl_tax: "5596.50",
      total_incl_tax_excl_discounts: "5596.50",
      total_excl_tax: "4742.79",
      total_excl_tax_excl_discounts: "4742.79",
      total_tax: "853.71",
      currency: "INR",
      is_tax_known: true,
      voucher_discounts: [],
      offer_discounts: [],
    });
    expect(again.json.total_incl_tax).toBe("2598.00");
    const lines = await db().basketLine.findMany({ where: { basketId: r.json.id }, orderBy: { id: "asc" } });
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[sofa.id, 2], [lamp.id, 3]]);
  });

  it("answers each unusable quantity with exactly one message (406, compat)", async () => {
    const { headers } = await signedIn();
    const integer = ["A valid integer is required."];
    const atLeastOne = ["Ensure this value is greater than or equal to 1."];
    const atMost = ["Ensure this value is less than or equal to 10000."];
    const cases: [unknown, string[]][] = [
      [1.5, integer], ["2", integer], ["many", integer], ["1e20", integer], [true, integer], [[1], integer], [{ n: 1 }, integer],
      [null, ["This field may not be null."]], [undefined, ["This field is required."]],
      [-1, atLeastOne], [0, atLeastOne], [-1e20, atLeastOne],
      [10001, atMost], [100001, atMost], [2 ** 53, atMost], [1e20, atMost],
    ];
    for (const [quantity, messages] of cases) {
      const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity } });
      expect([quantity, r.status, r.json]).toEqual([quantity, 406, { reason: { quantity: messages } }]);
    }
  });

  it("refuses bad input, products that cannot be bought and quantities above what is left (406, compat)", async () => {
    const { headers } = await signedIn();
    const post = (body: unknown) => call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body });
    const cases: [unknown, unknown][] = [
      [{ url: sofa.id, quantity: 0 }, { reason: { quantity: ["Ensure this value is greater than or equal to 1."] } }],
      [{ url: sofa.id, quantity: 10001 }, { reason: { quantity: ["Ensure this value is less than or equal to 10000."] } }],
      [{ url: sofa.id, quantity: "many" }, { reason: { quantity: ["A valid integer is required."] } }],
      [{ quantity: 1 }, { reason: { url: ["Incorrect type. Expected URL string, received NoneType."] } }],
      [{ url: "/api/v2/options/1/", quantity: 1 }, { reason: { url: ["Invalid hyperlink - No URL match."] } }],
      [{ url: 999999, quantity: 1 }, { reason: { url: ["Invalid hyperlink - Object does not exist."] } }],
      [{ url: hidden.id, quantity: 1 }, { reason: { url: ["Invalid hyperlink - Object does not exist."] } }],
      [{ url: gone.id, quantity: 1 }, { reason: "Unavailable" }],
      [{ url: sofa.id, quantity: 4 }, { reason: "a maximum of 3 can be bought" }],
      [{ url: board.id, quantity: 1 }, { reason: { options: ["Colour is required."] } }],
      [{ url: board.id, quantity: 1, options: [{ option: colour.id, value: "  " }] }, { reason: { options: ["Colour is required."] } }],
      [{ url: sofa.id, quantity: 1, options: [{ option: engraving.id, value: "A" }] }, { reason: { options: [`Option ${engraving.id} does not apply to this product.`] } }],
    ];
    for (const [body, answer] of cases) {
      const r = await post(body);
      expect([body, r.status, r.json]).toEqual([body, 406, answer]);
    }
    expect((await post({ url: sofa.id, quantity: 2 })).status).toBe(200);
    // What the basket already holds counts.
    expect((await post({ url: sofa.id, quantity: 2 })).json).toEqual({ reason: "a maximum of 3 can be bought" });
    expect((await post({ url: sofa.id, quantity: 1 })).status).toBe(200);
  });

  it("keeps one line per product and set of options", async () => {
    const { headers } = await signedIn();
    const post = (options: unknown) => call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: board.id, quantity: 1, options } });
    const a = await post([{ option: `/api/v2/options/${colour.id}/`, value: "Teak" }, { option: engraving.id, value: "Asha" }]);
    await post([{ option: engraving.id, value: "Asha" }, { option: colour.id, value: "Teak" }]);
    await post([{ option: colour.id, value: "Walnut" }]);
    const lines = await db().basketLine.findMany({ where: { basketId: a.json.id }, orderBy: { id: "asc" }, include: { attributes: { orderBy: { optionId: "asc" } } } });
    expect(lines.map((l) => [l.quantity, l.attributes.map((x) => x.value)])).toEqual([[2, ["Asha", "Teak"]], [1, ["Walnut"]]]);
  });

  it("gives an anonymous browser a basket cookie with its first addition, and counts its items", async () => {
    const b = browser();
    const r = await b.call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: lamp.id, quantity: 2 } });
    expect(r.status).toBe(200);
    expect(r.json.owner).toBeNull();
    expect(b.cookie).toMatch(/^basket=/);
    await b.call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: lamp.id, quantity: 1 } });
    const caller = await getCaller(new Request("http://localhost/", { headers: { cookie: b.cookie, host: "shop.test" } }));
    expect(await basketItemCount(caller)).toBe(3);
    expect(await basketItemCount({ ...caller, basketCookie: undefined })).toBe(0);
  });
});

describe("GET /api/v2/_basket/", () => {
  it("answers the empty form (§5.3) and allows only GET and OPTIONS", async () => {
    const b = browser();
    const r = await b.call(display, "/api/v2/_basket/");
    expect(r.status).toBe(200);
    expect(r.headers.get("allow")).toBe("GET, OPTIONS");
    const zero = { currency: "INR", excl_tax: 0, tax_code: null, incl_tax: 0, is_tax_known: false };
    expect(r.json).toEqual({
      id: expect.any(Number),
      status: "Open",
      lines: [],
      url: `http://shop.test/api/v2/baskets/${r.json.id}/`,
      currency: "INR",
      currency_symbol: "₹",
      total_excl_tax_excl_discounts: "0.00",
      total_incl_tax_excl_discounts: "0.00",
      total_discount: 0,
      total_excl_tax: "0.00",
      total_tax: "0.00",
      total_incl_tax: "0.00",
      shipping: zero,
      shipping_methods: {},
      net_total: zero,
      available_deliveries: [],
    });
    expect((await b.call(display, "/api/v2/_basket/", { method: "HEAD" })).status).toBe(405);
  });

  it("adds through /_basket/add/ and shows each line with its card, unit price and total", async () => {
    const { headers } = await signedIn();
    const r = await call(displayAdd, "/api/v2/_basket/add/", { method: "POST", headers, body: { product: sofa.id, quantity: 2 } });
    expect(r.status).toBe(200);
    expect(r.json.lines).toEqual([
      {
        id: expect.any(Number),
        product: expect.objectContaining({ id: sofa.id, title: "Teak Sofa", url: `http://shop.test/api/v2/products/${sofa.id}/`, price: { currency: "INR", excl_tax: "1100.85", incl_tax: "1299.00", tax: "198.15" } }),
        quantity: 2,
        attributes: [],
        unit_price: { currency: "INR", excl_tax: 1100.85, tax_code: "GST18", incl_tax: 1299, is_tax_known: true },
        line_total: { currency: "INR", excl_tax: 2201.69, tax_code: "GST18", incl_tax: 2598, is_tax_known: true },
        warning: null,
      },
    ]);
    expect(r.json).toMatchObject({ total_incl_tax: "2598.00", total_excl_tax: "2201.69", total_tax: "396.31", total_discount: 0, currency: "INR" });
    const refused = await call(displayAdd, "/api/v2/_basket/add/", { method: "POST", headers, body: { product: 999999, quantity: 1 } });
    expect([refused.status, refused.json]).toEqual([406, { reason: { product: ["Invalid hyperlink - Object does not exist."] } }]);
  });
});

describe("an app's ANON Session-Id", () => {
  it("holds its own basket without a cookie, and the header's basket comes before a cookie's", async () => {
    const app = { "Session-Id": "SID:ANON:shop.test:App_Basket_Test_1234567890" };
    const first = await call(basket, "/api/v2/basket/", { headers: app });
    expect(first.headers.get("set-cookie")).toBeNull();
    const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: app, body: { url: lamp.id, quantity: 2 } });
    expect([added.json.id, added.json.total_incl_tax]).toEqual([first.json.id, "1999.00"]);
    const other = await call(basket, "/api/v2/basket/", { headers: { "Session-Id": "SID:ANON:shop.test:Another_App_Basket_12345678" } });
    expect(other.json.id).not.toBe(first.json.id);
    const b = browser();
    await b.call(basket, "/api/v2/basket/");
    const both = await b.call(basket, "/api/v2/basket/", { headers: app });
    expect(both.json.id).toBe(first.json.id);
  });
});
