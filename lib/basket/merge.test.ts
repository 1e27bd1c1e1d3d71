import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import type { HeaderSessionRef } from "@/lib/auth/header-sessions.ts";
import { randomKey } from "@/lib/auth/secrets.ts";
import { db, transaction } from "@/lib/db.ts";
import { createOption, createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { anonymousKeys, holdOpenBasket, userBasketKey } from "./holders.ts";
import { lineReference } from "./line-reference.ts";
import { mergeAnonymousBasket } from "./merge.ts";

useTestDatabase();

const anonymous = (over: Partial<Caller> = {}): Caller => ({ user: null, via: "anonymous", sentCookies: true, ip: "203.0.113.7", basketCookie: randomKey(24), ...over });
const signedIn = (user: { id: number }): Caller => ({ user: { id: user.id } as Caller["user"], via: "token", sentCookies: false, ip: "203.0.113.7" });

async function basketOf(caller: Caller): Promise<number> {
  return transaction(async (tx) => (await holdOpenBasket(tx, caller, false)).id);
}

async function addLine(basketId: number, product: { id: number }, quantity: number, options: { optionId: number; value: string }[] = []) {
  const stock = await db().stockRecord.findUniqueOrThrow({ where: { productId: product.id } });
  return db().basketLine.create({
    data: {
      basketId,
      productId: product.id,
      stockRecordId: stock.id,
      lineReference: lineReference(product.id, options),
      quantity,
      priceInclTax: stock.price,
      attributes: { create: options.map((o) => ({ optionId: o.optionId, value: o.value })) },
    },
  });
}

const linesOf = (basketId: number) =>
  db().basketLine.findMany({ where: { basketId }, orderBy: { id: "asc" }, select: { productId: true, quantity: true, notice: true, lineReference: true } });

let voucherSeq = 0;
async function createVoucher() {
  voucherSeq += 1;
  return db().voucher.create({
    data: { name: `Voucher ${voucherSeq}`, code: `MERGE${voucherSeq}`, kind: "percentage", value: "10.00", startDatetime: new Date("2026-01-01"), endDatetime: new Date("2030-01-01") },
  });
}

let sofa: { id: number }, lamp: { id: number }, rug: { id: number }, gone: { id: number }, engraved: { id: number };
let engraving: { id: number };

beforeAll(async () => {
  engraving = await createOption({ name: "Engraving" });
  sofa = await createProduct({ title: "Teak Sofa", price: "45000.00", numInStock: 5, numAllocated: 2 }); // 3 can be bought
  lamp = await createProduct({ title: "Brass Lamp", price: "2999.00", numInStock: null }); // stock not tracked
  rug = await createProduct({ title: "Jute Rug", price: "5999.00", numInStock: 20 });
  gone = await createProduct({ title: "Cane Chair", price: "8999.00", numInStock: 4, numAllocated: 4 });
  engraved = await createProduct({ title: "Name Board", price: "1499.00", numInStock: 50, optionIds: [engraving.id] });
});

describe("mergeAnonymousBasket", () => {
  it("adds quantities of the same product and options, capped at what can be bought, and says so on the line", async () => {
    const user = await createUser();
    const before = anonymous();
    const own = await basketOf(signedIn(user));
    await addLine(own, sofa, 2);
    await addLine(own, engraved, 1, [{ optionId: engraving.id, value: "Asha" }]);
    const anon = await basketOf(before);
    await addLine(anon, sofa, 2);
    await addLine(anon, engraved, 2, [{ optionId: engraving.id, value: "Asha" }]);
    await addLine(anon, engraved, 1, [{ optionId: engraving.id, value: "Ravi" }]);

    const result = await transaction((tx) => mergeAnonymousBasket(tx, before, user.id));

    expect(result.basketId).toBe(own);
    expect(result.messages).toEqual(["Quantity of 'Teak Sofa' reduced to 3 (only 3 available)"]);
    const lines = await linesOf(own);
    expect(lines.map((l) => [l.productId, l.quantity, l.notice])).toEqual([
      [sofa.id, 3, "Quantity of 'Teak Sofa' reduced to 3 (only 3 available)"],
      [engraved.id, 3, null],
      [engraved.id, 1, null],
    ]);
    expect(new Set(lines.map((l) => l.lineReference)).size).toBe(3);
  });

  it("drops lines that can no longer be bought, moves the others, and creates the user's basket when missing", async () => {
    const user = await createUser();
    const before = anonymous();
    const anon = await basketOf(before);
    await addLine(anon, gone, 1);
    await addLine(anon, lamp, 4);
    await addLine(anon, rug, 25); // more than the 20 in stock: cut as it moves

    const result = await transaction((tx) => mergeAnonymousBasket(tx, before, user.id));

    expect(result.messages).toEqual(["'Cane Chair' is no longer available", "Quantity of 'Jute Rug' reduced to 20 (only 20 available)"]);
    const target = await db().basket.findUniqueOrThrow({ where: { openKey: userBasketKey(user.id) } });
    expect(result.basketId).toBe(target.id);
    expect(target.ownerId).toBe(user.id);
    expect((await linesOf(target.id)).map((l) => [l.productId, l.quantity])).toEqual([
      [lamp.id, 4],
      [rug.id, 20],
    ]);
  });

  it("makes the anonymous basket Merged, frees its key and keeps it for the cleanup", async () => {
    const user = await createUser();
    const before = anonymous();
    const anon = await basketOf(before);
    await addLine(anon, lamp, 1);
    const [key] = anonymousKeys(before);

    const result = await transaction((tx) => mergeAnonymousBasket(tx, before, user.id));

    expect(result.mergedBasketIds).toEqual([anon]);
    const merged = await db().basket.findUniqueOrThrow({ where: { id: anon } });
    expect([merged.status, merged.openKey, merged.anonymousKey, merged.ownerId]).toEqual(["Merged", null, key, null]);
    expect(merged.dateMerged).toBeInstanceOf(Date);
    expect(await linesOf(anon)).toEqual([]);
    // The same cookie later holds a new, empty anonymous basket.
    expect(await basketOf(before)).not.toBe(anon);
  });

  it("takes the anonymous basket's voucher only when the user's basket has none", async () => {
    const [mine, theirs, another] = [await createVoucher(), await createVoucher(), await createVoucher()];
    const user = await createUser();
    const own = await basketOf(signedIn(user));
    await db().basket.update({ where: { id: own }, data: { voucherId: mine.id } });
    const before = anonymous();
    await db().basket.update({ where: { id: await basketOf(before) }, data: { voucherId: theirs.id } });
    await transaction((tx) => mergeAnonymousBasket(tx, before, user.id));
    expect((await db().basket.findUniqueOrThrow({ where: { id: own } })).voucherId).toBe(mine.id);

    const fresh = await createUser();
    const other = anonymous();
    await db().basket.update({ where: { id: await basketOf(other) }, data: { voucherId: another.id } });
    const result = await transaction((tx) => mergeAnonymousBasket(tx, other, fresh.id));
    expect((await db().basket.findUniqueOrThrow({ where: { id: result.basketId! } })).voucherId).toBe(another.id);
  });

  it("merges the basket of an app's ANON Session-Id header", async () => {
    const user = await createUser();
    const header: HeaderSessionRef = { type: "ANON", realm: "shop.test", id: randomKey(24), keyHash: randomKey(32) };
    const app = anonymous({ basketCookie: undefined, sentCookies: false, headerSession: header });
    const anon = await basketOf(app);
    expect(header).toHaveProperty("rowId"); // created on first use
    await addLine(anon, rug, 2);
    const result = await transaction((tx) => mergeAnonymousBasket(tx, app, user.id));
    expect(result.mergedBasketIds).toEqual([anon]);
    expect((await linesOf(result.basketId!)).map((l) => [l.productId, l.quantity])).toEqual([[rug.id, 2]]);
  });

  it("does nothing, and creates no basket, when the caller brought none or an empty one", async () => {
    const user = await createUser();
    expect(await transaction((tx) => mergeAnonymousBasket(tx, anonymous(), user.id))).toEqual({ basketId: null, mergedBasketIds: [], messages: [] });
    const before = anonymous();
    const empty = await basketOf(before);
    const result = await transaction((tx) => mergeAnonymousBasket(tx, before, user.id));
    expect(result).toEqual({ basketId: null, mergedBasketIds: [empty], messages: [] });
    expect(await db().basket.findUnique({ where: { openKey: userBasketKey(user.id) } })).toBeNull();
  });

  it("never takes a basket that has an owner", async () => {
    const owner = await createUser();
    const user = await createUser();
    const theirs = await basketOf(signedIn(owner));
    await addLine(theirs, rug, 1);
    // Even a caller who somehow presents the owner's key as an anonymous one gets nothing.
    const forged = anonymous();
    await db().basket.update({ where: { id: theirs }, data: { openKey: anonymousKeys(forged)[0] } });
    const result = await transaction((tx) => mergeAnonymousBasket(tx, forged, user.id));
    expect(result.mergedBasketIds).toEqual([]);
    expect((await linesOf(theirs)).length).toBe(1);
  });
});
