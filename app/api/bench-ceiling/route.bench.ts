// The framework's ceiling for `npm run bench`: a Next route handler that touches no database and
// answers a fixed JSON body (the file named by BENCH_CEILING_FILE). Only the bench's own build
// (STOREFRONT_BENCH_BUILD=1, into .next-bench/) takes this file: next.config.js gives the ".bench.ts"
// extension to that build alone, so the shop's builds do not ship it. Without the variable: 404.
import fs from "node:fs";
import { connection } from "next/server";

let body: string | undefined;

export async function GET(): Promise<Response> {
  await connection(); // answered per request (the variable is set on the server, not at build)
  const file = process.env.BENCH_CEILING_FILE;
  if (!file) return new Response(JSON.stringify({ detail: "Not found." }), { status: 404, headers: { "Content-Type": "application/json" } });
  body ??= fs.readFileSync(file, "utf8");
  return new Response(body, { headers: { "Content-Type": "application/json", Allow: "GET, HEAD, OPTIONS", Vary: "Accept" } });
}
