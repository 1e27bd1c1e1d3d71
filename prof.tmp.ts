import { openTestDatabase } from "@/lib/testing/database.ts";
import pg from "pg";
import { deploy } from "@/prisma/migrate/commands.ts";
import { useDatabase, db, prismaOverPostgres } from "@/lib/db.ts";
import { seedDemoCatalogue } from "@/lib/testing/demo-catalogue.ts";
import { resolveListing, allConditions } from "@/lib/catalogue/listing-filters.ts";
import { listingFacets } from "@/lib/catalogue/facets.ts";
import { listProducts } from "@/lib/catalogue/listing.ts";
import { parseListingQuery } from "@/lib/catalogue/listing-query.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { attributeCatalogue } from "@/lib/catalogue/attributes.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
process.env.CATALOGUE_CACHE = "0";
const base = "postgresql://postgres@127.0.0.1:5432/postgres";
const name = "sf_prof_" + Date.now();
const admin = new pg.Client({ connectionString: base }); await admin.connect(); await admin.query(`CREATE DATABASE "${name}"`);
const url = base.replace(/\/postgres$/, "/" + name);
await deploy({ url });
const prisma = prismaOverPostgres(url);
useDatabase({ kind: "postgres", prisma, url, close: () => prisma.$disconnect() });
await seedDemoCatalogue(db());
const time = async (label: string, f: () => Promise<unknown>, n = 30) => { await f(); const t = performance.now(); for (let i = 0; i < n; i++) await f(); console.log(label, ((performance.now() - t) / n).toFixed(2), "ms"); };
const q = parseListingQuery(new URLSearchParams(""), { storefront: true });
await time("tree", () => categoryTree());
await time("attributes", () => attributeCatalogue());
const r = await resolveListing(q, SHOPPER);
await time("facets", () => listingFacets(r));
await time("listing no facets", () => listProducts(q, SHOPPER, { page: 1, pageSize: 20 }));
await time("listing+facets", () => listProducts(q, SHOPPER, { page: 1, pageSize: 20 }, { facets: true }));
const qq = parseListingQuery(new URLSearchParams("q=sofa"), { storefront: true });
await time("search sofa", () => listProducts(qq, SHOPPER, { page: 1, pageSize: 20 }));
import("@/lib/catalogue/cards.ts").then(() => {});
const { cardColumns, cardJoins } = await import("@/lib/catalogue/cards.ts");
const { Prisma } = await import("@/lib/db.ts");
const page = Prisma.sql`EXPLAIN ANALYZE WITH page AS (
      SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${r.orderBy}) AS pos
      FROM "Product" p WHERE ${allConditions(r)}
      ORDER BY ${r.orderBy} LIMIT 20 OFFSET 0
    )
    SELECT ${cardColumns}, page.total::int AS total
    FROM page JOIN "Product" p ON p.id = page.id ${cardJoins}
    ORDER BY page.pos`;
const out = await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(page.sql, ...page.values);
console.log(out.map((x) => x["QUERY PLAN"]).filter((l) => /Execution|Planning/.test(l)).join("\n"));
await prisma.$disconnect(); await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`); await admin.end();
process.exit(0);
