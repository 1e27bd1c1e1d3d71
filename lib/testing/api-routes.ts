// The route modules under app/api/, by the path they serve, for tests that walk every endpoint: a
// folder "[id]" serves "{id}", "[...slug_path]" serves "{slug_path}" (a list of segments), "%5F…"
// serves "_…". Paths are keyed by their shape ("/api/v2/countries/{}/"), since a folder and the
// endpoint's documented path may name a parameter differently (Next allows one name per level).
import fs from "node:fs";
import path from "node:path";
import type { RouteModule } from "./http.ts";

const APP_API = path.resolve(import.meta.dirname, "../../app/api");

export interface ApiRoute {
  module: RouteModule;
  /** The folder's parameter names in path order; a catch-all takes a list. */
  params: { name: string; catchAll: boolean }[];
}

/** "/api/v2/countries/{}/": a path with its placeholders unnamed. */
export const pathShape = (p: string) => p.replace(/\{[^}]+\}/g, "{}");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [path.relative(APP_API, full)] : [];
  });
}

/** Every route module under app/api/ but the JSON 404 and next-auth's, by pathShape(). */
export async function apiRoutes(): Promise<Map<string, ApiRoute>> {
  const routes = new Map<string, ApiRoute>();
  for (const file of routeFiles(APP_API)) {
    const folder = path.dirname(file);
    if (folder.includes("[[") || folder.startsWith("auth")) continue;
    const params = [...folder.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map(([, dots, name]) => ({ name, catchAll: !!dots }));
    const apiPath = `/api/${folder}/`.replace(/\[(?:\.\.\.)?[^\]]+\]/g, "{}").replace(/%5F/g, "_");
    routes.set(apiPath, { module: (await import(path.join(APP_API, file))) as RouteModule, params });
  }
  return routes;
}
