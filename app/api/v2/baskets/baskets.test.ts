// Baskets by id, their lines and line attributes (spec/API.md §5.2, §11): only one's own Open/Saved
// basket, owner and totals never writable, Open ↔ Saved (at most SAVED_BASKETS_MAX Saved), quantities
// ≥ 0 and stock-checked, warnings; the list as an array or Envelope A (docs/decisions/0088).
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { db } from "@/lib/db.ts";
import { createOption, createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as addProduct from "../basket/add-product/route.ts";
import * as current from "../basket/route.ts";
import * as lineAttribute from "./[id]/lines/[line]/lineattributes/[aid]/route.ts";
import * as line from "./[id]/lines/[line]/route.ts";
import * as lines from "./[id]/lines/route.ts";
import * as detail from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();

let sofa: { id: number }, lamp: { id: number }, board: { id: number }, engraving: { id: number };

beforeAll(async () => {
  engraving = await createOption({ name: "Engraving" });
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 5 });
  lamp = await createProduct({ title: "Brass Lamp", price: "999.00", numInStock: 10 });
  board = await createProduct({ title: "Name Board", price: "1499.00", optionIds: [engraving.id] });
});

/** An anonymous browser with its basket cookie, made by its first addition. */
async function anonymousShopper() {
  const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: lamp.id, quantity: 1 } });
  const cookie = /basket=[^;]+/.exec(r.headers.get("set-cookie")!)![0];
  return { headers: { cookie, origin: "http://shop.test" }, basketId: r.json.id as number };
}

async function signedInShopper(quantity = 1) {
  const s = await signedIn();
  const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: s.headers, body: { url: sofa.id, quantity } });
  return { ...s, basketId: r.json.id as number };
}

const get = (id: number | string, headers: Record<string, string> = {}) => call(detail, `/api/v2/baskets/${id}/`, { headers, params: { id: String(id) } });
const NOT_PROVIDED = { detail: "Authentication credentials were not provided." };
const NO_PERMISSION = { detail: "You do not have permission to perform this action." };

describe("/api/v2/baskets/{id}/", () => {
  it("is reachable only by its holder; others get 403, gone or unknown baskets 404", async () => {
    const anon = await anonymousShopper();
    const other = await anonymousShopper();
    const user = await signedInShopper();
    const stranger = await signedIn();
    expect((await get(anon.basketId, anon.headers)).json).toMatchObject({ id: anon.basketId, owner: null, total_incl_tax: "999.00" });
    const cases: [number | string, Record<string, string>, number, unknown][] = [
      [anon.basketId, other.headers, 403, NOT_PROVIDED],
      [anon.basketId, {}, 403, NOT_PROVIDED],
      [anon.basketId, stranger.headers, 403, NO_PERMISSION],
      [user.basketId, anon.headers, 403, NOT_PROVIDED],
      [user.basketId, stranger.headers, 403, NO_PERMISSION],
      [999999, user.headers, 404, { detail: "Not found." }],
      ["abc", user.headers, 404, { detail: "Not found." }],
    ];
    for (const [id, headers, status, body] of cases) {
      const r = await get(id, headers);
      expect([id, r.status, r.json]).toEqual([id, status, body]);
    }
    for (const status of ["Merged", "Frozen", "Submitted"] as const) {
      const s = await signedInShopper();
      await db().basket.update({ where: { id: s.basketId }, data: { status, openKey: null } });
      expect((await get(s.basketId, s.headers)).status).toBe(404);
    }
  });

  it("changes only the status, Open ↔ Saved; owner and totals in the body are ignored", async () => {
    const user = await signedInShopper(2);
    const stranger = await signedIn();
    const patch = (body: unknown, method = "PATCH") => call(detail, `/api/v2/baskets/${user.basketId}/`, { method, headers: user.headers, params: { id: String(user.basketId) }, body });
    const saved = await patch({ status: "Saved", owner: `http://shop.test/api/v2/users/${stranger.user.id}/`, total_incl_tax: "1.00", id: 5 });
    expect(saved.json).toMatchObject({ id: user.basketId, status: "Saved", owner: `http://shop.test/api/v2/users/${user.user.id}/`, total_incl_tax: "2598.00" });
    for (const status of ["Frozen", "Submitted", "open"]) {
      const r = await patch({ status });
      expect([r.status, r.json]).toEqual([400, { status: [`"${status}" is not a valid choice.`] }]);
    }
    expect((await patch({}, "PUT")).json).toEqual({ status: ["This field is required."] });
    // A new Open basket is made on next need; opening the Saved one saves it.
    const fresh = await call(current, "/api/v2/basket/", { headers: user.headers });
    expect(fresh.json.id).not.toBe(user.basketId);
    expect((await patch({ status: "Open" }, "PUT")).json.status).toBe("Open");
    expect((await get(fresh.json.id, user.headers)).json.status).toBe("Saved");
    expect((await call(current, "/api/v2/basket/", { headers: user.headers })).json.id).toBe(user.basketId);
    const all = await call(list, "/api/v2/baskets/", { headers: user.headers });
    expect(all.json.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([[user.basketId, "Open"], [fresh.json.id, "Saved"]]);
  });

  it("lets an anonymous caller see only its current basket, and not save it", async () => {
    expect((await call(list, "/api/v2/baskets/")).json).toEqual([]);
    const anon = await anonymousShopper();
    expect((await call(list, "/api/v2/baskets/", { headers: anon.headers })).json.map((b: { id: number }) => b.id)).toEqual([anon.basketId]);
    const r = await call(detail, `/api/v2/baskets/${anon.basketId}/`, { method: "PATCH", headers: anon.headers, params: { id: String(anon.basketId) }, body: { status: "Saved" } });
    expect([r.status, r.json]).toEqual([400, { status: ['"Saved" is not a valid choice.'] }]);
  });

  it("keeps at most SAVED_BASKETS_MAX Saved baskets: saving one more is 400; opening a Saved one still works", async () => {
    const restore = setEnv({ SAVED_BASKETS_MAX: "2" });
    resetConfig();
    try {
      const user = await signedIn();
      const save = async () => {
        const open = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: user.headers, body: { url: lamp.id, quantity: 1 } });
        const r = await call(detail, `/api/v2/baskets/${open.json.id}/`, { method: "PATCH", headers: user.headers, params: { id: String(open.json.id) }, body: { status: "Saved" } });
        return { id: open.json.id as number, r };
      };
      const [first, second, third] = [await save(), await save(), await save()];
      expect([first.r.status, second.r.status]).toEqual([200, 200]);
      expect([third.r.status, third.r.json]).toEqual([400, { status: ["You can keep at most 2 saved baskets. Delete one to save this one."] }]);
      expect((await get(third.id, user.headers)).json.status).toBe("Open");
      // Opening a Saved basket saves the Open one: the count stays, so it is allowed.
      const swap = await call(detail, `/api/v2/baskets/${first.id}/`, { method: "PATCH", headers: user.headers, params: { id: String(first.id) }, body: { status: "Open" } });
      expect([swap.status, (await get(third.id, user.headers)).json.status]).toEqual([200, "Saved"]);
      expect(await db().basket.count({ where: { ownerId: user.user.id, status: "Saved" } })).toBe(2);
    } finally {
      restore();
      resetConfig();
    }
  });

  it("lists the baskets as an array, or as Envelope A when ?page or ?page_size is given", async () => {
    const user = await signedInShopper();
    const saved = user.basketId;
    await call(detail, `/api/v2/baskets/${saved}/`, { method: "PATCH", headers: user.headers, params: { id: String(saved) }, body: { status: "Saved" } });
    const open = (await call(current, "/api/v2/basket/", { headers: user.headers })).json.id as number;
    const plain = await call(list, "/api/v2/baskets/", { headers: user.headers });
    expect(plain.json.map((b: { id: number }) => b.id)).toEqual([saved, open]);
    expect(plain.headers.has("link")).toBe(false);
    const first = await call(list, "/api/v2/baskets/?page_size=1", { headers: user.headers });
    expect(first.json).toMatchObject({ count: 2, next: "http://shop.test/api/v2/baskets/?page_size=1&page=2", previous: null, results: [{ id: saved }] });
    const second = await call(list, "/api/v2/baskets/?page=2&page_size=1", { headers: user.headers });
    expect(second.json).toMatchObject({ count: 2, next: null, previous: "http://shop.test/api/v2/baskets/?page_size=1", results: [{ id: open }] });
    expect((await call(list, "/api/v2/baskets/?page=3&page_size=1", { headers: user.headers })).json).toEqual({ detail: "Invalid page." });
    expect((await call(list, "/api/v2/baskets/?page=1")).json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("deletes one's own basket (204)", async () => {
    const user = await signedInShopper();
    const r = await call(detail, `/api/v2/baskets/${user.basketId}/`, { method: "DELETE", headers: user.headers, params: { id: String(user.basketId) } });
    expect(r.status).toBe(204);
    expect(await db().basket.count({ where: { id: user.basketId } })).toBe(0);
  });
});

describe("lines", () => {
  it("lists, adds (201 with Location), changes and deletes lines, each change stock-checked", async () => {
    const user = await signedInShopper(1);
    const id = String(user.basketId);
    const listed = await call(lines, `/api/v2/baskets/${id}/lines/`, { headers: user.headers, params: { id } });
    const lineId = (await db().basketLine.findFirstOrThrow({ where: { basketId: user.basketId } })).id;
    const url = `http://shop.test/api/v2/baskets/${id}/lines/${lineId}/`;
    expect(listed.json).toEqual([
      {
        url,
        product: `http://shop.test/api/v2/products/${sofa.id}/`,
        quantity: 1,
        attributes: [],
        price_currency: "INR",
        price_excl_tax: "1100.85",
        price_incl_tax: "1299.00",
        price_incl_tax_excl_discounts: "1299.00",
        price_excl_tax_excl_discounts: "1100.85",
        is_tax_known: true,
        warning: null,
        basket: `http://shop.test/api/v2/baskets/${id}/`,
        stockrecord: expect.stringMatching(new RegExp(`^http://shop.test/api/v2/products/${sofa.id}/stockrecords/\\d+/$`)),
        date_created: expect.stringMatching(/Z$/),
        date_updated: expect.stringMatching(/Z$/),
      },
    ]);
    const added = await call(lines, `/api/v2/baskets/${id}/lines/`, { method: "POST", headers: user.headers, params: { id }, body: { product: lamp.id, quantity: 2 } });
    expect(added.status).toBe(201);
    expect(added.headers.get("location")).toBe(added.json.url);
    expect(added.json).toMatchObject({ quantity: 2, price_incl_tax: "1998.00" });

    const p = { id, line: String(lineId) };
    const change = (body: unknown, method = "PATCH") => call(line, `/api/v2/baskets/${id}/lines/${lineId}/`, { method, headers: user.headers, params: p, body });
    expect((await change({ quantity: 3 })).json).toMatchObject({ url, quantity: 3, price_incl_tax: "3897.00" });
    expect((await change({ quantity: 6 })).json).toEqual({ reason: "a maximum of 5 can be bought" });
    expect((await change({ quantity: -1 })).json).toEqual({ reason: { quantity: ["Ensure this value is greater than or equal to 0."] } });
    expect((await change({ quantity: 4 }, "PUT")).json).toEqual({ reason: { product: ["This field is required."], basket: ["This field is required."], stockrecord: ["This field is required."] } });
    expect((await change({ quantity: 4, product: 1, basket: 1, stockrecord: 1 }, "PUT")).json).toMatchObject({ quantity: 4, product: `http://shop.test/api/v2/products/${sofa.id}/` });
    expect((await call(line, url, { headers: user.headers, params: p })).json.quantity).toBe(4);
    // Someone else's line is not found.
    const stranger = await signedIn();
    expect((await call(line, url, { headers: stranger.headers, params: p })).status).toBe(404);
    expect((await call(line, url, { method: "PATCH", headers: stranger.headers, params: p, body: { quantity: 1 } })).status).toBe(404);
    const zero = await change({ quantity: 0 });
    expect(zero.status).toBe(204);
    expect(await db().basketLine.count({ where: { id: lineId } })).toBe(0);
    const lampLine = added.json.url.split("/").at(-2);
    const del = await call(line, added.json.url, { method: "DELETE", headers: user.headers, params: { id, line: lampLine } });
    expect(del.status).toBe(204);
    expect((await call(line, added.json.url, { headers: user.headers, params: { id, line: lampLine } })).status).toBe(404);
  });

  it("warns when a line's price changed or its product can no longer be bought", async () => {
    const chair = await createProduct({ title: "Cane Chair", price: "1200.00", numInStock: 3 });
    const s = await signedIn();
    const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: s.headers, body: { url: chair.id, quantity: 1 } });
    const id = String(r.json.id);
    const warning = async () => (await call(lines, `/api/v2/baskets/${id}/lines/`, { headers: s.headers, params: { id } })).json[0].warning;
    await db().stockRecord.update({ where: { productId: chair.id }, data: { price: "1350.00" } });
    expect(await warning()).toBe("The price of 'Cane Chair' has increased from ₹1,200 to ₹1,350 since you added it to your basket");
    await db().stockRecord.update({ where: { productId: chair.id }, data: { price: "999.50" } });
    expect(await warning()).toBe("The price of 'Cane Chair' has decreased from ₹1,200 to ₹999.50 since you added it to your basket");
    await db().stockRecord.update({ where: { productId: chair.id }, data: { numAllocated: 3 } });
    expect(await warning()).toBe("'Cane Chair' is no longer available");
  });
});

describe("line attributes", () => {
  it("shows and changes an option value of one's own line; a change that would duplicate a line is refused", async () => {
    const s = await signedIn();
    const add = (value: string) => call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers: s.headers, body: { url: board.id, quantity: 1, options: [{ option: engraving.id, value }] } });
    const basketId = String((await add("Asha")).json.id);
    await add("Ravi");
    const [first] = await db().basketLine.findMany({ where: { basketId: Number(basketId) }, orderBy: { id: "asc" }, include: { attributes: true } });
    const aid = String(first.attributes[0].id);
    const params = { id: basketId, line: String(first.id), aid };
    const url = `http://shop.test/api/v2/baskets/${basketId}/lines/${first.id}/lineattributes/${aid}/`;
    const shown = await call(lineAttribute, url, { headers: s.headers, params });
    expect(shown.json).toEqual({ url, line: `http://shop.test/api/v2/baskets/${basketId}/lines/${first.id}/`, option: `http://shop.test/api/v2/options/${engraving.id}/`, value: "Asha" });
    const changed = await call(lineAttribute, url, { method: "PATCH", headers: s.headers, params, body: { value: "Meera", option: 999 } });
    expect(changed.json).toEqual({ ...shown.json, value: "Meera" });
    const clash = await call(lineAttribute, url, { method: "PATCH", headers: s.headers, params, body: { value: "Ravi" } });
    expect([clash.status, clash.json]).toEqual([406, { reason: { value: ["This basket already has a line with these options."] } }]);
    // Adding "Meera" again adds to the changed line.
    await add("Meera");
    expect((await db().basketLine.findUniqueOrThrow({ where: { id: first.id } })).quantity).toBe(2);
    const stranger = await signedIn();
    expect((await call(lineAttribute, url, { headers: stranger.headers, params })).status).toBe(404);
  });
});
