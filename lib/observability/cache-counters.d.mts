export type CacheName = "page" | "data" | "answers";
export type CacheOutcome = "hit" | "stale" | "miss";
export function cacheCounts(): Map<string, number>;
export function countCacheLookup(cache: CacheName, outcome: CacheOutcome): void;
