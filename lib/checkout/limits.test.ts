// The limits an attacker would walk through at checkout (docs/decisions/0086): tries per address and
// per basket (429 with Retry-After), and the open cash-on-delivery orders a guest may hold per e-mail
// address and per phone number (406), which parallel checkouts cannot walk through. Run with
// DATABASE_URL for PostgreSQL's real concurrency; PGlite runs the same assertions one at a time. Each
// journey places several orders: on a busy machine they take longer than the default 30 s.
import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { createProduct, stockOf } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as trackCancel from "@/app/api/v2/orders/track/cancel/route.ts";

useTestDatabase();

const home = { ...CHECKOUT_ADDRESS, state: "Karnataka" };
type Headers = Record<string, string>;

beforeAll(async () => {
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00" } });
});

afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

function withEnv(vars: Record<string, string>): () => void {
  const restore = setEnv(vars);
  resetConfig();
  return restore;
}

/** An anonymous browser with its basket cookie and one piece of `productId` in the basket. */
async function guestWith(productId: number, ip = "203.0.113.7") {
  const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: productId, quantity: 1 }, ip });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const cookie = /(?:^|,\s*)(basket=[^;]+)/.exec(added.headers.get("set-cookie") ?? "")![1];
  return { headers: { cookie, origin: "http://shop.test" } as Headers, basket: added.json.url as string };
}

const post = (headers: Headers, body: unknown, ip = "203.0.113.7") => call(checkout, "/api/v2/checkout/", { method: "POST", body, headers, ip });
const phone = (n: number) => `+9198450${String(n).padStart(5, "0")}`;

describe("checkout tries", () => {
  it("per address (CHECKOUT_MAX_PER_IP_HOUR): refused checkouts count, malformed ones do not; then 429 with Retry-After", async () => {
    const restore = withEnv({ CHECKOUT_MAX_PER_IP_HOUR: "3" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-05T10:00:05Z"));
    try {
      const product = await createProduct({ price: "1180.00", numInStock: 20 });
      const ip = "198.51.100.60";
      const [a, b, c] = [await guestWith(product.id, ip), await guestWith(product.id, ip), await guestWith(product.id, ip)];
      // Malformed: not counted.
      expect((await post(a.headers, { basket: a.basket, guest_email: "nope", shipping_address: home }, ip)).status).toBe(406);
      // A wrong total: refused, and counted.
      const wrong = await post(a.headers, { basket: a.basket, guest_email: "tries@example.in", shipping_address: { ...home, phone_number: phone(1) }, total: "1.00" }, ip);
      expect([wrong.status, wrong.json]).toEqual([406, { non_field_errors: ["Total incorrect 1.00 != 1298.00"] }]);
      expect((await post(a.headers, { basket: a.basket, guest_email: "tries@example.in", shipping_address: { ...home, phone_number: phone(1) } }, ip)).status).toBe(200);
      expect((await post(b.headers, { basket: b.basket, guest_email: "tries2@example.in", shipping_address: { ...home, phone_number: phone(2) } }, ip)).status).toBe(200);
      const over = await post(c.headers, { basket: c.basket, guest_email: "tries3@example.in", shipping_address: { ...home, phone_number: phone(3) } }, ip);
      expect([over.status, over.json, over.headers.get("retry-after")]).toEqual([429, { detail: "Request was throttled. Expected available in 3595 seconds." }, "3595"]);
      expect(await db().order.count({ where: { email: "tries3@example.in" } })).toBe(0);
      expect(await stockOf(product.id)).toEqual({ numInStock: 20, numAllocated: 2 });
      // Another address is not held back; a signed-in buyer counts by account, not by address.
      expect((await post(c.headers, { basket: c.basket, guest_email: "tries3@example.in", shipping_address: { ...home, phone_number: phone(3) } }, "198.51.100.61")).status).toBe(200);
      const buyer = await signedIn();
      const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers: buyer.headers, ip });
      expect((await post(buyer.headers, { basket: added.json.url, shipping_address: home }, ip)).status).toBe(200);
    } finally {
      restore();
    }
  }, 90_000);

  it("per basket (CHECKOUT_MAX_PER_BASKET_HOUR), from any address; a stranger's posts of the basket do not count against its holder", async () => {
    const restore = withEnv({ CHECKOUT_MAX_PER_BASKET_HOUR: "2" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-05T10:00:05Z"));
    try {
      const product = await createProduct({ price: "1180.00", numInStock: 20 });
      const g = await guestWith(product.id);
      const body = { basket: g.basket, guest_email: "basket@example.in", shipping_address: { ...home, phone_number: phone(10) } };
      for (let i = 0; i < 3; i++) expect((await post({}, body, `198.51.100.${70 + i}`)).status).toBe(401);
      expect((await post(g.headers, { ...body, total: "1.00" }, "198.51.100.80")).status).toBe(406);
      expect((await post(g.headers, { ...body, total: "2.00" }, "198.51.100.81")).status).toBe(406);
      const over = await post(g.headers, body, "198.51.100.82");
      expect([over.status, over.headers.get("retry-after")]).toEqual([429, "3595"]);
    } finally {
      restore();
    }
  });
});

describe("a guest's open cash-on-delivery orders (GUEST_OPEN_COD_ORDERS_MAX)", () => {
  it("are at most N per e-mail address and per phone number; a cancelled or shipped order gives its slot back; signed-in buyers are not counted", async () => {
    const restore = withEnv({ GUEST_OPEN_COD_ORDERS_MAX: "2" });
    try {
      const product = await createProduct({ title: "Cane Stool", price: "1180.00", numInStock: 20 });
      const order = async (email: string, tel: string) => {
        const g = await guestWith(product.id);
        return post(g.headers, { basket: g.basket, guest_email: email, shipping_address: { ...home, phone_number: tel } });
      };
      const first = await order("Held@Example.in", phone(20));
      expect(first.status).toBe(200);
      expect((await order("held@example.in", phone(21))).status).toBe(200);
      const byEmail = await order("held@example.in", phone(22));
      expect([byEmail.status, byEmail.json]).toEqual([
        406,
        { non_field_errors: ["There are already 2 cash-on-delivery orders waiting to be shipped for this e-mail address. Please wait until one has shipped, cancel one, or sign in to order more."] },
      ]);
      expect((await order("other@example.in", phone(20))).status).toBe(200);
      const byPhone = await order("third@example.in", "98450 00020");
      expect([byPhone.status, byPhone.json]).toEqual([
        406,
        { non_field_errors: ["There are already 2 cash-on-delivery orders waiting to be shipped for this phone number. Please wait until one has shipped, cancel one, or sign in to order more."] },
      ]);
      // Refused: nothing written, nothing held.
      expect(await db().order.count({ where: { email: "third@example.in" } })).toBe(0);
      expect(await stockOf(product.id)).toEqual({ numInStock: 20, numAllocated: 3 });
      // The guest cancels one from its tracking link: a slot for the e-mail address and the phone number again.
      expect((await call(trackCancel, "/api/v2/orders/track/cancel/", { method: "POST", body: { token: first.json.tracking_token } })).status).toBe(200);
      expect((await order("held@example.in", phone(20))).status).toBe(200);
      // A signed-in buyer with the same e-mail address is not a guest.
      const buyer = await signedIn();
      await db().user.update({ where: { id: buyer.user.id }, data: { email: "held@example.in" } });
      const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers: buyer.headers });
      expect((await post(buyer.headers, { basket: added.json.url, shipping_address: { ...home, phone_number: phone(20) } })).status).toBe(200);
    } finally {
      restore();
    }
  }, 90_000);

  it("hold under parallel checkouts: of 8 guests with one e-mail address at once, exactly N place an order", async () => {
    const N = 2;
    const restore = withEnv({ GUEST_OPEN_COD_ORDERS_MAX: String(N) });
    try {
      const product = await createProduct({ price: "1180.00", numInStock: 50 });
      const guests = [];
      for (let i = 0; i < 8; i++) guests.push(await guestWith(product.id));
      const results = await Promise.all(
        guests.map((g, i) => post(g.headers, { basket: g.basket, guest_email: "race@example.in", shipping_address: { ...home, phone_number: phone(100 + i) } })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(N);
      for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.json.non_field_errors?.[0]]).toEqual([406, expect.stringContaining("for this e-mail address")]);
      expect(await db().order.count({ where: { email: "race@example.in" } })).toBe(N);
      expect(await stockOf(product.id)).toEqual({ numInStock: 50, numAllocated: N });
      const key = createHash("sha256").update("email:race@example.in").digest("hex");
      expect(await db().guestOrderHold.findUnique({ where: { contactKey: key } })).toEqual({ contactKey: key, openOrders: N });
    } finally {
      restore();
    }
  }, 90_000);
});
