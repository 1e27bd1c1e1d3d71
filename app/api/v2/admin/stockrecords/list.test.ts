// GET /api/v2/admin/stockrecords/ (Envelope A, search and the low-stock filter) and the rules of a
// stock record's quick edit: the warehouse (orders only) changes stock but never a price, and a save
// over a newer change is refused with 409 edit_conflict.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as record from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let ids: ShopIds;
let owner: Awaited<ReturnType<typeof signedIn>>;
let warehouse: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  owner = await signedIn({ isStaff: true });
  warehouse = await signedIn({ staffGroups: ["orders"] });
  await db().stockRecord.update({ where: { productId: ids.cafe }, data: { lowStockThreshold: 3 } });
  await db().stockRecord.update({ where: { productId: ids.bench }, data: { lowStockThreshold: 5 } });
});

const get = (query: string, headers = owner.headers) => call(list, `/api/v2/admin/stockrecords/${query}`, { headers });
const patch = (id: number, body: unknown, headers = owner.headers) => call(record, `/api/v2/admin/stockrecords/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });

describe("GET /api/v2/admin/stockrecords/", () => {
  it("finds records by title or SKU, and those at or below their threshold", async () => {
    const cafe = await db().stockRecord.findUniqueOrThrow({ where: { productId: ids.cafe } });
    const r = await get("?q=caf%C3%A9", warehouse.headers);
    expect([r.status, r.json]).toEqual([
      200,
      {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: cafe.id,
            product: { id: ids.cafe, title: "Café Sofa", slug: expect.any(String) },
            partner_sku: cafe.partnerSku,
            price: "45999.50",
            num_in_stock: 3,
            num_allocated: 0,
            low_stock_threshold: 3,
            is_low: true,
            date_updated: cafe.dateUpdated.toISOString(),
          },
        ],
      },
    ]);
    expect((await get(`?q=${cafe.partnerSku.toLowerCase()}`)).json.results.map((x: { id: number }) => x.id)).toEqual([cafe.id]);
    expect((await get("?low_stock=1")).json.results.map((x: { product: { title: string } }) => x.product.title)).toEqual(["Café Sofa"]);
    expect((await get("?page_size=100")).json.count).toBe(10);
    expect([(await get("?low_stock=yes")).status, (await get("?low_stock=yes")).json]).toEqual([400, { low_stock: ['"yes" is not a valid choice.'] }]);
  });

  it("refuses staff without the catalogue or orders group", async () => {
    expect((await get("", (await signedIn({ staffGroups: ["marketing"] })).headers)).status).toBe(403);
  });
});

describe("PATCH /api/v2/admin/stockrecords/{id}/ by the warehouse", () => {
  it("changes stock and the threshold but is refused a price change, which writes nothing", async () => {
    const r = await patch(ids.stockBench, { num_in_stock: 40, low_stock_threshold: 8 }, warehouse.headers);
    expect([r.status, r.json.num_in_stock]).toEqual([200, 40]);
    const refused = await patch(ids.stockBench, { price: "1.00", num_in_stock: 39 }, warehouse.headers);
    expect([refused.status, refused.json]).toEqual([403, { detail: "Changing a price needs the catalogue group." }]);
    const row = await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } });
    expect([row.price.toFixed(2), row.numInStock, row.lowStockThreshold]).toEqual(["12000.00", 40, 8]);
    // The same price as now is no price change.
    expect((await patch(ids.stockBench, { price: "12000", num_in_stock: 38 }, warehouse.headers)).status).toBe(200);
  });

  it("refuses a save over a newer change with who changed it", async () => {
    const seen = (await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } })).dateUpdated.toISOString();
    expect((await patch(ids.stockBench, { num_in_stock: 30, updated_at: seen })).status).toBe(200);
    const late = await patch(ids.stockBench, { num_in_stock: 20, updated_at: seen }, warehouse.headers);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" });
    expect((await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } })).numInStock).toBe(30);
  });
});
