// The bench's Lighthouse run (issue 25): the five pages a buyer goes through, audited as Lighthouse's
// default mobile profile sees them (a mid-range phone on a slow 4G link, simulated), in Debian's Chromium.
// The basket and checkout pages are audited with a basket holding a product. Each page is audited
// `runs` times and the run with the median performance score is reported (Lighthouse's own advice:
// one run varies by several points).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { shopperWithBasket } from "./basket-load.ts";
import { categoryPagePaths, productPagePaths } from "./page-urls.ts";

export interface LighthousePage {
  name: string;
  path: string;
  /** Audited with a basket holding a product. */
  withBasket?: boolean;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** Scores out of 100; SEO is null for pages kept out of search engines (noindex). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's performance score, in the order run. */
  runs: number[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The five pages: landing, a category, a product, the basket and checkout. */
export async function lighthousePages(origin: string): Promise<LighthousePage[]> {
  const [category] = await categoryPagePaths(origin, 1);
  const [product] = await productPagePaths(origin, 1);
  return [
    { name: "landing page", path: "/" },
    { name: "category page", path: category },
    { name: "product page", path: product },
    { name: "basket page", path: "/basket/", withBasket: true },
    { name: "checkout page", path: "/checkout/", withBasket: true },
  ];
}

function lighthouseBin(): string {
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/lighthouse");
  if (!fs.existsSync(bin)) throw new Error("bench: Lighthouse is not installed (npm install)");
  return bin;
}

/** One Lighthouse run of `url`: its JSON report. */
function audit(url: string, headers: Record<string, string>): Promise<LighthouseReport> {
  const args = [
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    // Root in CI and containers: Chromium's sandbox needs a user namespace it may not get.
    "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
  ];
  if (Object.keys(headers).length) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
  return new Promise((resolve, reject) => {
    const child = spawn(lighthouseBin(), args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-500)}`));
      try {
        resolve(JSON.parse(Buffer.concat(out).toString()) as LighthouseReport);
      } catch (e) {
        reject(e);
      }
    });
  });
}

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode?: string }>;
}

const score = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);

/** Audits each page `runs` times; the median run by performance is reported. */
export async function runLighthouse(origin: string, pages: LighthousePage[], runs: number, log: (line: string) => void): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const headers: Record<string, string> = page.withBasket ? { Cookie: await shopperWithBasket(origin) } : {};
    const reports: LighthouseReport[] = [];
    for (let i = 0; i < runs; i++) {
      log(`  Lighthouse ${page.name} (${page.path}), run ${i + 1} of ${runs}…`);
      const report = await audit(origin + page.path, headers);
      if (report.runtimeError) throw new Error(`lighthouse ${page.path}: ${report.runtimeError.message}`);
      reports.push(report);
    }
    const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = sorted[Math.floor(sorted.length / 2)];
    // A page that tells search engines to keep away (noindex) fails "is-crawlable" by design: no SEO score.
    const indexable = median.audits["is-crawlable"]?.score !== 0;
    results.push({
      name: page.name,
      path: page.path,
      performance: score(median, "performance"),
      accessibility: score(median, "accessibility"),
      bestPractices: score(median, "best-practices"),
      seo: indexable ? score(median, "seo") : null,
      lcpMs: median.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbtMs: median.audits["total-blocking-time"]?.numericValue ?? 0,
      cls: median.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      runs: reports.map((r) => score(r, "performance")),
    });
  }
  return results;
}

export function printLighthouse(results: LighthouseResult[], runs: number): void {
  const header = ["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS", "runs"];
  const lines = results.map((r) => [
    `${r.name} ${r.path}`,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    r.seo === null ? "– (noindex)" : String(r.seo),
    r.lcpMs.toFixed(0),
    r.tbtMs.toFixed(0),
    r.cls.toFixed(3),
    r.runs.join(" "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(`\nLighthouse ${"mobile"} (simulated slow 4G, 4× CPU slowdown), median of ${runs} run${runs === 1 ? "" : "s"} by performance; goal: performance ≥ 95, the rest 100\n`);
  console.log(row(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const l of lines) console.log(row(l));
}
