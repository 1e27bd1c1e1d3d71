// The route a request went to, as the app folder names it ("/p/[slug]/", "/api/v2/products/[id]/"):
// the label of the request metrics, so that their number stays that of the shop's routes, never one
// per product, order or token. Read once from the app folder: a page or a route handler is a route;
// route groups "(shop)" are no part of the address; "%5F" is Next's way to spell a leading "_".
import fs from "node:fs";
import path from "node:path";

type Node = {
  label?: string;
  statics: Map<string, Node>;
  dynamic?: Node;
  catchAll?: { label: string };
  optionalCatchAll?: { label: string };
};

const ROUTE_FILES = /^(page|route)\.(tsx?|jsx?|mdx?)$/;
/** Files of the app folder's top that answer at an address of their own. */
const METADATA_FILES: Record<string, string> = {
  "robots.ts": "/robots.txt",
  "sitemap.ts": "/sitemap.xml",
  "manifest.ts": "/manifest.webmanifest",
  "favicon.ico": "/favicon.ico",
  "icon.svg": "/icon.svg",
  "apple-icon.png": "/apple-icon.png",
};

function emptyNode(): Node {
  return { statics: new Map() };
}

function folderSegment(name: string): string {
  return name.replace(/%5F/gi, "_");
}

function add(root: Node, segments: string[]): void {
  const label = `/${segments.map(folderSegment).join("/")}${segments.length ? "/" : ""}`;
  let node = root;
  for (const segment of segments) {
    if (segment.startsWith("[[...")) {
      node.optionalCatchAll = { label };
      return;
    }
    if (segment.startsWith("[...")) {
      node.catchAll = { label };
      return;
    }
    if (segment.startsWith("[")) node = node.dynamic ??= emptyNode();
    else {
      const name = folderSegment(segment);
      node = node.statics.get(name) ?? node.statics.set(name, emptyNode()).get(name)!;
    }
  }
  node.label = label;
}

function scan(root: Node, folder: string, segments: string[]): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith("_") || entry.name.startsWith("@")) continue; // private folders, slots
      // The shop's language folder is no part of the label either: "/hi/p/x/" and "/p/x/" are both "/p/[slug]/".
      const grouped = (entry.name.startsWith("(") && entry.name.endsWith(")")) || entry.name === "[locale]";
      scan(root, path.join(folder, entry.name), grouped ? segments : [...segments, entry.name]);
    } else if (ROUTE_FILES.test(entry.name)) add(root, segments);
  }
}

function match(node: Node, parts: string[], at: number): string | undefined {
  if (at === parts.length) return node.label ?? node.optionalCatchAll?.label;
  const next = node.statics.get(parts[at]);
  const found = (next && match(next, parts, at + 1)) ?? (node.dynamic && match(node.dynamic, parts, at + 1));
  return found ?? node.catchAll?.label ?? node.optionalCatchAll?.label;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The labeller of the routes under `appDir`, and of `serverRoutes` ("/api/metrics/": answered by the
 * server before Next); the files and folders of `publicDir` answer as "/public/".
 */
export function routeLabeller(appDir: string, publicDir?: string, serverRoutes: string[] = []): (url: string) => string {
  const root = emptyNode();
  scan(root, appDir, []);
  for (const route of serverRoutes) add(root, route.split("/").filter(Boolean));
  const publicNames = new Set(publicDir && fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []);
  const metadata = new Map<string, string>();
  for (const [file, address] of Object.entries(METADATA_FILES)) if (fs.existsSync(path.join(appDir, file))) metadata.set(address, address);
  return (url) => {
    const q = url.search(/[?#]/);
    const pathname = q >= 0 ? url.slice(0, q) : url;
    if (pathname.startsWith("/_next/")) return pathname.startsWith("/_next/static/") ? "/_next/static/" : "/_next/other/";
    const known = metadata.get(pathname);
    if (known) return known;
    const parts = pathname.split("/").filter(Boolean).map(decoded);
    if (parts[0] === "hi") parts.shift();
    return match(root, parts, 0) ?? (parts.length && publicNames.has(parts[0]) ? "/public/" : "unmatched");
  };
}
