// Varied catalogue URLs for `npm run bench`, read from the running demo shop: 50 listing URLs
// (categories, attribute and stock filters, price ranges, searches, sorts, second pages), each checked
// to answer 200, and 3-letter prefixes of product names for the suggestions.
const ORDERINGS = ["", "&ordering=price", "&ordering=-price", "&ordering=-rating", "&ordering=title"];

async function json(url: string): Promise<any> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}

export async function listingUrls(origin: string, count = 50): Promise<string[]> {
  const categories: { slug: string; product_count: number }[] = await json(`${origin}/api/v2/catalogue/c/all/`);
  const base = "/api/v2/catalogue/product/list/?page_size=20";
  const candidates: string[] = [];
  const busy = categories.filter((c) => c.product_count > 0);
  for (const [i, c] of busy.entries()) {
    const category = `${base}&category=${encodeURIComponent(c.slug)}`;
    candidates.push(category + ORDERINGS[i % ORDERINGS.length]);
    if (c.product_count > 20) candidates.push(`${category}&page=2${ORDERINGS[(i + 1) % ORDERINGS.length]}`);
    if (i % 3 === 0) candidates.push(`${category}&in_stock=1`);
    if (i % 4 === 1) candidates.push(`${category}&price_max=30000&ordering=price`);
  }
  const facets = (await json(`${origin}${base}`)).facets as Record<string, { value: string; count: number }[]>;
  for (const code of ["colour", "material", "finish"]) {
    for (const v of (facets[code] ?? []).slice(0, 3)) candidates.push(`${base}&attr_${code}=${encodeURIComponent(v.value)}`);
  }
  for (const q of ["sofa", "teak", "dining table", "bed", "lamp", "rug", "cane chair"]) candidates.push(`${base}&q=${encodeURIComponent(q)}`);
  // Spread over the kinds of URL, and keep only ones the shop answers.
  const picked: string[] = [];
  const step = Math.max(1, candidates.length / count);
  for (let i = 0; picked.length < count && i < candidates.length; i += step) picked.push(candidates[Math.floor(i)]);
  for (const c of candidates) if (picked.length < count && !picked.includes(c)) picked.push(c);
  for (const p of picked) {
    const r = await fetch(origin + p);
    if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
    await r.arrayBuffer();
  }
  return picked;
}

export async function suggestionUrls(origin: string, count = 60): Promise<string[]> {
  const page = await json(`${origin}/api/v2/products/?page_size=100`);
  const prefixes = new Set<string>();
  for (const p of page.results as { title: string }[]) {
    for (const word of p.title.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "").split(/[^a-z]+/)) {
      if (word.length >= 3) prefixes.add(word.slice(0, 3));
    }
  }
  return [...prefixes].slice(0, count).map((q) => `/api/v2/catalogue/suggestions/?q=${q}`);
}
