import { describe, expect, it } from "vitest";
import { serializeCookie } from "@/lib/http/reply.ts";
import { basketCookieHash, clearedBasketCookie, isBasketCookieValue, newBasketCookie } from "./basket-cookie.ts";

describe("the anonymous basket cookie", () => {
  it("is random, HttpOnly, SameSite=Lax, Secure only over https, and stored only as a hash", () => {
    const a = newBasketCookie(false);
    const b = newBasketCookie(true);
    expect(a.value).not.toBe(b.value);
    expect(isBasketCookieValue(a.value)).toBe(true);
    expect(serializeCookie(a)).toBe(`basket=${a.value}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`);
    expect(serializeCookie(b)).toBe(`basket=${b.value}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`);
    expect(basketCookieHash(a.value)).toMatch(/^[0-9a-f]{64}$/);
    expect(basketCookieHash(a.value)).toBe(basketCookieHash(a.value));
    expect(basketCookieHash(a.value)).not.toContain(a.value);
    expect(serializeCookie(clearedBasketCookie(false))).toBe("basket=; Path=/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly");
  });

  it("ignores values the server could not have issued", () => {
    for (const v of [undefined, "", "short", "x".repeat(31) + "!", "A".repeat(33)]) expect(isBasketCookieValue(v)).toBe(false);
  });
});
