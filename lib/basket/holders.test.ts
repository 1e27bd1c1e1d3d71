import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { basketCookieHash } from "@/lib/auth/basket-cookie.ts";
import type { HeaderSessionRef } from "@/lib/auth/header-sessions.ts";
import { randomKey } from "@/lib/auth/secrets.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { callerHolds, findOpenBasketId, holderKey, holdOpenBasket } from "./holders.ts";

useTestDatabase();

const base = { sentCookies: false, ip: "203.0.113.7" };

describe("the caller's Open basket", () => {
  it("keeps its last-used time when used again within a minute, and moves it on after that", async () => {
    const browser: Caller = { ...base, user: null, via: "anonymous", basketCookie: randomKey(24), sentCookies: true };
    const { id } = await transaction((tx) => holdOpenBasket(tx, browser, false));
    const lastUsed = async () => (await db().basket.findUniqueOrThrow({ where: { id } })).lastUsedAt.getTime();

    const longAgo = new Date(Date.now() - 61_000);
    await db().basket.update({ where: { id }, data: { lastUsedAt: longAgo } });
    expect(await transaction((tx) => holdOpenBasket(tx, browser, false))).toEqual({ id });
    const touched = await lastUsed();
    expect(touched).toBeGreaterThan(longAgo.getTime() + 60_000);

    expect(await transaction((tx) => holdOpenBasket(tx, browser, false))).toEqual({ id });
    expect(await lastUsed()).toBe(touched);
  });

  it("is created on first need with a new basket cookie for a browser, whose hash alone the row keeps", async () => {
    const browser: Caller = { ...base, user: null, via: "anonymous" };
    expect(holderKey(browser)).toBeNull();
    const held = await transaction((tx) => holdOpenBasket(tx, browser, true));
    expect(held.cookie?.name).toBe("__Host-basket");
    const row = await db().basket.findUniqueOrThrow({ where: { id: held.id } });
    expect(row.openKey).toBe(`cookie:${basketCookieHash(held.cookie!.value)}`);
    expect(row.openKey).not.toContain(held.cookie!.value);
    expect([row.status, row.ownerId, row.anonymousKey]).toEqual(["Open", null, row.openKey]);

    const back: Caller = { ...browser, basketCookie: held.cookie!.value, sentCookies: true };
    expect(await findOpenBasketId(db(), back)).toBe(held.id);
    const again = await transaction((tx) => holdOpenBasket(tx, back, true));
    expect(again).toEqual({ id: held.id });
  });

  it("is one per user, whatever the credential, and holding it twice at once makes one basket", async () => {
    const user = await createUser();
    const caller: Caller = { ...base, user: { id: user.id } as Caller["user"], via: "token", basketCookie: randomKey(24) };
    const ids = await Promise.all([1, 2, 3].map(() => transaction((tx) => holdOpenBasket(tx, caller, false))));
    expect(new Set(ids.map((h) => h.id)).size).toBe(1);
    const row = await db().basket.findUniqueOrThrow({ where: { id: ids[0].id } });
    expect([row.ownerId, row.openKey, row.anonymousKey]).toEqual([user.id, `user:${user.id}`, null]);
  });

  it("belongs to an app's ANON Session-Id before any basket cookie", async () => {
    const header: HeaderSessionRef = { type: "ANON", realm: "shop.test", id: randomKey(24), keyHash: randomKey(32) };
    const app: Caller = { ...base, user: null, via: "anonymous", headerSession: header, basketCookie: randomKey(24) };
    const held = await transaction((tx) => holdOpenBasket(tx, app, false));
    expect(held.cookie).toBeUndefined();
    expect(holderKey(app)).toBe(`sid:${header.rowId}`);
    expect((await db().basket.findUniqueOrThrow({ where: { id: held.id } })).openKey).toBe(`sid:${header.rowId}`);
  });
});

describe("callerHolds", () => {
  const cookie = randomKey(24);
  const anon: Caller = { ...base, user: null, via: "anonymous", basketCookie: cookie };
  const key = holderKey(anon)!;
  const user: Caller = { ...base, user: { id: 7 } as Caller["user"], via: "token" };

  it("lets an anonymous caller reach only its own Open basket, and never one with an owner", () => {
    expect(callerHolds(anon, { ownerId: null, openKey: key })).toBe(true);
    expect(callerHolds(anon, { ownerId: null, openKey: null })).toBe(false);
    expect(callerHolds(anon, { ownerId: null, openKey: "cookie:someone-else" })).toBe(false);
    expect(callerHolds(anon, { ownerId: 7, openKey: key })).toBe(false);
  });

  it("lets a user reach the baskets they own", () => {
    expect(callerHolds(user, { ownerId: 7, openKey: null })).toBe(true);
    expect(callerHolds(user, { ownerId: 8, openKey: "user:8" })).toBe(false);
    expect(callerHolds(user, { ownerId: null, openKey: key })).toBe(false);
  });
});
