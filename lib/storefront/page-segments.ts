// Content lists keep their page number in the path (`/downloads/page=2/`, `/gallery/events/page=3/`):
// shop pages are cached per path and never read the query string (docs/decisions/0017).

/** The page number of a path's last `page=N` segment (1 without one) and the segments before it; null when malformed. */
export function readPageSegments(segments: string[]): { page: number; rest: string[] } | null {
  const last = segments.at(-1)?.replace(/^page%3D/i, "page=");
  if (last === undefined || !last.startsWith("page=")) return { page: 1, rest: segments };
  const value = last.slice("page=".length);
  // page=1 is the plain path; a page number is written without leading zeros.
  if (!/^[1-9]\d{0,5}$/.test(value) || value === "1") return null;
  return { page: Number(value), rest: segments.slice(0, -1) };
}

/** The path of page `page` of the list at `base` ("/downloads/"). */
export function pagedHref(base: string, page: number): string {
  return page > 1 ? `${base}page=${page}/` : base;
}
