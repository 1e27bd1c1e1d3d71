// /admin/stock/export.csv: the stock records as CSV with the import's columns first, for staff of the
// catalogue or orders group only, with a title a spreadsheet would run as a formula defused.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import type { STAFF_GROUPS } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { GET } from "./export.csv/route.ts";

useTestDatabase();
let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));

let ids: ShopIds;
const as = async (groups: (typeof STAFF_GROUPS)[number][] | null) => {
  const user = groups ? await createUser({ staffGroups: groups }) : null;
  pageCaller = { user: user ? { ...user, isSuperuser: false, staffGroups: groups! } : null, via: user ? "cookie" : "anonymous", sentCookies: !!user, ip: "198.51.100.1" };
};

beforeAll(async () => {
  ids = await buildCatalogueShop();
  await db().product.update({ where: { id: ids.bench }, data: { title: "=HYPERLINK(\"http://x\")" } });
});

describe("GET /admin/stock/export.csv", () => {
  it("answers the filtered records as CSV, formulas defused", async () => {
    await as(["orders"]);
    const bench = await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } });
    const r = await GET(new Request(`http://shop.test/admin/stock/export.csv?q=hyperlink`));
    expect([r.status, r.headers.get("content-type"), r.headers.get("content-disposition")]).toEqual([200, "text/csv; charset=utf-8", 'attachment; filename="stock.csv"']);
    expect(await r.text()).toBe(`sku,price,num_in_stock,product,num_allocated,low_stock_threshold\r\n${bench.partnerSku},12000.00,50,"'=HYPERLINK(""http://x"")",0,\r\n`);
  });

  it("refuses anonymous callers and staff without the catalogue or orders group", async () => {
    for (const groups of [null, ["marketing", "settings"]] as const) {
      await as(groups ? [...groups] : null);
      expect((await GET(new Request("http://shop.test/admin/stock/export.csv"))).status).toBe(403);
    }
  });
});
