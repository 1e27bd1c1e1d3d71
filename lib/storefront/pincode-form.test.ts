// The header's pincode without JavaScript: POST /delivery-pincode/ stores it as PUT /api/v2/location/
// does (the browser's cookie, or the signed-in shopper's account) and goes back to the page it came from
// — a path on this site only.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { sameSitePath } from "@/lib/http/posted-form.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as route from "@/app/[locale]/(account)/delivery-pincode/route.ts";

useTestDatabase();

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test" };
const post = async (body: string, headers: Record<string, string> = {}) => {
  const r = await call(route, "/delivery-pincode/", { method: "POST", body, headers: { ...FORM, ...headers } });
  return { status: r.status, location: r.headers.get("location"), cookie: r.headers.get("set-cookie"), json: r.json };
};

describe("POST /delivery-pincode/ (the header's pincode without JavaScript)", () => {
  it("keeps a browser's pincode in its cookie and goes back to the page it was posted from", async () => {
    const r = await post("pincode=560001", { referer: "http://shop.test/p/teak-sofa/?colour=red" });
    expect([r.status, r.location]).toEqual([303, "http://shop.test/p/teak-sofa/?colour=red"]);
    expect(r.cookie).toMatch(/^pincode=560001; /);
    expect(r.cookie).toContain("HttpOnly");
  });

  it("stores a signed-in shopper's pincode on their account", async () => {
    const { user, headers } = await signedIn();
    const r = await post("pincode=600086", { ...headers, referer: "http://shop.test/basket/" });
    expect([r.status, r.location]).toEqual([303, "http://shop.test/basket/"]);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).pincode).toBe("600086");
  });

  it("never goes to another site: a Referer elsewhere, or none, goes to the home page", async () => {
    for (const referer of ["https://evil.example/p/teak-sofa/", "http://shop.test.evil.example/", "javascript:alert(1)", "x".repeat(3000)]) {
      expect((await post("pincode=560001", { referer })).location).toBe("http://shop.test/");
    }
    expect((await post("pincode=560001")).location).toBe("http://shop.test/");
  });

  it("changes nothing for a pincode that is not six digits, a body that is not a form, or none", async () => {
    const { user, headers } = await signedIn();
    await post("pincode=560001", headers);
    for (const [body, type] of [["pincode=56OO01", FORM["content-type"]], ["pincode=%00%FF", FORM["content-type"]], ['{"pincode":"110001"}', "application/json"], ["", FORM["content-type"]]]) {
      const r = await post(body, { ...headers, "content-type": type, referer: "http://shop.test/basket/" });
      expect([r.status, r.location, r.cookie]).toEqual([303, "http://shop.test/basket/", null]);
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).pincode).toBe("560001");
  });

  it("refuses another site's form (403) and a body over 64 KiB (413), in the documented shape", async () => {
    const evil = await post("pincode=560001", { origin: "https://evil.example" });
    expect([evil.status, evil.json, evil.cookie]).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }, null]);
    const big = await post(`pincode=560001&pad=${"x".repeat(70 * 1024)}`);
    expect([big.status, big.json, big.cookie]).toEqual([413, { detail: "Request body too large." }, null]);
  });
});

describe("sameSitePath", () => {
  const origin = "https://shop.example";
  it("keeps a path and query of this site, and nothing else", () => {
    expect(sameSitePath("https://shop.example/c/sofas/?page=2", origin)).toBe("/c/sofas/?page=2");
    expect(sameSitePath("/basket/", origin)).toBe("/basket/");
    for (const hostile of ["//evil.example/", "/\\evil.example/", "https://evil.example/", "http://shop.example/", "javascript:alert(1)", "https://shop.example@evil.example/", "", null]) {
      expect(sameSitePath(hostile, origin)).toBe("/");
    }
  });
});
