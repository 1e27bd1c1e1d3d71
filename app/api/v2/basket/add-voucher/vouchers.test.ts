// Vouchers on the basket (spec/API.md §5.2): codes in any case, every rule and its compat message, one
// voucher per basket, removal; what an anonymous guesser is told and how many codes one may try; and
// claiming a use at checkout, which two concurrent checkouts cannot both do for a single-use voucher.
import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { claimVoucher } from "@/lib/vouchers/claim.ts";
import * as addProduct from "../add-product/route.ts";
import * as removeRoute from "../vouchers/[code]/route.ts";
import * as addVoucher from "./route.ts";

useTestDatabase();

let sofa: { id: number };
const day = 86_400_000;
let seq = 0;

async function voucher(over: Record<string, unknown> = {}) {
  seq += 1;
  return db().voucher.create({
    data: {
      name: `Voucher ${seq}`,
      code: `CODE${seq}`,
      kind: "percentage",
      value: "10.00",
      startDatetime: new Date(Date.now() - day),
      endDatetime: new Date(Date.now() + day),
      ...over,
    } as Parameters<ReturnType<typeof db>["voucher"]["create"]>[0]["data"],
  });
}

async function order(userId: number | null = null) {
  return db().order.create({
    data: { trackingTokenHash: randomBytes(16).toString("hex"), userId, email: "asha@example.in", totalInclTax: "0", totalExclTax: "0", shippingInclTax: "0", shippingExclTax: "0", shippingMethod: "Standard", shippingCode: "standard" },
  });
}

/** A signed-in shopper with `quantity` sofas (₹1,299.00 each) in the basket. */
async function shopper(quantity = 2) {
  const s = await signedIn();
  if (quantity) await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: s.headers, body: { url: sofa.id, quantity } });
  return s;
}

const apply = (headers: Record<string, string>, vouchercode: unknown) => call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", headers, body: { vouchercode } });

beforeAll(async () => {
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 50 });
});

describe("POST /api/v2/basket/add-voucher/", () => {
  it("applies a percentage voucher in any case and shares the discount over the lines", async () => {
    const v = await voucher({ name: "Ten off", code: "TENOFF" });
    const { headers } = await shopper(2);
    const r = await apply(headers, " tenOff ");
    expect([r.status, r.json]).toEqual([200, { name: "Ten off", code: "TENOFF", start_datetime: v.startDatetime.toISOString(), end_datetime: v.endDatetime.toISOString() }]);
    const b = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    // 3 × 1299.00 = 3897.00; 10 % = 389.70; 3507.30 = 2972.29 + 535.01
    expect(b.json).toMatchObject({
      total_incl_tax_excl_discounts: "3897.00",
      total_incl_tax: "3507.30",
      total_excl_tax: "2972.29",
      total_tax: "535.01",
      voucher_discounts: [{ name: "Ten off", description: "Voucher TENOFF", amount: "389.70", voucher: { code: "TENOFF", name: "Ten off" } }],
      offer_discounts: [],
    });
    expect((await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).numBasketAdditions).toBe(1);
  });

  it("caps a fixed voucher at the basket's value, and a new voucher replaces the old", async () => {
    await voucher({ code: "BIGFIXED", kind: "fixed", value: "5000.00" });
    await voucher({ code: "SMALLFIXED", kind: "fixed", value: "100.00" });
    const { headers } = await shopper(1);
    await apply(headers, "bigfixed");
    let b = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    expect(b.json).toMatchObject({ total_incl_tax: "0.00", total_excl_tax: "0.00", total_tax: "0.00", voucher_discounts: [expect.objectContaining({ amount: "2598.00" })] });
    await apply(headers, "SMALLFIXED");
    b = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    expect(b.json.voucher_discounts.map((d: { voucher: { code: string }; amount: string }) => [d.voucher.code, d.amount])).toEqual([["SMALLFIXED", "100.00"]]);
    expect(b.json.total_incl_tax).toBe("3797.00");
  });

  it("refuses with the compat messages", async () => {
    const user = await shopper(2);
    const other = await shopper(0);
    await voucher({ code: "OLDONE", endDatetime: new Date(Date.now() - 1000) });
    await voucher({ code: "LATER", startDatetime: new Date(Date.now() + day), endDatetime: new Date(Date.now() + 2 * day) });
    await voucher({ code: "USEDUP", usage: "single_use", numOrders: 1 });
    const once = await voucher({ code: "ONCEEACH", usage: "once_per_customer" });
    await voucher({ code: "MEMBERS", signedInOnly: true });
    await voucher({ code: "BIGSPEND", minBasketValue: "2598.01" });
    await voucher({ code: "JUSTENOUGH", minBasketValue: "2598.00" });
    const used = await order(user.user.id);
    await db().voucherApplication.create({ data: { voucherId: once.id, userId: user.user.id, orderId: used.id, customerKey: `${once.id}:${user.user.id}` } });

    const anonymousBody = async (code: string) => (await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: code } })).json;
    const cases: [Record<string, string>, unknown, number, unknown][] = [
      [user.headers, "NOSUCH", 406, { non_field_errors: ["Voucher code unknown"] }],
      [user.headers, "oldone", 406, { non_field_errors: ["The 'OLDONE' voucher has expired"] }],
      [user.headers, "later", 406, { non_field_errors: ["The 'LATER' voucher has expired"] }],
      [user.headers, "usedup", 406, { non_field_errors: ["This voucher has already been used"] }],
      [user.headers, "onceeach", 406, { non_field_errors: ["You have already used this voucher in a previous order"] }],
      [user.headers, "bigspend", 406, { reason: "Your basket does not qualify for a voucher discount" }],
      [other.headers, "MEMBERS", 406, { reason: "Your basket does not qualify for a voucher discount" }],
      [user.headers, "", 406, { vouchercode: ["This field may not be blank."] }],
      [user.headers, "justenough", 200, expect.objectContaining({ code: "JUSTENOUGH" })],
      [user.headers, "members", 200, expect.objectContaining({ code: "MEMBERS" })],
    ];
    for (const [headers, code, status, body] of cases) {
      const r = await apply(headers, code);
      expect([code, r.status, r.json]).toEqual([code, status, body]);
    }
    for (const [vouchercode, message] of [[[], "Not a valid string."], [["MEMBERS"], "Not a valid string."], [42, "Not a valid string."], [null, "This field may not be null."]] as const) {
      const r = await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", headers: user.headers, body: { vouchercode } });
      expect([vouchercode, r.status, r.json]).toEqual([vouchercode, 406, { vouchercode: [message] }]);
    }
    expect(await anonymousBody("members")).toEqual({ non_field_errors: ["This voucher is only available to signed in users"] });
    expect(await anonymousBody("onceeach")).toEqual({ non_field_errors: ["This voucher is only available to signed in users"] });
  });
});

describe("an anonymous guesser", () => {
  it("is told the same for an unknown, an expired, a not yet started and a used code; signed-in callers keep the compat messages", async () => {
    await voucher({ code: "GONEBY", endDatetime: new Date(Date.now() - 1000) });
    await voucher({ code: "NOTYET", startDatetime: new Date(Date.now() + day), endDatetime: new Date(Date.now() + 2 * day) });
    await voucher({ code: "SPENT", usage: "single_use", numOrders: 1 });
    await voucher({ code: "SPENTMEMBERS", usage: "single_use", numOrders: 1, signedInOnly: true });
    let cookie = "";
    const anonymous = async (code: string) => {
      const r = await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: code }, headers: cookie ? { cookie, origin: "http://shop.test" } : {}, ip: "198.51.100.40" });
      cookie ||= /(?:^|,\s*)(basket=[^;]+)/.exec(r.headers.get("set-cookie") ?? "")?.[1] ?? "";
      return [r.status, r.json];
    };
    const unknown = [406, { non_field_errors: ["Voucher code unknown"] }];
    for (const code of ["NOSUCHCODE", "goneby", "NOTYET", "spent", "SPENTMEMBERS"]) expect([code, ...(await anonymous(code))]).toEqual([code, ...unknown]);
    const { headers } = await shopper(1);
    expect((await apply(headers, "goneby")).json).toEqual({ non_field_errors: ["The 'GONEBY' voucher has expired"] });
    expect((await apply(headers, "spent")).json).toEqual({ non_field_errors: ["This voucher has already been used"] });
  });
});

describe("how many codes one may try", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetConfig();
  });

  it("per address (VOUCHER_MAX_PER_IP_HOUR), refused codes included: then 429 with Retry-After", async () => {
    const restore = setEnv({ VOUCHER_MAX_PER_IP_HOUR: "4" });
    resetConfig();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-05T10:00:05Z"));
    try {
      await voucher({ code: "REALONE" });
      // Each try without a cookie: a new basket every time, so only the address counts.
      const tries = [];
      for (const code of ["GUESS1", "GUESS2", "GUESS3", "REALONE", "REALONE"]) tries.push(await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: code }, ip: "198.51.100.41" }));
      expect(tries.map((r) => r.status)).toEqual([406, 406, 406, 406, 429]);
      expect(tries[4].json).toEqual({ detail: "Request was throttled. Expected available in 3595 seconds." });
      expect(tries[4].headers.get("retry-after")).toBe("3595");
      // Malformed bodies do not count; another address is not held back.
      expect((await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: "" }, ip: "198.51.100.42" })).status).toBe(406);
      expect((await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: "REALONE" }, ip: "198.51.100.42" })).status).toBe(406);
      vi.setSystemTime(new Date("2030-01-05T11:00:00Z"));
      expect((await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: "GUESS4" }, ip: "198.51.100.41" })).status).toBe(406);
    } finally {
      restore();
    }
  });

  it("per basket (VOUCHER_MAX_PER_BASKET_HOUR), from any address", async () => {
    const restore = setEnv({ VOUCHER_MAX_PER_BASKET_HOUR: "3" });
    resetConfig();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-05T10:00:05Z"));
    try {
      await voucher({ code: "BASKETREAL" });
      const { headers } = await shopper(1);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "POST", headers, body: { vouchercode: i === 3 ? "BASKETREAL" : `WRONG${i}` }, ip: `198.51.100.${50 + i}` })).status);
      expect(statuses).toEqual([406, 406, 406, 429]);
      // Another shopper's basket is not held back.
      expect((await apply((await shopper(1)).headers, "basketreal")).status).toBe(200);
    } finally {
      restore();
    }
  });
});

describe("removing a voucher", () => {
  it("DELETE /basket/vouchers/{code}/ and DELETE add-voucher take it off; a code not on the basket is 404", async () => {
    await voucher({ code: "TAKEOFF" });
    const { headers } = await shopper(2);
    await apply(headers, "TAKEOFF");
    const r = await call(removeRoute, "/api/v2/basket/vouchers/takeoff/", { method: "DELETE", headers, params: { code: "takeoff" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ total_incl_tax: "2598.00", voucher_discounts: [] });
    const again = await call(removeRoute, "/api/v2/basket/vouchers/TAKEOFF/", { method: "DELETE", headers, params: { code: "TAKEOFF" } });
    expect([again.status, again.json]).toEqual([404, { detail: "Not found." }]);
    await apply(headers, "takeoff");
    const viaBody = await call(addVoucher, "/api/v2/basket/add-voucher/", { method: "DELETE", headers, body: { vouchercode: "TakeOff" } });
    expect([viaBody.status, viaBody.json.voucher_discounts]).toEqual([200, []]);
  });
});

describe("claimVoucher (checkout)", () => {
  it("lets only one of two concurrent checkouts use a single-use voucher", async () => {
    const v = await voucher({ code: "ONLYONCE", usage: "single_use" });
    const orders = [await order(), await order()];
    const attempt = (orderId: number) =>
      transaction(async (tx) => {
        const problem = await claimVoucher(tx, { voucher: v, userId: null, orderId, discount: "100.00" });
        if (problem) throw new Error(problem.message);
        // Hold the transaction open so the other one runs into it.
        if (process.env.DATABASE_URL) await tx.$executeRaw`SELECT pg_sleep(0.2)`;
        return "claimed";
      }).catch((e: Error) => e.message);
    const results = process.env.DATABASE_URL ? await Promise.all(orders.map((o) => attempt(o.id))) : [await attempt(orders[0].id), await attempt(orders[1].id)];
    expect(results.sort()).toEqual(["This voucher has already been used", "claimed"]);
    const after = await db().voucher.findUniqueOrThrow({ where: { id: v.id } });
    expect([after.numOrders, after.totalDiscount.toFixed(2)]).toEqual([1, "100.00"]);
    expect(await db().voucherApplication.count({ where: { voucherId: v.id } })).toBe(1);
  });

  it("lets a customer use a once-per-customer voucher once, concurrently or not; guests not at all", async () => {
    const v = await voucher({ code: "ONCEPER", usage: "once_per_customer" });
    const { user } = await signedIn();
    const orders = [await order(user.id), await order(user.id)];
    const attempt = (orderId: number) =>
      transaction(async (tx) => {
        const problem = await claimVoucher(tx, { voucher: v, userId: user.id, orderId, discount: "50.00" });
        if (problem) throw new Error(problem.message);
        if (process.env.DATABASE_URL) await tx.$executeRaw`SELECT pg_sleep(0.2)`;
        return "claimed";
      }).catch((e: Error) => e.message);
    const results = process.env.DATABASE_URL ? await Promise.all(orders.map((o) => attempt(o.id))) : [await attempt(orders[0].id), await attempt(orders[1].id)];
    expect(results.sort()).toEqual(["You have already used this voucher in a previous order", "claimed"]);
    expect((await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).numOrders).toBe(1);
    const guest = await transaction((tx) => claimVoucher(tx, { voucher: v, userId: null, orderId: orders[1].id, discount: "1.00" }));
    expect(guest).toEqual({ kind: "message", message: "This voucher is only available to signed in users" });
  });
});
