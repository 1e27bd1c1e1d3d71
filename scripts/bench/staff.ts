// Staff work in `npm run bench`:
// - "price churn" (every run): the product page loaded while staff change its price every second,
//   beside the same page with no changes, in the same run — pages a change made out of date are
//   rendered again in the background (decision 0106), so the churned p99 stays near the cached one.
// - `--admin` (PostgreSQL): a bench catalogue of 10,000 products and 50,000 orders (never the demo
//   seed's), then the admin product search and the order list with a filter at 1 connection, beside the
//   empty admin page of the same run.
import { hashPassword } from "@/lib/auth/password.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import type { Db } from "@/lib/db.ts";
import { browserSignIn } from "../lib/browser-sign-in.ts";
import { load, type LoadResult } from "./load.ts";

const STAFF_EMAIL = "bench-owner@example.in";
const STAFF_PASSWORD = "bench owner password 2026";

export interface StaffPlan {
  token: string;
  product: { path: string; recordId: number; price: string };
}

let plan: StaffPlan | undefined;

/** The bench's owner account and the product whose price churns; called in `prepare`. */
export async function prepareStaffBench(prisma: Db): Promise<void> {
  const owner = await prisma.user.create({
    data: { email: STAFF_EMAIL, passwordHash: await hashPassword(STAFF_PASSWORD), isStaff: true, isSuperuser: true, emailVerified: true },
  });
  const token = (await prisma.$transaction((tx) => issueToken(tx, owner.id))).key;
  const [product] = await prisma.$queryRaw<{ slug: string; recordId: number; price: string }[]>`
    SELECT p.slug, sr.id AS "recordId", sr.price::text AS price FROM "Product" p JOIN "StockRecord" sr ON sr."productId" = p.id
    WHERE p.structure = 'standalone' AND p."isPublic" ORDER BY p.id LIMIT 1`;
  if (!product) throw new Error("staff bench: no standalone product");
  plan = { token, product: { path: `/p/${encodeURIComponent(product.slug)}/`, recordId: product.recordId, price: product.price } };
}

function planOrThrow(): StaffPlan {
  if (!plan) throw new Error("staff bench: prepareStaffBench did not run");
  return plan;
}

/** The product page whose price churns, with no changes: the cached figure of the same run. */
export async function quietProductPage(origin: string, connections: number, seconds: number): Promise<LoadResult> {
  const { product } = planOrThrow();
  await fetch(origin + product.path).then((r) => r.arrayBuffer());
  return load(origin + product.path, connections, seconds);
}

/** The same page while staff change its price every second through the staff API. */
export async function churnedProductPage(origin: string, connections: number, seconds: number): Promise<LoadResult> {
  const { token, product } = planOrThrow();
  const base = Number(product.price);
  let n = 0;
  let failed = 0;
  const change = async () => {
    n += 1;
    const price = (base + (n % 2)).toFixed(2);
    const r = await fetch(`${origin}/api/v2/admin/stockrecords/${product.recordId}/`, {
      method: "PATCH",
      headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ price }),
    });
    if (r.status !== 200) failed++;
    await r.arrayBuffer();
  };
  const timer = setInterval(() => void change(), 1_000);
  try {
    const result = await load(origin + product.path, connections, seconds);
    if (failed) throw new Error(`staff bench: ${failed} of ${n} price changes failed`);
    return result;
  } finally {
    clearInterval(timer);
  }
}

/** Fills the bench catalogue: 10,000 products with stock records and 50,000 orders (set-based SQL). */
export async function prepareAdminBench(prisma: Db): Promise<void> {
  await prepareStaffBench(prisma);
  const [cls] = await prisma.$queryRaw<{ id: number }[]>`SELECT id FROM "ProductClass" ORDER BY id LIMIT 1`;
  const [partner] = await prisma.$queryRaw<{ id: number }[]>`SELECT id FROM "Partner" ORDER BY id LIMIT 1`;
  const words = ["Teak", "Sheesham", "Mango", "Cane", "Rosewood", "Walnut", "Oak", "Bamboo"];
  const kinds = ["Bench", "Chair", "Table", "Shelf", "Bed", "Desk", "Stool", "Cabinet"];
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Product" (title, slug, "productClassId", "isPublic", "dateUpdated")
    SELECT (ARRAY['${words.join("','")}'])[1 + i % 8] || ' ' || (ARRAY['${kinds.join("','")}'])[1 + (i / 8) % 8] || ' ' || i,
           'bench-product-' || i, ${cls.id}, i % 10 <> 0, now()
    FROM generate_series(1, 10000) AS i`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "StockRecord" ("productId", "partnerId", "partnerSku", price, "numInStock", "numAllocated", "dateUpdated")
    SELECT p.id, ${partner.id}, 'BENCH-' || substr(p.slug, 15), 1000 + (p.id % 500) * 37, p.id % 40, 0, now()
    FROM "Product" p WHERE p.slug LIKE 'bench-product-%'`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "OrderAddress" ("firstName", "lastName", line1, line4, state, postcode, "countryIso2", "phoneNumber")
    SELECT 'Buyer', 'No' || i, i || ' Bench Road', 'Bengaluru', (ARRAY['Karnataka','Kerala','Tamil Nadu','Goa'])[1 + i % 4],
           (560001 + i % 90)::text, 'IN', '+9198' || lpad(i::text, 8, '0')
    FROM generate_series(1, 50000) AS i`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Order" ("trackingTokenHash", email, "totalInclTax", "totalExclTax", "shippingInclTax", "shippingExclTax",
                         "shippingMethod", "shippingCode", status, "paymentMethod", "shippingAddressId", "datePlaced", "dateUpdated")
    SELECT md5('bench-order-' || a.id), 'buyer' || a.id || '@example.in', 11800, 10000, 0, 0, 'Standard delivery', 'standard',
           (ARRAY['new','processing','shipped','delivered','cancelled'])[1 + a.id % 5]::"OrderStatus", 'cod', a.id,
           now() - (a.id % 365) * interval '1 day', now()
    FROM "OrderAddress" a WHERE a.line1 LIKE '% Bench Road'`);
  await prisma.$executeRawUnsafe(`ANALYZE`);
}

/** The rows of `--admin`: staff pages at 1 connection, signed in as the bench's owner. */
export async function adminPageLoads(origin: string, seconds: number): Promise<{ name: string; result: LoadResult }[]> {
  const cookie = await browserSignIn(origin, STAFF_EMAIL, STAFF_PASSWORD);
  const pages = [
    { name: "empty admin page (/admin/search/)", path: "/admin/search/" },
    { name: "admin product search (10,000 products)", path: "/admin/products/?q=teak+bench" },
    { name: "admin order list, a filter (50,000 orders)", path: "/admin/orders/?status=processing" },
  ];
  const rows: { name: string; result: LoadResult }[] = [];
  for (const p of pages) {
    const r = await fetch(origin + p.path, { headers: { cookie } });
    if (r.status !== 200) throw new Error(`admin bench: ${p.path} answered ${r.status}`);
    await r.arrayBuffer();
    rows.push({ name: p.name, result: await load(origin + p.path, 1, seconds, { Cookie: cookie }) });
  }
  return rows;
}
