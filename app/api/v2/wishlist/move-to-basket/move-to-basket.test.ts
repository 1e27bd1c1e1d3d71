// "Move to basket" over the route handler: the basket takes the piece under its own rules and only then
// is it off the list; a refusal leaves the list as it was; two moves at once move it once.
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as lists from "../route.ts";
import * as move from "./route.ts";

useTestDatabase();
let ids: ShopIds;

beforeAll(async () => {
  ids = await buildCatalogueShop();
});

const PATH = "/api/v2/wishlist/move-to-basket/";

async function shopperWith(...products: number[]) {
  const { headers } = await signedIn();
  for (const product of products) expect((await call(lists, "/api/v2/wishlist/", { method: "POST", headers, body: { product } })).status).toBe(201);
  const saved = async () => ((await call(lists, "/api/v2/wishlist/", { headers })).json as { lines: { title: string }[] }[])[0].lines.map((l) => l.title);
  return { headers, saved };
}

describe("POST /api/v2/wishlist/move-to-basket/", () => {
  it("is for signed-in callers only", async () => {
    const r = await call(move, PATH, { method: "POST", body: { product: ids.cafe } });
    expect([r.status, r.json]).toEqual([403, { detail: "Authentication credentials were not provided." }]);
  });

  it("adds the piece to the basket and takes it off the wish list", async () => {
    const { headers, saved } = await shopperWith(ids.cafe, ids.untracked);
    const r = await call(move, PATH, { method: "POST", headers, body: { product: ids.cafe } });
    expect(r.status).toBe(200);
    expect(r.json.lines.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity])).toEqual([[ids.cafe, 1]]);
    expect(await saved()).toEqual(["Untracked Sofa"]);
    // Moved already: nothing left to move, and the basket is not added to twice.
    const again = await call(move, PATH, { method: "POST", headers, body: { product: ids.cafe } });
    expect([again.status, again.json]).toEqual([404, { detail: "Not found." }]);
  });

  it("leaves the list as it was when the basket refuses the piece", async () => {
    const { headers, saved } = await shopperWith(ids.soldOut, ids.cafe);
    const r = await call(move, PATH, { method: "POST", headers, body: { product: ids.cafe, quantity: 4 } });
    expect([r.status, r.json]).toEqual([406, { reason: "a maximum of 3 can be bought" }]);
    const sold = await call(move, PATH, { method: "POST", headers, body: { product: ids.soldOut } });
    expect([sold.status, sold.json]).toEqual([406, { reason: "Unavailable" }]);
    expect(await saved()).toEqual(["Café Sofa", "Sold Out Sofa"]);
    const bad = await call(move, PATH, { method: "POST", headers, body: { product: ids.cafe, quantity: 0 } });
    expect([bad.status, bad.json]).toEqual([406, { reason: { quantity: ["Ensure this value is greater than or equal to 1."] } }]);
  });

  it("moves a piece once when asked twice at the same time", async () => {
    const { headers, saved } = await shopperWith(ids.untracked);
    const answers = await Promise.all([0, 1].map(() => call(move, PATH, { method: "POST", headers, body: { product: ids.untracked } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const basket = answers.find((a) => a.status === 200)!.json;
    expect(basket.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
    expect(await saved()).toEqual([]);
  });
});
