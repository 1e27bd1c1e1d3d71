// Every successful sign-in merges the basket the caller brought (spec/API.md §5.3): through the API's
// password login, the OTP login, an app's ANON Session-Id, and next-auth's browser sign-in.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { authOptions } from "@/lib/auth/next-auth.ts";
import { randomKey } from "@/lib/auth/secrets.ts";
import { holdOpenBasket, userBasketKey } from "@/lib/basket/holders.ts";
import { lineReference } from "@/lib/basket/line-reference.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import * as login from "@/app/api/v2/login/route.ts";
import * as sendOtp from "@/app/api/v2/auth/send-otp/route.ts";
import * as loginWithOtp from "@/app/api/v2/auth/login-with-otp/route.ts";
import { signIn } from "./sign-in.ts";

useTestDatabase();

const PASSWORD = "rosewood-console-31";
let sofa: { id: number }, rug: { id: number }, chair: { id: number };

beforeAll(async () => {
  sofa = await createProduct({ title: "Teak Sofa", price: "45000.00", numInStock: 5, numAllocated: 2 }); // 3 can be bought
  rug = await createProduct({ title: "Jute Rug", price: "5999.00", numInStock: 20 });
  chair = await createProduct({ title: "Cane Chair", price: "8999.00", numInStock: 4, numAllocated: 4 }); // none left
});

async function addLine(basketId: number, productId: number, quantity: number) {
  const stock = await db().stockRecord.findUniqueOrThrow({ where: { productId } });
  await db().basketLine.create({ data: { basketId, productId, stockRecordId: stock.id, lineReference: lineReference(productId, []), quantity, priceInclTax: stock.price } });
}

/** An anonymous browser with a basket (sofa ×2, rug ×1, chair ×1), and a user whose basket holds a sofa. */
async function shopperWithBaskets() {
  const user = await createUser({ password: PASSWORD });
  const cookie = randomKey(24);
  const anonymous: Caller = { user: null, via: "anonymous", sentCookies: true, ip: "203.0.113.9", basketCookie: cookie };
  const anonymousBasket = await transaction(async (tx) => (await holdOpenBasket(tx, anonymous, false)).id);
  await addLine(anonymousBasket, sofa.id, 2);
  await addLine(anonymousBasket, rug.id, 1);
  await addLine(anonymousBasket, chair.id, 1);
  const own = await transaction(async (tx) => (await holdOpenBasket(tx, { ...anonymous, user: { id: user.id } as Caller["user"], basketCookie: undefined }, false)).id);
  await addLine(own, sofa.id, 2);
  return { user, cookie, anonymous, anonymousBasket, own };
}

async function expectMerged(userId: number, anonymousBasket: number) {
  const basket = await db().basket.findUniqueOrThrow({ where: { openKey: userBasketKey(userId) } });
  const lines = await db().basketLine.findMany({ where: { basketId: basket.id }, orderBy: { productId: "asc" }, select: { productId: true, quantity: true, notice: true } });
  expect(lines).toEqual([
    { productId: sofa.id, quantity: 3, notice: "Quantity of 'Teak Sofa' reduced to 3 (only 3 available)" }, // 2 + 2, capped at 3
    { productId: rug.id, quantity: 1, notice: null },
  ]);
  expect(await db().basket.findUniqueOrThrow({ where: { id: anonymousBasket } })).toMatchObject({ status: "Merged", openKey: null });
  // The dropped line has no line to carry a notice: its message waits on the basket for /basket/.
  expect(basket.droppedNotices).toEqual(["'Cane Chair' is no longer available"]);
}

describe("the sign-in merge", () => {
  it("POST /api/v2/login/: quantities summed and capped by stock, lines that cannot be bought dropped; the basket cookie is cleared", async () => {
    const { user, cookie, anonymousBasket } = await shopperWithBaskets();
    const r = await call(login, "/api/v2/login/", { method: "POST", body: { username: user.email, password: PASSWORD }, headers: { Cookie: `basket=${cookie}`, Origin: "http://shop.test" } });
    expect(r.status).toBe(200);
    await expectMerged(user.id, anonymousBasket);
    expect(r.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^basket=; Path=\/; Max-Age=0;/));
  });

  it("signIn() says what the merge dropped or cut", async () => {
    const { user, anonymous } = await shopperWithBaskets();
    const result = await transaction((tx) => signIn(tx, user.id, { caller: anonymous, secure: false }));
    expect(result.basketMessages).toEqual(["Quantity of 'Teak Sofa' reduced to 3 (only 3 available)", "'Cane Chair' is no longer available"]);
  });

  it("POST /api/v2/auth/login-with-otp/ merges too", async () => {
    const { user, cookie, anonymousBasket } = await shopperWithBaskets();
    await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", body: { email: user.email }, ip: "198.51.100.201" });
    const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", {
      method: "POST",
      body: { email: user.email, otp: await latestCode(user.email!) },
      headers: { Cookie: `basket=${cookie}`, Origin: "http://shop.test" },
      ip: "198.51.100.201",
    });
    expect(r.status).toBe(200);
    await expectMerged(user.id, anonymousBasket);
  });

  it("an app's ANON Session-Id basket is merged at sign-in", async () => {
    const user = await createUser({ password: PASSWORD });
    const header = `SID:ANON:shop.test:${randomKey(18)}`;
    const { callerFromHeaders } = await import("./caller.ts");
    const app = await callerFromHeaders(new Headers({ host: "shop.test", "session-id": header }));
    const basket = await transaction(async (tx) => (await holdOpenBasket(tx, app, false)).id);
    await addLine(basket, rug.id, 2);
    const r = await call(login, "/api/v2/login/", { method: "POST", body: { username: user.email, password: PASSWORD }, headers: { "Session-Id": header } });
    expect(r.headers.get("session-id")).toMatch(/^SID:AUTH:shop\.test:/);
    const own = await db().basket.findUniqueOrThrow({ where: { openKey: userBasketKey(user.id) }, include: { lines: true } });
    expect(own.lines.map((l) => [l.productId, l.quantity])).toEqual([[rug.id, 2]]);
  });

  it("next-auth's browser sign-in (the password provider) merges too", async () => {
    const { user, cookie, anonymousBasket } = await shopperWithBaskets();
    const provider = authOptions({ secure: false }).providers[0] as unknown as { options: { authorize: (c: unknown, req: unknown) => Promise<unknown> } };
    const signedIn = await provider.options.authorize({ username: user.email, password: PASSWORD }, { headers: { host: "shop.test", cookie: `basket=${cookie}` } });
    expect(signedIn).toMatchObject({ id: String(user.id) });
    await expectMerged(user.id, anonymousBasket);
  });
});
