// PATCH /api/v2/admin/stockrecords/{id}/ (API.md §10): staff only, audited, and every catalogue
// answer shows the change at once (the catalogue cache is on in tests too).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as listing from "../../catalogue/product/list/route.ts";
import * as record from "./[id]/route.ts";

useTestDatabase();
let ids: ShopIds;
let staff: { user: { id: number }; headers: Record<string, string> };

beforeAll(async () => {
  ids = await buildCatalogueShop();
  staff = await signedIn({ isStaff: true });
});

const patch = (id: number, body: unknown, headers = staff.headers) => call(record, `/api/v2/admin/stockrecords/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const cardOf = async (title: string) =>
  (await call(listing, `/api/v2/catalogue/product/list/?q=${encodeURIComponent(title)}`)).json.results.find((c: { title: string }) => c.title === title);

describe("PATCH /api/v2/admin/stockrecords/{id}/", () => {
  it("changes the price and stock level, writes the audit log, and every listing shows it at once", async () => {
    expect((await cardOf("Teak Bench")).price.incl_tax).toBe("12000.00");
    const r = await patch(ids.stockBench, { price: "10999", num_in_stock: 7 });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      id: ids.stockBench,
      url: `http://shop.test/api/v2/products/${ids.bench}/stockrecords/${ids.stockBench}/`,
      partner_sku: expect.any(String),
      price_currency: "INR",
      price: "10999.00",
      num_in_stock: 7,
      num_allocated: 0,
    });
    const card = await cardOf("Teak Bench");
    expect(card.price.incl_tax).toBe("10999.00");
    expect(card.availability.message).toBe("In stock (7 available)");
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "stockrecord.update" } });
    expect(audit).toMatchObject({ actorId: staff.user.id, entityType: "StockRecord", entityId: String(ids.stockBench), changes: { price: ["12000.00", "10999.00"], num_in_stock: [50, 7] } });
  });

  it("refuses bad values, stock below what orders hold, non-staff callers and unknown records", async () => {
    const sold = (await db().stockRecord.findUniqueOrThrow({ where: { productId: ids.soldOut } })).id;
    for (const [body, errors] of [
      [{ price: "abc" }, { price: ["A valid number with at most 2 decimal places is required."] }],
      [{ price: "0" }, { price: ["Ensure this value is greater than 0."] }],
      [{ num_in_stock: -1 }, { num_in_stock: ["Ensure this value is greater than or equal to 0."] }],
      [{ num_in_stock: 1.5 }, { num_in_stock: ["A valid integer is required."] }],
    ] as const) {
      const r = await patch(ids.stockBench, body);
      expect([body, r.status, r.json]).toEqual([body, 400, errors]);
    }
    expect((await patch(sold, { num_in_stock: 3 })).json).toEqual({ num_in_stock: ["Ensure this value is at least the 4 units allocated to orders."] });
    expect((await patch(ids.stockBench, { price: "1.00" }, (await signedIn()).headers)).status).toBe(403);
    expect((await patch(ids.stockBench, { price: "1.00" }, {})).status).toBe(403);
    expect((await patch(999999, { price: "1.00" })).status).toBe(404);
    expect((await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } })).price.toFixed(2)).toBe("10999.00");
  });

  it("a variant's new price moves its parent's 'from' price and its place in price order", async () => {
    const rust = (await db().stockRecord.findUniqueOrThrow({ where: { productId: ids.chairRust } })).id;
    await patch(rust, { price: "4999.00" });
    expect((await cardOf("Jaipur Chair")).price.incl_tax).toBe("4999.00");
    const cheapest = (await call(listing, "/api/v2/catalogue/product/list/?ordering=price&page_size=1")).json.results[0];
    expect(cheapest.title).toBe("Jaipur Chair");
  });
});
