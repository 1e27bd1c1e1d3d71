// What the basket page shows about lines the sign-in merge dropped (spec/API.md §5.3,
// docs/decisions/0018): the page's data function hands the messages over once and clears them; the
// checkout page (same function, without `takeNotices`) leaves them for the basket page.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { randomKey } from "@/lib/auth/secrets.ts";
import { holdOpenBasket } from "@/lib/basket/holders.ts";
import { lineReference } from "@/lib/basket/line-reference.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "shop.test" }),
  cookies: async () => ({ get: () => undefined }),
}));

const { basketPageData } = await import("./basket-page.ts");
const { signIn } = await import("@/lib/auth/sign-in.ts");
const { callerFromHeaders } = await import("@/lib/auth/caller.ts");

useTestDatabase();

let rug: { id: number }, chair: { id: number }, lamp: { id: number };

beforeAll(async () => {
  rug = await createProduct({ title: "Jute Rug", price: "5999.00", numInStock: 20 });
  chair = await createProduct({ title: "Cane Chair", price: "8999.00", numInStock: 4, numAllocated: 4 }); // none left
  lamp = await createProduct({ title: "Brass Lamp", price: "2499.00", numInStock: 0 }); // none at all
});

async function addLine(basketId: number, productId: number, quantity: number) {
  const stock = await db().stockRecord.findUniqueOrThrow({ where: { productId } });
  await db().basketLine.create({ data: { basketId, productId, stockRecordId: stock.id, lineReference: lineReference(productId, []), quantity, priceInclTax: stock.price } });
}

/** A browser that brought rug, chair and lamp to the sign-in; the signed-in caller the basket page then sees. */
async function signedInAfterMerge(): Promise<Caller> {
  const user = await createUser();
  const anonymous: Caller = { user: null, via: "anonymous", sentCookies: true, ip: "203.0.113.40", basketCookie: randomKey(24) };
  const basket = await transaction(async (tx) => (await holdOpenBasket(tx, anonymous, false)).id);
  await addLine(basket, rug.id, 1);
  await addLine(basket, chair.id, 1);
  await addLine(basket, lamp.id, 2);
  const signedIn = await transaction((tx) => signIn(tx, user.id, { caller: anonymous, secure: false }));
  const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return callerFromHeaders(new Headers({ host: "shop.test", cookie }));
}

describe("the basket page after a sign-in merge", () => {
  it("shows the dropped lines' messages once, beside the lines that came over", async () => {
    const caller = await signedInAfterMerge();
    expect(caller.user).not.toBeNull();
    const first = await basketPageData(caller, { takeNotices: true });
    expect(first.notices).toEqual(["'Cane Chair' is no longer available", "'Brass Lamp' is no longer available"]);
    expect(first.display?.lines.map((l) => l.product.title)).toEqual(["Jute Rug"]);
    // The display basket's JSON shape is the API's: the messages are not in it.
    expect(JSON.stringify(first.display)).not.toContain("no longer available");

    const again = await basketPageData(caller, { takeNotices: true });
    expect(again.notices).toEqual([]);
    expect(again.display?.lines).toHaveLength(1);
  });

  it("the checkout page's data neither shows nor clears them", async () => {
    const caller = await signedInAfterMerge();
    expect((await basketPageData(caller)).notices).toEqual([]);
    expect((await basketPageData(caller, { takeNotices: true })).notices).toEqual(["'Cane Chair' is no longer available", "'Brass Lamp' is no longer available"]);
  });

  it("two basket page loads at once: one of them gets the messages", async () => {
    const caller = await signedInAfterMerge();
    const both = await Promise.all([basketPageData(caller, { takeNotices: true }), basketPageData(caller, { takeNotices: true })]);
    expect(both.map((d) => d.notices.length).sort()).toEqual([0, 2]);
  });
});
