// @ts-check
// How often each of the shop's caches answered: the page cache and the data cache (Next loads their
// handlers outside its bundles) and the shared API answers (the server's own). Plain numbers on the
// process, so every copy of this module counts into the same place; /api/metrics reads them.
const KEY = Symbol.for("storefront.cache-counters");

/** @typedef {"page" | "data" | "answers"} CacheName */
/** @typedef {"hit" | "stale" | "miss"} CacheOutcome */

/** @returns {Map<string, number>} "cache outcome" → lookups since the process started */
export function cacheCounts() {
  const store = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[KEY] ??= new Map());
}

/** @param {CacheName} cache @param {CacheOutcome} outcome */
export function countCacheLookup(cache, outcome) {
  const counts = cacheCounts();
  const key = `${cache} ${outcome}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
