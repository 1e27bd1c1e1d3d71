import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serializeCookie } from "@/lib/http/reply.ts";
import { basketCookieHash, clearedBasketCookie, isBasketCookieValue, newBasketCookie } from "./basket-cookie.ts";

describe("the anonymous basket cookie", () => {
  it("is random, HttpOnly, SameSite=Lax; over https a Secure __Host- cookie for the whole site, over http `basket`", () => {
    const a = newBasketCookie(false);
    const b = newBasketCookie(true);
    expect(a.value).not.toBe(b.value);
    expect(isBasketCookieValue(a.value)).toBe(true);
    expect(serializeCookie(a)).toBe(`basket=${a.value}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`);
    // __Host-: Secure, Path=/ and no Domain, so only this host over https can set it.
    expect(serializeCookie(b)).toBe(`__Host-basket=${b.value}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`);
    expect(serializeCookie(clearedBasketCookie(false))).toBe("basket=; Path=/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly");
    expect(serializeCookie(clearedBasketCookie(true))).toBe("__Host-basket=; Path=/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure");
  });

  it("is stored as the SHA-256 of a purpose prefix and the value, never the value", () => {
    const { value } = newBasketCookie(false);
    expect(basketCookieHash(value)).toBe(createHash("sha256").update(`basket\0${value}`).digest("hex"));
    expect(basketCookieHash(value)).not.toBe(value);
  });

  it("ignores values the server could not have issued", () => {
    for (const v of [undefined, "", "short", "x".repeat(31) + "!", "A".repeat(33)]) expect(isBasketCookieValue(v)).toBe(false);
  });
});
