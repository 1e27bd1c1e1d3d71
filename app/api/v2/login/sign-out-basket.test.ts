// DELETE /api/v2/login/ by an anonymous caller deletes its basket (spec/API.md §3), whether it holds it
// by the basket cookie or an ANON Session-Id; nobody else's basket is touched.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as addProduct from "../basket/add-product/route.ts";
import * as login from "./route.ts";

useTestDatabase();

let lamp: { id: number };
beforeAll(async () => {
  lamp = await createProduct({ title: "Brass Lamp", price: "999.00" });
});

const add = (headers: Record<string, string> = {}) => call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: lamp.id, quantity: 1 } });
const exists = async (id: number) => (await db().basket.count({ where: { id } })) === 1;

describe("signing out anonymously", () => {
  it("deletes the browser's basket and clears its cookie", async () => {
    const mine = await add();
    const cookie = /basket=[^;]+/.exec(mine.headers.get("set-cookie")!)![0];
    const someoneElses = await add();
    const user = await signedIn();
    const users = await add(user.headers);
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { cookie, origin: "http://shop.test" } });
    expect([r.status, r.json]).toEqual([200, ""]);
    expect(r.headers.get("set-cookie")).toMatch(/^basket=; Path=\/; Max-Age=0;/);
    expect(await exists(mine.json.id)).toBe(false);
    expect(await exists(someoneElses.json.id)).toBe(true);
    expect(await exists(users.json.id)).toBe(true);
  });

  it("deletes an app's ANON Session-Id basket", async () => {
    const headers = { "Session-Id": "SID:ANON:shop.test:Basket_Sign_Out_Test_12345" };
    const mine = await add(headers);
    expect(mine.status).toBe(200);
    expect((await add(headers)).json.id).toBe(mine.json.id);
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers });
    expect(r.status).toBe(200);
    expect(await exists(mine.json.id)).toBe(false);
  });

  it("keeps a signed-in user's basket when the user signs out", async () => {
    const user = await signedIn();
    const basket = await add(user.headers);
    await call(login, "/api/v2/login/", { method: "DELETE", headers: user.headers });
    expect(await exists(basket.json.id)).toBe(true);
  });
});
