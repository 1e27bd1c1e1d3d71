// missingPage answers exactly when the page itself would call notFound(): the same reads, the same
// reading of the path and query, and nothing for requests the page answers otherwise.
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "@/lib/auth/session-cookie.ts";
import { createSession, revokeSession } from "@/lib/auth/sessions.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { missingPage, orderListPage } from "./missing-pages.ts";

useTestDatabase();
const headers = { get: (name: string) => (name === "host" ? "shop.test" : null) };
const jar = (value?: string) => (name: string) => (name === "next-auth.session-token" ? value : undefined);
const missing = (path: string, search = "", cookie?: string, method = "GET") => missingPage(method, path, search, headers, jar(cookie));

let asha = "";
let revoked = "";
let ashaOrder = { id: 0, number: 0 };
let raviOrder = { id: 0, number: 0 };
let ashaThanks = "";
let ashaTracking = "";

async function signedIn(userId: number): Promise<{ cookie: string; rowId: string }> {
  const session = await transaction((tx) => createSession(tx, userId));
  return { cookie: (await sessionCookie(session.sid, userId, false)).value, rowId: session.rowId };
}

beforeAll(async () => {
  await createCountries();
  const [a, r] = [await createUser(), await createUser()];
  await db().wishList.create({ data: { ownerId: a.id, name: "Picks", key: "shared-list-key-0123", visibility: "Shared" } });
  await db().wishList.create({ data: { ownerId: a.id, name: "Public", key: "public-list-key-0123", visibility: "Public" } });
  await db().wishList.create({ data: { ownerId: a.id, name: "Secret", key: "private-list-key-0123", visibility: "Private" } });
  const placed = await createOrder({ userId: a.id });
  ashaOrder = placed.order;
  ashaThanks = placed.thanksToken;
  ashaTracking = placed.trackingToken;
  raviOrder = (await createOrder({ userId: r.id })).order;
  asha = (await signedIn(a.id)).cookie;
  const gone = await signedIn(a.id);
  await transaction((tx) => revokeSession(tx, gone.rowId));
  revoked = gone.cookie;
});

describe("a shared wish list", () => {
  it("is missing unless a Shared or Public list has the key", async () => {
    expect(await missing("/wishlists/shared-list-key-0123/")).toBe(false);
    expect(await missing("/wishlists/public-list-key-0123/")).toBe(false);
    expect(await missing("/wishlists/private-list-key-0123/")).toBe(true);
    expect(await missing("/wishlists/no-such-list-0123/")).toBe(true);
    expect(await missing("/wishlists/short/")).toBe(true);
  });
});

describe("the thanks page", () => {
  it("is missing unless the one token is the order's thanks token, unexpired", async () => {
    const token = ashaThanks;
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, `?token=${token}`)).toBe(false);
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, `?token=${token}x`)).toBe(true);
    expect(await missing(`/orders/${raviOrder.number}/thanks/`, `?token=${token}`)).toBe(true);
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, "")).toBe(true);
    // Twice: the page sees an array, not a token.
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, `?token=${token}&token=${token}`)).toBe(true);
    // The tracking token (every order mail's link) does not open the thanks page.
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, `?token=${ashaTracking}`)).toBe(true);
    // A day later it no longer works.
    await db().order.update({ where: { id: ashaOrder.id }, data: { thanksTokenExpiresAt: new Date(Date.now() - 1) } });
    expect(await missing(`/orders/${ashaOrder.number}/thanks/`, `?token=${token}`)).toBe(true);
  });
});

describe("the account's order pages", () => {
  it("are missing for someone else's order, an unknown or malformed id", async () => {
    expect(await missing(`/account/orders/${ashaOrder.id}/`, "", asha)).toBe(false);
    expect(await missing(`/account/orders/${raviOrder.id}/`, "", asha)).toBe(true);
    expect(await missing("/account/orders/99999999/", "", asha)).toBe(true);
    expect(await missing("/account/orders/abc/", "", asha)).toBe(true);
  });

  it("are missing beyond the order list's last page; a page number the list does not read is its first page", async () => {
    for (const search of ["", "?page=1", "?page=abc", "?page=last", "?page=2&page=3"]) expect(await missing("/account/orders/", search, asha), search).toBe(false);
    for (const search of ["?page=0", "?page=2"]) expect(await missing("/account/orders/", search, asha), search).toBe(true);
    expect(orderListPage(["2", "3"])).toBe(1);
  });

  it("are left to the page without a live session: it sends the visitor to sign in", async () => {
    for (const cookie of [undefined, "forged", revoked]) {
      expect(await missing(`/account/orders/${raviOrder.id}/`, "", cookie)).toBe(false);
      expect(await missing("/account/orders/", "?page=9", cookie)).toBe(false);
    }
  });
});

it("leaves posts (forms, server actions) and every other page to the page", async () => {
  expect(await missing("/wishlists/no-such-list-0123/", "", undefined, "POST")).toBe(false);
  expect(await missing(`/account/orders/${raviOrder.id}/`, "", asha, "POST")).toBe(false);
  expect(await missing("/wishlists/no-such-list-0123/", "", undefined, "HEAD")).toBe(true);
  for (const path of ["/account/", "/account/wishlist/", "/orders/track/", "/c/living-room/", "/wishlists/"]) expect(await missing(path, "", asha), path).toBe(false);
});
