// A small in-process cache with a time limit per entry and a size bound (oldest entries go first).
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (e.g. all sessions of one user). */
  deleteWhere(test: (value: V) => boolean): void {
    for (const [k, v] of this.entries) if (test(v.value)) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One cache per process under `name`, whichever copy of this module asks: Next bundles a module into
 * each route and page separately, so a cache kept at module level would be one per copy, and a sign-out
 * made by a page's Server Action would not drop what an API route's copy still holds.
 */
export function processCache<K, V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<K, V> {
  const key = Symbol.for(`storefront.cache.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, TtlCache<K, V> | undefined>;
  return (slots[key] ??= new TtlCache<K, V>(ttlMs, maxEntries));
}
