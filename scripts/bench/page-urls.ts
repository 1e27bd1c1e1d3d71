// Shop page paths for `npm run bench`, read from the running demo shop: product pages and category
// listing pages (each category with products, then sorted).
async function json(url: string): Promise<any> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}

/** The pages of the first `count` products (newest first). */
export async function productPagePaths(origin: string, count: number): Promise<string[]> {
  const page = await json(`${origin}/api/v2/products/?page_size=${Math.min(count, 100)}`);
  return (page.results as { slug: string }[]).slice(0, count).map((p) => `/p/${encodeURIComponent(p.slug)}/`);
}

/** Category pages: each category with products, then sorted ones, up to `count`. */
export async function categoryPagePaths(origin: string, count: number): Promise<string[]> {
  const all: { id: number; slug: string; parent: number | null; product_count: number }[] = await json(`${origin}/api/v2/catalogue/c/all/`);
  const byId = new Map(all.map((c) => [c.id, c]));
  const pathOf = (id: number): string => {
    const c = byId.get(id)!;
    return `${c.parent === null ? "/c/" : pathOf(c.parent)}${encodeURIComponent(c.slug)}/`;
  };
  const busy = all.filter((c) => c.product_count > 0);
  const paths = busy.map((c) => pathOf(c.id));
  for (const [i, c] of busy.entries()) paths.push(`${pathOf(c.id)}sort=${["price", "-price", "-rating", "title"][i % 4]}/`);
  return paths.slice(0, count);
}
