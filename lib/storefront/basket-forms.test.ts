// The basket without JavaScript: the product page's "Add to basket" and the basket page's "Update" and
// "Remove" post forms to /basket/add/ and /basket/lines/, which change the basket through the API's own
// services and go on to the basket page with one sentence saying what happened; so do the voucher's
// "Apply" and "Remove" (/basket/voucher/), in the enhanced voucher form's words.
import { beforeAll, describe, expect, it } from "vitest";
import { getCaller } from "@/lib/auth/caller.ts";
import { basketItemCount } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { createOption, createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as add from "@/app/[locale]/(account)/basket/add/route.ts";
import * as lines from "@/app/[locale]/(account)/basket/lines/route.ts";
import * as voucherRoute from "@/app/[locale]/(account)/basket/voucher/route.ts";
import { BASKET_NOTICE_COOKIE, readBasketNotice } from "./basket-forms.ts";

useTestDatabase();

let sofa: { id: number }, board: { id: number }, engraving: { id: number };

beforeAll(async () => {
  engraving = await createOption({ name: "Engraving" });
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 5, numAllocated: 2 }); // 3 can be bought
  board = await createProduct({ title: "Name Board", price: "1499.00", optionIds: [engraving.id] });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test" };

/** A browser without JavaScript: keeps the basket cookie, reads the notice the basket page would show. */
function browser() {
  let basket = "";
  return {
    async post(route: { POST: typeof add.POST }, path: string, fields: Record<string, string>, headers: Record<string, string> = {}, params: Record<string, string> = {}) {
      const r = await call(route, path, { method: "POST", body: form(fields), headers: { ...FORM, ...(basket ? { cookie: basket } : {}), ...headers }, params });
      const set = r.headers.get("set-cookie") ?? "";
      const b = /(?:^|,\s*)basket=([^;]+)/.exec(set);
      if (b) basket = `basket=${b[1]}`;
      const n = new RegExp(`(?:^|,\\s*)${BASKET_NOTICE_COOKIE}=([^;]+)`).exec(set);
      const noticePath = new RegExp(`(?:^|,\\s*)${BASKET_NOTICE_COOKIE}=[^,]*?Path=([^;,]+)`, "i").exec(set)?.[1] ?? null;
      return { status: r.status, location: r.headers.get("location"), notice: n ? readBasketNotice(decodeURIComponent(n[1])) : null, noticePath, json: r.json };
    },
    async count() {
      return basketItemCount(await getCaller(new Request("http://shop.test/", { headers: { host: "shop.test", cookie: basket } })));
    },
  };
}

describe("POST /basket/add/ (the buy box without JavaScript)", () => {
  it("adds the product and quantity with the options, and goes on to the basket page saying so", async () => {
    const b = browser();
    const r = await b.post(add, "/basket/add/", { product: String(board.id), quantity: "2", [`option:${engraving.id}`]: "Asha" });
    expect(r).toMatchObject({ status: 303, location: "http://shop.test/basket/", notice: { kind: "status", text: "Name Board added to your basket. It now holds 2 items." } });
    expect(await b.count()).toBe(2);
    const line = await db().basketLine.findFirstOrThrow({ where: { productId: board.id }, include: { attributes: true } });
    expect(line.attributes.map((a) => [a.optionId, a.value])).toEqual([[engraving.id, "Asha"]]);
  });

  it("says what the shop refused, as the enhanced buy box does, and adds nothing", async () => {
    const b = browser();
    expect((await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "4" })).notice).toEqual({ kind: "alert", text: "A maximum of 3 can be bought" });
    expect((await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "0" })).notice).toEqual({ kind: "alert", text: "Enter a quantity from 1 to 10000." });
    expect((await b.post(add, "/basket/add/", { quantity: "1" })).notice).toEqual({ kind: "alert", text: "Choose a variant first." });
    expect(await b.count()).toBe(0);
  });

  it("refuses a form another site posts (403 in the documented shape)", async () => {
    const b = browser();
    await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "1" });
    const r = await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "1" }, { origin: "https://evil.example" });
    expect([r.status, r.json]).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }]);
    expect(await b.count()).toBe(1);
  });

  it("reads no more of a form than a buy box sends: 413 in the documented shape, nothing added", async () => {
    const b = browser();
    const r = await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "1", note: "x".repeat(70 * 1024) });
    expect([r.status, r.json]).toEqual([413, { detail: "Request body too large." }]);
    expect(await b.count()).toBe(0);
  });
});

describe("the forms of a Hindi page (/hi/basket/…)", () => {
  it("goes on to the Hindi basket page, saying what happened in Hindi", async () => {
    const b = browser();
    const r = await b.post(add, "/hi/basket/add/", { product: String(sofa.id), quantity: "2" }, {}, { locale: "hi" });
    expect(r).toMatchObject({ status: 303, location: "http://shop.test/hi/basket/", noticePath: "/hi/basket/", notice: { kind: "status", text: "Teak Sofa आपकी टोकरी में डाल दिया गया। अब इसमें 2 सामान हैं।" } });
    expect((await b.post(add, "/hi/basket/add/", { quantity: "1" }, {}, { locale: "hi" })).notice).toEqual({ kind: "alert", text: "पहले कोई विकल्प चुनें।" });
    expect((await b.post(add, "/hi/basket/add/", { product: String(sofa.id), quantity: "0" }, {}, { locale: "hi" })).notice).toEqual({ kind: "alert", text: "1 से 10000 तक की संख्या लिखें।" });
  });

  it("keeps English pages' forms on the English basket page, the notice's cookie with it", async () => {
    const r = await browser().post(add, "/basket/add/", { product: String(sofa.id), quantity: "1" }, {}, { locale: "en" });
    expect(r).toMatchObject({ status: 303, location: "http://shop.test/basket/", noticePath: "/basket/" });
  });

  it("takes the language only from the shop's list: any other segment is English, on the request's own origin", async () => {
    for (const locale of ["evil.example", "//evil.example", "hi/../../x", ""]) {
      const r = await browser().post(add, "/x/basket/add/", { product: String(sofa.id), quantity: "1" }, {}, { locale });
      expect(r.location).toBe("http://shop.test/basket/");
    }
  });

  it("says a line's change in Hindi", async () => {
    const b = browser();
    await b.post(add, "/hi/basket/add/", { product: String(sofa.id), quantity: "1" }, {}, { locale: "hi" });
    const line = await db().basketLine.findFirstOrThrow({ where: { productId: sofa.id }, orderBy: { id: "desc" } });
    const fields = { basket: String(line.basketId), line: String(line.id) };
    expect(await b.post(lines, "/hi/basket/lines/", { ...fields, quantity: "2" }, {}, { locale: "hi" })).toMatchObject({ location: "http://shop.test/hi/basket/", notice: { kind: "status", text: "Teak Sofa की मात्रा 2 की गई।" } });
    expect((await b.post(lines, "/hi/basket/lines/", { ...fields, remove: "1" }, {}, { locale: "hi" })).notice).toEqual({ kind: "status", text: "Teak Sofa आपकी टोकरी से हटाया गया।" });
    expect((await b.post(lines, "/hi/basket/lines/", { ...fields, quantity: "1" }, {}, { locale: "hi" })).notice).toEqual({ kind: "alert", text: "यह सामान अब आपकी टोकरी में नहीं है।" });
  });
});

describe("POST /basket/lines/ (a basket line without JavaScript)", () => {
  it("changes the quantity, refuses more than the stock, and removes the line", async () => {
    const b = browser();
    await b.post(add, "/basket/add/", { product: String(sofa.id), quantity: "1" });
    const line = await db().basketLine.findFirstOrThrow({ where: { productId: sofa.id }, orderBy: { id: "desc" } });
    const fields = { basket: String(line.basketId), line: String(line.id) };
    expect(await b.post(lines, "/basket/lines/", { ...fields, quantity: "3" })).toMatchObject({ status: 303, location: "http://shop.test/basket/", notice: { kind: "status", text: "Quantity of Teak Sofa changed to 3." } });
    expect(await b.count()).toBe(3);
    expect((await b.post(lines, "/basket/lines/", { ...fields, quantity: "4" })).notice).toEqual({ kind: "alert", text: "A maximum of 3 can be bought" });
    expect(await b.count()).toBe(3);
    expect((await b.post(lines, "/basket/lines/", { ...fields, quantity: "3", remove: "1" })).notice).toEqual({ kind: "status", text: "Teak Sofa removed from your basket." });
    expect(await b.count()).toBe(0);
    expect((await b.post(lines, "/basket/lines/", { ...fields, quantity: "1" })).notice).toEqual({ kind: "alert", text: "That line is no longer in your basket." });
  });

  it("changes no one else's basket", async () => {
    const owner = browser();
    await owner.post(add, "/basket/add/", { product: String(sofa.id), quantity: "1" });
    const line = await db().basketLine.findFirstOrThrow({ where: { productId: sofa.id }, orderBy: { id: "desc" } });
    const other = browser();
    await other.post(add, "/basket/add/", { product: String(board.id), quantity: "1" });
    expect((await other.post(lines, "/basket/lines/", { basket: String(line.basketId), line: String(line.id), remove: "1" })).notice).toEqual({ kind: "alert", text: "That line is no longer in your basket." });
    expect(await owner.count()).toBe(1);
  });
});

describe("POST /basket/voucher/ (the basket's voucher forms without JavaScript)", () => {
  const day = 86_400_000;
  const voucher = (code: string, kind: "percentage" | "fixed", value: string) =>
    db().voucher.create({ data: { name: code, code, kind, value, startDatetime: new Date(Date.now() - day), endDatetime: new Date(Date.now() + day) } });
  /** The code on the basket that holds `productId` last (this browser's). */
  const codeOn = async (productId: number) =>
    (await db().basket.findFirstOrThrow({ where: { lines: { some: { productId } } }, orderBy: { id: "desc" }, select: { voucher: { select: { code: true } } } })).voucher?.code ?? null;

  beforeAll(async () => {
    await voucher("TENOFF", "percentage", "10.00");
    await voucher("FLAT100", "fixed", "100.00");
  });

  it("applies a code in any case and removes it, saying so in the enhanced form's words", async () => {
    const b = browser();
    const chair = await createProduct({ title: "Cane Chair", price: "2000.00", numInStock: 5 });
    await b.post(add, "/basket/add/", { product: String(chair.id), quantity: "1" });
    expect(await b.post(voucherRoute, "/basket/voucher/", { vouchercode: " tenoff " })).toMatchObject({ status: 303, location: "http://shop.test/basket/", notice: { kind: "status", text: "Voucher TENOFF applied." } });
    expect(await codeOn(chair.id)).toBe("TENOFF");
    // The same code again changes nothing and counts one addition.
    await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF" });
    expect((await db().voucher.findUniqueOrThrow({ where: { code: "TENOFF" } })).numBasketAdditions).toBe(1);
    expect(await b.post(voucherRoute, "/basket/voucher/", { remove: "TENOFF" })).toMatchObject({ status: 303, location: "http://shop.test/basket/", notice: { kind: "status", text: "Voucher TENOFF removed." } });
    expect(await codeOn(chair.id)).toBeNull();
    expect((await b.post(voucherRoute, "/basket/voucher/", { remove: "TENOFF" })).notice).toEqual({ kind: "alert", text: "Not found." });
  });

  it("tells which voucher a new one replaced and what each takes off", async () => {
    const b = browser();
    const table = await createProduct({ title: "Dining Table", price: "3000.00", numInStock: 5 });
    await b.post(add, "/basket/add/", { product: String(table.id), quantity: "1" });
    await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF" });
    expect((await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "flat100" })).notice).toEqual({
      kind: "status",
      text: "Voucher FLAT100 (₹100 off) replaced TENOFF (₹300 off): an order takes one voucher. TENOFF took off ₹200 more.",
    });
    expect(await codeOn(table.id)).toBe("FLAT100");
  });

  it("says the shop's refusal and keeps the voucher applied", async () => {
    const b = browser();
    const lamp = await createProduct({ title: "Brass Lamp", price: "900.00", numInStock: 5 });
    await b.post(add, "/basket/add/", { product: String(lamp.id), quantity: "1" });
    await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF" });
    expect((await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "NOSUCHCODE" })).notice).toEqual({ kind: "alert", text: "Voucher code unknown" });
    expect((await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "   " })).notice).toEqual({ kind: "alert", text: "Enter a voucher code." });
    expect((await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "X".repeat(300) })).notice).toEqual({ kind: "alert", text: "Ensure this field has no more than 128 characters." });
    expect(await codeOn(lamp.id)).toBe("TENOFF");
  });

  it("refuses another site's form (403), a body over 64 KiB (413) and takes a wrong content type as an empty form", async () => {
    const b = browser();
    const stool = await createProduct({ title: "Bar Stool", price: "700.00", numInStock: 5 });
    await b.post(add, "/basket/add/", { product: String(stool.id), quantity: "1" });
    const evil = await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF" }, { origin: "https://evil.example" });
    expect([evil.status, evil.json]).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }]);
    const big = await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF", pad: "x".repeat(70 * 1024) });
    expect([big.status, big.json]).toEqual([413, { detail: "Request body too large." }]);
    const json = await b.post(voucherRoute, "/basket/voucher/", { vouchercode: "TENOFF" }, { "content-type": "application/json" });
    expect(json).toMatchObject({ status: 303, notice: { kind: "alert", text: "Enter a voucher code." } });
    expect(await codeOn(stool.id)).toBeNull();
  });
});
