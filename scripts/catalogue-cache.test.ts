// Two production servers on one PostgreSQL database, each with its catalogue cache: a price changed
// through one is what the other answers within a second (LISTEN/NOTIFY), a stock change within two.
// PostgreSQL only: the embedded database belongs to one process.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "@/lib/auth/tokens.ts";
import { refreshProductFacts } from "@/lib/catalogue/product-facts.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

const onPostgres = !!process.env.DATABASE_URL;
let a: TestServer;
let b: TestServer;
let staffToken = "";
let productId = 0;
let stockRecordId = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await startTestServer({
    prepare: async (prisma) => {
      const partner = await prisma.partner.create({ data: { name: "Workshop", code: "workshop" } });
      const cls = await prisma.productClass.create({ data: { name: "Furniture", slug: "furniture", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9403" } });
      const product = await prisma.product.create({ data: { title: "Teak Bench", slug: "teak-bench", productClassId: cls.id } });
      const record = await prisma.stockRecord.create({ data: { productId: product.id, partnerId: partner.id, partnerSku: "TB-1", price: "12000.00", numInStock: 10 } });
      await refreshProductFacts(prisma, "all");
      const staff = await prisma.user.create({ data: { email: "staff@vanyaliving.in", isStaff: true, isSuperuser: true, emailVerified: true } });
      staffToken = (await prisma.$transaction((tx) => issueToken(tx, staff.id))).key;
      [productId, stockRecordId] = [product.id, record.id];
    },
  });
  b = await startTestServer({ reuse: a });
}, 900_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const cardOn = async (server: TestServer) => {
  const r = await fetch(`${server.origin}/api/v2/catalogue/product/list/?q=teak`);
  expect(r.status).toBe(200);
  return (await r.json()).results[0] as { price: { incl_tax: string }; availability: { message: string } };
};

/** How long after the change the first request that saw it was sent: when the other server learnt of
 * the change, not how long a loaded machine took to answer that last request. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    const sentAfter = Date.now() - started;
    if (await check()) return sentAfter;
    if (sentAfter > ms) throw new Error(`still the old answer when asked ${sentAfter} ms after the change`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const patch = (server: TestServer, body: unknown) =>
  fetch(`${server.origin}/api/v2/admin/stockrecords/${stockRecordId}/`, {
    method: "PATCH",
    headers: { Authorization: `Token ${staffToken}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe.skipIf(!onPostgres)("the catalogue cache across two server processes", () => {
  it("answers from each server's cache, and a price changed through one shows on the other within a second", async () => {
    expect((await cardOn(a)).price.incl_tax).toBe("12000.00");
    expect((await cardOn(b)).price.incl_tax).toBe("12000.00");
    const price = await fetch(`${b.origin}/api/v2/products/${productId}/price/`);
    expect((await price.json()).incl_tax).toBe("12000.00");
    // A write behind the catalogue's back (no change published) is not seen: the answers are cached.
    const direct = new pg.Client({ connectionString: a.databaseUrl });
    await direct.connect();
    await direct.query(`UPDATE "StockRecord" SET price = 11111 WHERE id = $1`, [stockRecordId]);
    await direct.end();
    expect((await cardOn(b)).price.incl_tax).toBe("12000.00");

    const r = await patch(a, { price: "9999.00" });
    expect(r.status).toBe(200);
    expect((await cardOn(a)).price.incl_tax).toBe("9999.00"); // this process: at once
    const waited = await within(1000, async () => (await cardOn(b)).price.incl_tax === "9999.00");
    expect(waited).toBeLessThan(1000);
    const detail = await (await fetch(`${b.origin}/api/v2/products/${productId}/price/`)).json();
    expect(detail.incl_tax).toBe("9999.00");
  });

  it("shows a stock change made through the other server within two seconds", async () => {
    expect((await cardOn(b)).availability.message).toBe("In stock (10 available)");
    expect((await patch(b, { num_in_stock: 3 })).status).toBe(200);
    const waited = await within(2000, async () => (await cardOn(a)).availability.message === "In stock (3 available)");
    expect(waited).toBeLessThan(2000);
  });
});
