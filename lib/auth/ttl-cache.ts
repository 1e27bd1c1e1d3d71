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
