// The add-product load: each connection is one shopper with its own basket (its own basket cookie),
// adding one unit at a time of products taken in turn, so no basket reaches a product's stock limit
// during the run. Driven by wrk with one thread per connection, each thread given its own cookie (wrk
// spends far less of the machine's two cores per request than Node's fetch, which left the server less
// than two thirds of them); by fetch from Node when wrk is not installed.
import { hasWrk, loadScripted, type LoadResult } from "./load.ts";

interface Card {
  id: number;
  structure: string;
  availability: { is_available_to_buy: boolean; num_available?: number };
}

async function newShopper(origin: string): Promise<string> {
  const r = await fetch(`${origin}/api/v2/basket/`);
  await r.arrayBuffer();
  const cookie = /(?:^|,\s*)((?:__Host-)?basket=[^;]+)/.exec(r.headers.get("set-cookie") ?? "");
  if (!cookie) throw new Error("bench: the basket answered no basket cookie");
  return cookie[1];
}

function add(origin: string, cookie: string, productId: number): Promise<Response> {
  return fetch(`${origin}/api/v2/basket/add-product/`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ url: productId, quantity: 1 }),
  });
}

/** Products plenty of which can be bought, that a basket takes without options. */
async function benchProducts(origin: string, max: number): Promise<number[]> {
  const r = await fetch(`${origin}/api/v2/products/?page_size=100`);
  const { results } = (await r.json()) as { results: Card[] };
  const candidates = results.filter((p) => p.structure !== "parent" && p.availability.is_available_to_buy && (p.availability.num_available ?? Infinity) >= 50);
  const probe = await newShopper(origin);
  const ok: number[] = [];
  for (const p of candidates) {
    if (ok.length >= max) break;
    const answer = await add(origin, probe, p.id);
    await answer.arrayBuffer();
    if (answer.status === 200) ok.push(p.id);
  }
  if (!ok.length) throw new Error("bench: no product can be added to a basket");
  return ok;
}

/** A shopper's cookie whose basket holds one product. */
export async function shopperWithBasket(origin: string): Promise<string> {
  const [product] = await benchProducts(origin, 1);
  const cookie = await newShopper(origin);
  const answer = await add(origin, cookie, product);
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`bench: adding product ${product} to a basket answered ${answer.status}`);
  return cookie;
}

const WARM_SECONDS = 3;

/** The wrk script: thread n (one connection) is shopper n and starts at product n. */
function addLua(origin: string, shoppers: string[], products: number[]): string {
  const list = (values: (string | number)[]) => values.map((v) => JSON.stringify(v)).join(", ");
  return `local shoppers = { ${list(shoppers)} }
local products = { ${list(products)} }
local n = 0
function setup(thread)
  n = n + 1
  thread:set("shopper", shoppers[n])
  thread:set("next_product", n)
end
function request()
  next_product = next_product + 1
  local body = '{"url": ' .. products[(next_product % #products) + 1] .. ', "quantity": 1}'
  return wrk.format("POST", "/api/v2/basket/add-product/", { ["Cookie"] = shopper, ["Origin"] = ${JSON.stringify(origin)}, ["Content-Type"] = "application/json" }, body)
end
`;
}

export async function addProductLoad(origin: string, connections: number, seconds: number): Promise<LoadResult> {
  const products = await benchProducts(origin, 40);
  const shoppers = await Promise.all(Array.from({ length: connections }, () => newShopper(origin)));
  if (hasWrk()) {
    // Warmed like the GET rows: a server's first seconds of adds run on unoptimised code and cold plans.
    const lua = addLua(origin, shoppers, products);
    await loadScripted(origin, lua, connections, WARM_SECONDS);
    return loadScripted(origin, lua, connections, seconds);
  }
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (cookie, n) => {
      let i = n;
      while (performance.now() < until) {
        const t = performance.now();
        const r = await add(origin, cookie, products[i++ % products.length]);
        await r.arrayBuffer();
        times.push(performance.now() - t);
        if (r.status !== 200) errors++;
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { rps: times.length / total, p50: at(0.5), p99: at(0.99), errors, tool: "fetch" };
}

/** A shopper's cookie, the product in their basket and that line's path (its quantity 1). */
async function shopperWithLine(origin: string, product: number): Promise<{ cookie: string; product: number; line: string }> {
  const cookie = await newShopper(origin);
  const added = await add(origin, cookie, product);
  const basket = (await added.json()) as { lines: string };
  if (added.status !== 200) throw new Error(`bench: adding product ${product} answered ${added.status}`);
  const lines = (await (await fetch(basket.lines, { headers: { cookie } })).json()) as { url: string }[];
  return { cookie, product, line: new URL(lines[0].url).pathname };
}

/** The wrk script: thread n is shopper n; it adds its product (quantity 2), then sets the line back to 1. */
function addThenSetLua(origin: string, shoppers: { cookie: string; product: number; line: string }[]): string {
  const rows = shoppers.map((s) => `{ ${JSON.stringify(s.cookie)}, ${s.product}, ${JSON.stringify(s.line)} }`).join(", ");
  return `local shoppers = { ${rows} }
local n = 0
function setup(thread)
  n = n + 1
  thread:set("me", n)
  thread:set("adding", true)
end
function request()
  local s = shoppers[me]
  local headers = { ["Cookie"] = s[1], ["Origin"] = ${JSON.stringify(origin)}, ["Content-Type"] = "application/json" }
  adding = not adding
  if not adding then
    return wrk.format("POST", "/api/v2/basket/add-product/", headers, '{"url": ' .. s[2] .. ', "quantity": 1}')
  end
  return wrk.format("PATCH", s[3], headers, '{"quantity": 1}')
end
`;
}

/**
 * Basket mutations as issue 25 counts them: each connection a shopper with a basket of its own, adding a
 * product (the line goes to 2) and setting that line back to 1, in turn; both requests are counted. The
 * baskets stay one line long, so the figure is the cost of a change, not of a basket that grows.
 */
export async function addThenSetLoad(origin: string, connections: number, seconds: number): Promise<LoadResult> {
  const products = await benchProducts(origin, connections);
  const shoppers = await Promise.all(Array.from({ length: connections }, (_, n) => shopperWithLine(origin, products[n % products.length])));
  if (!hasWrk()) throw new Error("bench: the add-and-set row needs wrk (apt-get install wrk)");
  const lua = addThenSetLua(origin, shoppers);
  await loadScripted(origin, lua, connections, WARM_SECONDS);
  return loadScripted(origin, lua, connections, seconds);
}
