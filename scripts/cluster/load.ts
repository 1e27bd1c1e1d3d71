// The loads of the cluster tests (scripts/cluster/cluster.test.ts): buyers checking out with their
// Idempotency-Key through nginx, retrying as an app would when a server dies under them, and a mixed
// load of shoppers (browse, search, basket, checkout, sign-in) that tallies every answer.
import fs from "node:fs";
import { issueToken } from "@/lib/auth/tokens.ts";
import type { Db } from "@/lib/db.ts";

const ADDRESS = {
  first_name: "Cluster",
  last_name: "Buyer",
  line1: "1 MG Road",
  line4: "Bengaluru",
  state: "Karnataka",
  postcode: "560001",
  country: "IN",
  phone_number: "+919845012345",
};
const REQUEST_TIMEOUT_MS = 20_000;

export interface BuyerPlan {
  buyers: { token: string; baskets: { id: number; stockRecordId: number }[] }[];
  basketIds: number[];
  /** Levels before the load, by stock record id. */
  stock: Map<number, { numInStock: number | null; numAllocated: number }>;
}

/** Buyers with tokens and Saved baskets of one line each, over products with stock enough for all. */
export async function prepareBuyers(prisma: Db, opts: { buyers: number; basketsPerBuyer: number }): Promise<BuyerPlan> {
  const products = await prisma.$queryRaw<{ id: number; recordId: number; price: string; numAllocated: number }[]>`
    SELECT p.id, sr.id AS "recordId", sr.price::text AS price, sr."numAllocated"
    FROM "Product" p
    JOIN "StockRecord" sr ON sr."productId" = p.id
    LEFT JOIN "Product" par ON par.id = p."parentId"
    JOIN "ProductClass" pc ON pc.id = COALESCE(p."productClassId", par."productClassId")
    WHERE p.structure <> 'parent' AND p."isPublic" AND COALESCE(par."isPublic", true) AND pc."tracksStock" AND sr."numInStock" IS NOT NULL
      AND sr.price < 50000 AND NOT EXISTS (SELECT 1 FROM "ProductClassDeliveryZone" d WHERE d."productClassId" = pc.id)
    ORDER BY p.id LIMIT 12`;
  if (!products.length) throw new Error("cluster test: the demo shop has no product to buy");
  const stock = new Map<number, { numInStock: number | null; numAllocated: number }>();
  for (const p of products) {
    const numInStock = p.numAllocated + opts.buyers * opts.basketsPerBuyer;
    await prisma.stockRecord.update({ where: { id: p.recordId }, data: { numInStock } });
    stock.set(p.recordId, { numInStock, numAllocated: p.numAllocated });
  }
  const stamp = Date.now().toString(36);
  const buyers: BuyerPlan["buyers"] = [];
  const basketIds: number[] = [];
  for (let b = 0; b < opts.buyers; b++) {
    const user = await prisma.user.create({ data: { email: `cluster-buyer-${b}-${stamp}@example.in`, firstName: "Cluster", emailVerified: true } });
    const token = (await prisma.$transaction((tx) => issueToken(tx, user.id))).key;
    const baskets = await prisma.basket.createManyAndReturn({ data: Array.from({ length: opts.basketsPerBuyer }, () => ({ ownerId: user.id, status: "Saved" as const })), select: { id: true } });
    const lines = baskets.map((basket, i) => ({ basketId: basket.id, product: products[(b + i) % products.length] }));
    await prisma.basketLine.createMany({
      data: lines.map(({ basketId, product }) => ({ basketId, productId: product.id, stockRecordId: product.recordId, lineReference: String(product.id), quantity: 1, priceInclTax: product.price })),
    });
    buyers.push({ token, baskets: lines.map((l) => ({ id: l.basketId, stockRecordId: l.product.recordId })) });
    basketIds.push(...lines.map((l) => l.basketId));
  }
  return { buyers, basketIds, stock };
}

export interface CheckoutOutcome {
  placed: { number: string; basketId: number; stockRecordId: number }[];
  refused: { basketId: number; status: number; body: string }[];
  /** Baskets whose checkout never got a final answer. */
  unanswered: number[];
  /** Tries repeated after a broken connection, a 502/503/504 or "in progress". */
  retried: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each buyer checks out its baskets one after another for `seconds` through `origin`. A basket's
 * checkout is retried with the same Idempotency-Key until it has a final answer: after a connection
 * error, a 502/503/504, or "in progress" (a dead server's claim on the key, until its lease runs out).
 */
export async function checkoutLoad(origin: string, plan: BuyerPlan, opts: { seconds: number }): Promise<CheckoutOutcome> {
  const outcome: CheckoutOutcome = { placed: [], refused: [], unanswered: [], retried: 0 };
  const deadline = Date.now() + opts.seconds * 1000;
  await Promise.all(
    plan.buyers.map(async (buyer) => {
      for (const basket of buyer.baskets) {
        if (Date.now() >= deadline) return;
        const giveUpAt = Date.now() + 150_000;
        for (;;) {
          if (Date.now() > giveUpAt) {
            outcome.unanswered.push(basket.id);
            break;
          }
          let status = 0;
          let text = "";
          try {
            const r = await fetch(`${origin}/api/v2/checkout/`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Token ${buyer.token}`, "idempotency-key": `cluster-basket-${basket.id}` },
              body: JSON.stringify({ basket: basket.id, shipping_address: ADDRESS, payment: { method: "cod" } }),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            status = r.status;
            text = await r.text();
          } catch {
            outcome.retried++;
            await sleep(200); // the connection broke: the server died under it
            continue;
          }
          if (status === 200) {
            outcome.placed.push({ number: (JSON.parse(text) as { number: string }).number, basketId: basket.id, stockRecordId: basket.stockRecordId });
            break;
          }
          if (status === 502 || status === 503 || status === 504 || (status === 409 && text.includes("in progress"))) {
            outcome.retried++;
            await sleep(status === 409 ? 1000 : 200);
            continue;
          }
          outcome.refused.push({ basketId: basket.id, status, body: text.slice(0, 300) });
          break;
        }
      }
    }),
  );
  return outcome;
}

export interface LoadTally {
  statuses: Map<number, number>;
  /** 500s whose body names no error id. */
  serverErrorsWithoutId: number;
  /** 503s without Retry-After. */
  unavailableWithoutRetryAfter: number;
  /** Requests with no answer within the timeout. */
  hung: number;
  /** The first answer of each status other than 200, "METHOD path → body", for a failure's reader. */
  firstOf?: Map<number, string>;
}

interface MixedOptions {
  seconds: number;
  connections: number;
  tally: LoadTally;
  onAnswer?: (status: number) => void;
  /** Sign in with this account now and then. */
  staff?: { email: string; password: string };
  /** Guests check their baskets out now and then (cash on delivery). */
  withCheckout?: boolean;
}

/** One shopper's cookies, as a browser keeps them. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(r: Response): void {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

/** Browsing, searching, baskets, checkouts and sign-ins from `connections` shoppers at once, for `seconds`. */
export async function mixedLoad(origin: string, opts: MixedOptions): Promise<void> {
  const listed = (await (await fetch(`${origin}/api/v2/products/?page_size=60`)).json()) as { results: { id: number; slug?: string; url: string; structure: string; availability: { is_available_to_buy: boolean } }[] };
  const buyable = listed.results.filter((p) => p.structure !== "parent" && p.availability.is_available_to_buy);
  const pages = ["/", "/c/living-room/", "/search/q=sofa/", "/search/q=teak%20bed/", "/c/bedroom/", ...listed.results.slice(0, 20).flatMap((p) => (p.slug ? [`/p/${p.slug}/`] : []))];
  const deadline = Date.now() + opts.seconds * 1000;
  let n = 0;

  const record = (r: Response, text: string, what: string) => {
    const { tally } = opts;
    tally.statuses.set(r.status, (tally.statuses.get(r.status) ?? 0) + 1);
    if (r.status !== 200 && tally.firstOf && !tally.firstOf.has(r.status)) tally.firstOf.set(r.status, `${what} → ${text.slice(0, 300)}`);
    if (r.status === 500 && !text.includes("error_id")) tally.serverErrorsWithoutId++;
    if (r.status === 503 && !r.headers.get("retry-after")) tally.unavailableWithoutRetryAfter++;
    opts.onAnswer?.(r.status);
  };
  const request = async (jar: Jar, path: string, init: RequestInit = {}): Promise<{ r: Response; text: string } | undefined> => {
    try {
      const headers = new Headers(init.headers);
      const cookie = jar.header();
      if (cookie) headers.set("cookie", cookie);
      if (init.method && init.method !== "GET") headers.set("origin", origin);
      const r = await fetch(origin + path, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await r.text();
      jar.take(r);
      record(r, text, `${init.method ?? "GET"} ${path}`);
      return { r, text };
    } catch {
      opts.tally.hung++;
      return undefined;
    }
  };

  await Promise.all(
    Array.from({ length: opts.connections }, async (_, c) => {
      let jar = new Jar();
      while (Date.now() < deadline) {
        const step = n++ % 20;
        if (step < 10) await request(jar, pages[(n + c) % pages.length]);
        else if (step < 13) await request(jar, `/api/v2/catalogue/suggestions/?q=${["sof", "bed", "tea", "cha", "lam"][n % 5]}`);
        else if (step < 16 && buyable.length) {
          const product = buyable[(n + c) % buyable.length];
          await request(jar, "/api/v2/basket/add-product/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: product.id, quantity: 1 }) });
          await request(jar, "/api/v2/basket/");
        } else if (step === 16 && opts.withCheckout) {
          const basket = await request(jar, "/api/v2/basket/");
          const id = basket && basket.r.status === 200 ? (JSON.parse(basket.text) as { id: number; lines?: unknown }).id : undefined;
          if (id) {
            await request(jar, "/api/v2/checkout/", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ basket: id, guest_email: `soak-${c}@example.in`, shipping_address: ADDRESS, payment: { method: "cod" } }),
            });
            jar = new Jar();
          }
        } else if (step === 17 && opts.staff) {
          const signIn = new Jar();
          await request(signIn, "/api/v2/login/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: opts.staff.email, password: opts.staff.password }) });
          await request(signIn, "/api/v2/login/");
          await request(signIn, "/api/v2/login/", { method: "DELETE" });
        } else await request(jar, "/api/v2/_shopper/");
      }
    }),
  );
}

/** A process's resident memory in bytes (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : NaN;
}
