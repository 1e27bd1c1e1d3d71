// Query parameters of storefront listings (category pages, search), as Next hands them to pages.

export type SearchParamValue = string | string[] | undefined;

/** The first value of a query parameter, or undefined. */
export function firstParam(value: SearchParamValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=` as a page number: absent → 1; anything but a positive whole number → null (a 404). */
export function parsePageParam(value: SearchParamValue): number | null {
  const raw = firstParam(value);
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** A listing URL for `page`, keeping the other parameters; page 1 has no `page` parameter. */
export function listingHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
