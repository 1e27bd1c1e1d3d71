// The checkout row of `npm run bench`: 10 signed-in buyers place orders at once (cash on delivery, one
// line each, spread over 20 products), each from baskets prepared before the server starts, for the
// run's seconds. Then the stock arithmetic is checked through the staff API: every product's
// num_allocated rose by exactly the units of the orders that succeeded, num_in_stock did not move.
import { issueToken } from "@/lib/auth/tokens.ts";
import type { Db } from "@/lib/db.ts";
import type { LoadResult } from "./load.ts";

const BUYERS = 10;
const BASKETS_PER_BUYER = 400;
const PRODUCTS = 20;
const ADDRESS = {
  first_name: "Bench",
  last_name: "Buyer",
  line1: "1 MG Road",
  line4: "Bengaluru",
  state: "Karnataka",
  postcode: "560001",
  country: "IN",
  phone_number: "+919845012345",
};

interface Stock {
  numInStock: number;
  numAllocated: number;
}

export interface CheckoutPlan {
  buyers: { token: string; baskets: { id: number; productId: number }[] }[];
  staffToken: string;
  /** Stock record id and its levels before the run, by product id. */
  stock: Map<number, { recordId: number; before: Stock }>;
}

/** Buyers with tokens, their Saved baskets (one line each), and stock enough for every basket. */
export async function prepareCheckoutBench(prisma: Db): Promise<CheckoutPlan> {
  const products = await prisma.$queryRaw<{ id: number; recordId: number; price: string; numAllocated: number }[]>`
    SELECT p.id, sr.id AS "recordId", sr.price::text AS price, sr."numAllocated"
    FROM "Product" p
    JOIN "StockRecord" sr ON sr."productId" = p.id
    LEFT JOIN "Product" par ON par.id = p."parentId"
    JOIN "ProductClass" pc ON pc.id = COALESCE(p."productClassId", par."productClassId")
    WHERE p.structure <> 'parent' AND p."isPublic" AND COALESCE(par."isPublic", true) AND pc."tracksStock" AND sr."numInStock" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "ProductClassDeliveryZone" d WHERE d."productClassId" = pc.id)
    ORDER BY p.id LIMIT ${PRODUCTS}`;
  if (!products.length) throw new Error("checkout bench: the demo shop has no product to buy");
  const stock = new Map<number, { recordId: number; before: Stock }>();
  for (const p of products) {
    const numInStock = p.numAllocated + BUYERS * BASKETS_PER_BUYER;
    await prisma.stockRecord.update({ where: { id: p.recordId }, data: { numInStock } });
    stock.set(p.id, { recordId: p.recordId, before: { numInStock, numAllocated: p.numAllocated } });
  }
  const stamp = Date.now().toString(36);
  const staff = await prisma.user.create({ data: { email: `bench-staff-${stamp}@example.in`, isStaff: true, isSuperuser: true, emailVerified: true } });
  const staffToken = (await prisma.$transaction((tx) => issueToken(tx, staff.id))).key;
  const buyers: CheckoutPlan["buyers"] = [];
  for (let b = 0; b < BUYERS; b++) {
    const user = await prisma.user.create({ data: { email: `bench-buyer-${b}-${stamp}@example.in`, firstName: "Bench", emailVerified: true } });
    const token = (await prisma.$transaction((tx) => issueToken(tx, user.id))).key;
    const baskets = await prisma.basket.createManyAndReturn({
      data: Array.from({ length: BASKETS_PER_BUYER }, () => ({ ownerId: user.id, status: "Saved" as const })),
      select: { id: true },
    });
    // Each buyer starts on another product, so the 10 buyers at any moment buy different products.
    const lines = baskets.map((basket, i) => ({ basketId: basket.id, product: products[(b * 2 + i) % products.length] }));
    await prisma.basketLine.createMany({
      data: lines.map(({ basketId, product }) => ({
        basketId,
        productId: product.id,
        stockRecordId: product.recordId,
        lineReference: String(product.id),
        quantity: 1,
        priceInclTax: product.price,
      })),
    });
    buyers.push({ token, baskets: lines.map((l) => ({ id: l.basketId, productId: l.product.id })) });
  }
  return { buyers, staffToken, stock };
}

/** Runs the buyers for `seconds` (or until their baskets run out); then checks the stock. */
export async function runCheckoutBench(origin: string, plan: CheckoutPlan, seconds: number): Promise<{ result: LoadResult; stockCheck: string }> {
  const times: number[] = [];
  const ordered = new Map<number, number>();
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    plan.buyers.map(async (buyer) => {
      for (const basket of buyer.baskets) {
        if (performance.now() >= deadline) return;
        const t = performance.now();
        const r = await fetch(`${origin}/api/v2/checkout/`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Token ${buyer.token}` },
          body: JSON.stringify({ basket: basket.id, shipping_address: ADDRESS, payment: { method: "cod" } }),
        });
        await r.arrayBuffer();
        times.push(performance.now() - t);
        if (r.status === 200) ordered.set(basket.productId, (ordered.get(basket.productId) ?? 0) + 1);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const orders = [...ordered.values()].reduce((a, b) => a + b, 0);

  const problems: string[] = [];
  for (const [productId, { recordId, before }] of plan.stock) {
    const r = await fetch(`${origin}/api/v2/admin/stockrecords/${recordId}/`, { headers: { authorization: `Token ${plan.staffToken}` } });
    const now = (await r.json()) as { num_in_stock: number; num_allocated: number };
    const want = before.numAllocated + (ordered.get(productId) ?? 0);
    if (now.num_in_stock !== before.numInStock || now.num_allocated !== want) {
      problems.push(`product ${productId}: in stock ${now.num_in_stock} (was ${before.numInStock}), allocated ${now.num_allocated} (want ${want})`);
    }
  }
  const stockCheck = problems.length ? `STOCK MISMATCH: ${problems.join("; ")}` : `stock check ok (${orders} orders, ${plan.stock.size} products)`;
  return { result: { rps: orders / elapsed, p50: at(0.5), p99: at(0.99), errors, tool: "fetch" }, stockCheck };
}
