import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { transaction } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { registeredEndpoints } from "@/lib/http/registry.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as v1 from "@/app/api/v1/route.ts";
import * as v2 from "@/app/api/v2/route.ts";
import "@/app/api/endpoints.ts";
import { ADMIN_GROUP, allRootPaths, ROOT_GROUPS } from "./root-map.ts";

useTestDatabase();

const APP_API = path.resolve(import.meta.dirname, "../../app/api");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [path.relative(APP_API, full)] : [];
  });
}

describe("GET /api/v1/ and /api/v2/", () => {
  it("group every URL by topic, absolute, templated paths keeping their placeholders", async () => {
    const r = await call(v1, "/api/v1/");
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(["Authorization", "Public", "Index", "Catalogue", "Basket and wish list", "Orders", "Careers", "Policies and content"]);
    expect(r.json.Authorization).toEqual({
      "send-otp": "http://shop.test/api/v2/auth/send-otp/",
      "resend-otp": "http://shop.test/api/v2/auth/resend-otp/",
      "login-with-otp": "http://shop.test/api/v2/auth/login-with-otp/",
    });
    expect(r.json.Public.country).toBe("http://shop.test/api/v2/countries/{iso2}/");
    expect(r.json.Catalogue.special).toBe("http://shop.test/api/v2/catalogue/c/special/");
    expect(r.headers.get("vary")).toBe("Accept, Accept-Language, Cookie, Authorization, Session-Id");
    expect((await call(v2, "/api/v2/")).json).toEqual(r.json);
  });

  it("show staff the Admin group", async () => {
    const staff = await createUser({ isStaff: true });
    const token = await transaction((tx) => issueToken(tx, staff.id));
    const r = await call(v2, "/api/v2/", { headers: { Authorization: `Token ${token.key}` } });
    expect(r.json.Admin["resume-download"]).toBe("http://shop.test/api/v2/admin/resumes/{id}/download/");
    expect(Object.keys(r.json.Admin)).toEqual(Object.keys(ADMIN_GROUP));
    const user = await createUser();
    const userToken = await transaction((tx) => issueToken(tx, user.id));
    expect((await call(v2, "/api/v2/", { headers: { Authorization: `Token ${userToken.key}` } })).json.Admin).toBeUndefined();
  });

  it("list every path of the interface document", () => {
    const listed = new Set(allRootPaths());
    const fromInterface = [
      "/api/v2/auth/send-otp/", "/api/v2/register/", "/api/v2/login/", "/api/v2/basket/add-product/", "/api/v2/basket/add-voucher/",
      "/api/v2/baskets/", "/api/v2/categories/", "/api/v2/checkout/", "/api/v2/orders/", "/api/v2/countries/", "/api/v2/useraddresses/",
      "/api/v1/index/", "/api/v2/index/", "/api/v2/newsletter-subscription/", "/api/v2/send-email/", "/api/v2/home-page-video/",
      "/api/v2/catalogue/d/{id}/mark_as_fav/", "/api/v2/catalogue/c/", "/api/v2/catalogue/c/all/", "/api/v2/catalogue/product/list/",
      "/api/v2/catalogue/product/detail/{product-slug}/", "/api/v2/catalogue/suggestions/", "/api/v2/catalogue/f/{id}/",
      "/api/v2/catalogue/d/{product-slug}/", "/api/v1/catalogue/d/{id}/", "/api/v2/catalogue/review/image/create/360/image/",
      "/api/v2/_basket/add/", "/api/v2/wishlist/", "/api/v2/_wishlist/", "/api/v2/_orders/", "/api/v1/_orders/{id}/", "/api/v2/resumes/",
      "/api/v2/policies/legals/privacy-policy/", "/api/v2/policies/legals/return-policy/", "/api/v2/policies/legals/terms-and-conditions/",
      "/api/v2/top-banners-list/", "/api/v2/collection-list/", "/api/v2/360-image-list/", "/api/v2/basket/", "/api/v2/_basket/",
      "/api/v2/basket/shipping-methods/", "/api/v1/home/", "/api/v2/downloads-list/", "/api/v2/gallery-list/", "/api/v2/profession/",
      "/api/v2/jobalerts/", "/api/v2/products/", "/api/v2/options/",
    ];
    expect(fromInterface.filter((p) => !listed.has(p))).toEqual([]);
    expect(Object.values(ROOT_GROUPS).flatMap(Object.values).every((p) => p.startsWith("/api/") && p.endsWith("/"))).toBe(true);
  });
});

describe("the endpoint registry", () => {
  it("app/api/endpoints.ts loads every route module that uses endpoint()", () => {
    const listed = fs.readFileSync(path.join(APP_API, "endpoints.ts"), "utf8");
    const missing = routeFiles(APP_API)
      .filter((f) => /\b\w*[eE]ndpoint\(/.test(fs.readFileSync(path.join(APP_API, f), "utf8")))
      .filter((f) => !listed.includes(`"./${f}"`));
    expect(missing).toEqual([]);
  });

  it("every endpoint the server serves is listed in the API root, at the path of its route file", () => {
    const rootPaths = new Set([...allRootPaths(), "/api/v1/", "/api/v2/"]);
    const served = registeredEndpoints().filter((e) => !e.path.startsWith("/api/test/"));
    expect(served.length).toBeGreaterThan(5);
    expect(served.map((e) => e.path).filter((p) => !rootPaths.has(p))).toEqual([]);
    // Next allows one name per dynamic level, so d/{product-slug}/ and d/{id}/mark_as_fav/ share a folder;
    // a catch-all folder [...name] serves {name} (the category slug path).
    const sharedSegment: Record<string, string> = { "/api/v2/catalogue/d/{product-slug}/mark_as_fav/": "/api/v2/catalogue/d/{id}/mark_as_fav/" };
    const filePaths = new Set(
      routeFiles(APP_API)
        .map((f) => `/api/${path.dirname(f)}/`.replace(/\/\.\//, "/").replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}"))
        // A folder serving a path that starts with "_" is named "%5F…" (Next keeps "_" folders private).
        .map((p) => p.replace(/%5F/g, "_"))
        .map((p) => sharedSegment[p] ?? p),
    );
    expect(served.map((e) => e.path).filter((p) => !filePaths.has(p))).toEqual([]);
  });
});
