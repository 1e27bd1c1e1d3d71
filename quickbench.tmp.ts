import { startTestServer } from "@/scripts/lib/server-process.ts";
import { seedDemoCatalogue } from "@/lib/testing/demo-catalogue.ts";
import { useDatabase } from "@/lib/db.ts";
import { load, loadMany } from "@/scripts/bench/load.ts";
import { listingUrls, suggestionUrls } from "@/scripts/bench/catalogue-urls.ts";
const db = process.argv[2] ?? "postgres";
const cache = process.argv[3] ?? "1";
const server = await startTestServer({
  postgresUrl: db === "postgres" ? "postgresql://postgres@127.0.0.1:5432/postgres" : null,
  env: { LOG_REQUESTS: "0", DB_POOL_SIZE: "20", CATALOGUE_CACHE: cache, BENCH_CEILING_FILE: "/tmp/ceiling.json" },
  prepare: async (prisma) => { useDatabase({ kind: db === "postgres" ? "postgres" : "pglite", prisma, close: async () => {} }); await seedDemoCatalogue(prisma); useDatabase(undefined); },
});
try {
  const fs = await import("node:fs");
  const body = await (await fetch(server.origin + "/api/v2/catalogue/product/list/?page_size=20")).text();
  fs.writeFileSync("/tmp/ceiling.json", body);
  console.log("body bytes", body.length);
  for (let i = 0; i < 50; i++) await (await fetch(server.origin + "/api/bench-ceiling/")).arrayBuffer();
  console.log("ceiling same body", JSON.stringify(await load(server.origin + "/api/bench-ceiling/", 10, 5)));
  for (const p of ["/api/v2/catalogue/product/list/?page_size=20", "/api/v2/products/"]) {
    for (let i = 0; i < 50; i++) await (await fetch(server.origin + p)).arrayBuffer();
    console.log(p, JSON.stringify(await load(server.origin + p, 10, 5)));
  }
  if (process.argv[4] === "short") throw new Error("done");
  const urls = await listingUrls(server.origin, 50);
  console.log("mixed", JSON.stringify(await loadMany(server.origin, urls, 10, 5)));
  const s = await suggestionUrls(server.origin, 60);
  console.log("suggest", JSON.stringify(await loadMany(server.origin, s, 10, 5)));
} finally { await server.stop(); }
process.exit(0);
