// Staff lists are rendered from the URL (?q=, filters, sort, page), so every view is a link staff can
// share. These turn a page's searchParams into the URL and the query object the staff API reads, so a
// page and its endpoint parse the same way with the same zod schema.
import type { z } from "zod";
import { publicUrl } from "@/lib/http/urls.ts";

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of each parameter (a repeated ?status= keeps its first). */
export function firstValues(sp: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(sp)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined && value !== "") out[k] = value;
  }
  return out;
}

/** The page's own URL with its parameters, for page links. */
export function listUrl(path: string, sp: SearchParams): URL {
  const url = new URL(publicUrl(path));
  for (const [k, v] of Object.entries(firstValues(sp))) url.searchParams.set(k, v);
  return url;
}

/** The list's filters as the staff API reads them; `problems` names each refused parameter. */
export function listQuery<T>(schema: z.ZodType<T>, sp: SearchParams): { query: T; problems: string[] } {
  const values = firstValues(sp);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { query: parsed.data, problems: [] };
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")));
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !bad.has(k)));
  const retry = schema.safeParse(kept);
  const problems = parsed.error.issues.map((i) => `${String(i.path[0] ?? "filter")}: ${i.message}`);
  return { query: retry.success ? retry.data : (schema.parse({}) as T), problems };
}

/** `url` with `changes` applied (null removes a parameter), as a path and query for a link. */
export function hrefWith(url: URL, changes: Record<string, string | number | null>): string {
  const next = new URL(url);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") next.searchParams.delete(k);
    else next.searchParams.set(k, String(v));
  }
  if (changes.page === undefined && Object.keys(changes).length) next.searchParams.delete("page");
  return `${next.pathname}${next.search}`;
}
