// Which pages are one caller's own, and keeping Next from treating them as cacheable shells.
//
// Pages under app/[locale]/(shop)/ are the same for everyone and cached whole (docs/decisions/0017). Every other
// page renders per request from the caller's cookies or the link's token — except the two status pages,
// which are static and show no one's data. Next's build still prerenders a shell of each per-request
// page (the shop's frame, with the page's part left as a hole) and lists it in the prerender manifest;
// at run time Next then treats the page as static: it looks the shell up in the page cache, renders it
// from a live request when it is missing (with that request's URL, token included, in its RSC payload),
// hands that one render to every request that arrives meanwhile, and answers prefetches from it. So the
// build's step below takes these pages out of the manifest: Next renders them whole for each request
// and nothing of theirs enters a cache shared by callers (docs/decisions/0100).
import fs from "node:fs";
import path from "node:path";

/** The page files of the cached shop group start with this. */
export const CACHED_GROUP = "app/[locale]/(shop)/";

/** Pages outside the shop group that are static and show nobody's data: prerendered, kept as Next builds them. */
export const STATUS_PAGES: readonly string[] = ["app/[locale]/(account)/page-not-found/page.tsx", "app/staff-only/page.tsx"];

/** Every page file under `app/` (paths relative to `root`, with "/"), the bench's own pages left out. */
export function pageFiles(root: string, dir = "app", out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) pageFiles(root, rel, out);
    else if (/^page\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out.sort();
}

/** The pages rendered per request for one caller. */
export function personalPageFiles(root: string): string[] {
  return pageFiles(root).filter((f) => !f.startsWith(CACHED_GROUP) && !STATUS_PAGES.includes(f));
}

/** Next's name of a page's route: "app/[locale]/(account)/orders/[number]/thanks/page.tsx" → "/[locale]/orders/[number]/thanks". */
export function routeOf(file: string): string {
  const segments = file.split("/").slice(1, -1).filter((s) => !(s.startsWith("(") && s.endsWith(")")));
  return `/${segments.join("/")}`;
}

interface PrerenderManifest {
  routes: Record<string, { srcRoute?: string | null }>;
  dynamicRoutes: Record<string, { fallbackSourceRoute?: string | null }>;
}

/**
 * Takes the personal pages out of a build's prerender manifest, so Next renders them per request and
 * never serves a stored or shared render of them. Answers the routes taken out.
 */
export function keepPersonalPagesDynamic(root: string, distDir: string): string[] {
  const file = path.join(distDir, "prerender-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as PrerenderManifest;
  const personal = new Set(personalPageFiles(root).map(routeOf));
  const removed: string[] = [];
  for (const [route, entry] of Object.entries(manifest.routes)) {
    if (personal.has(route) || (entry.srcRoute && personal.has(entry.srcRoute))) {
      delete manifest.routes[route];
      removed.push(route);
    }
  }
  // Under app/[locale]/ Next also lists a shell per language ("/hi/orders/[number]/thanks", its source
  // "/[locale]/orders/[number]/thanks"): those go too. A status page keeps its prerendered pages ("/en/page-not-found")
  // but not its shell for an unknown language, which Next would try to render at run time.
  const status = new Set(STATUS_PAGES.map(routeOf));
  for (const [route, entry] of Object.entries(manifest.dynamicRoutes)) {
    if (personal.has(route) || (entry.fallbackSourceRoute && personal.has(entry.fallbackSourceRoute)) || status.has(route)) {
      delete manifest.dynamicRoutes[route];
      removed.push(route);
    }
  }
  fs.writeFileSync(file, JSON.stringify(manifest));
  return removed.sort();
}
