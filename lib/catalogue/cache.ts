// The catalogue cache: this process's memory of the public catalogue's answers (listings, facets,
// product details, suggestions, the category tree) as the services compute them — the same for every
// shopper; per-caller fields (is_favourite) are laid over them afterwards, and staff bypass it.
//
// It never serves stale prices or visibility: each entry says what it depends on, and every catalogue
// change (changes.ts) drops the entries it touches — at once for products and categories, within half
// a second for stock-only changes (they come in bursts from checkout; the contract allows 2 s). A load
// that was running when a change arrived is answered but not kept. CATALOGUE_CACHE=0 turns it off.
import { config } from "@/lib/config.ts";
import { onCatalogueChange, whenListening, type CatalogueChange } from "./changes.ts";

export interface Dependencies {
  /** The category tree (names, places, visibility). */
  categories?: boolean;
  /** Any product ("any": listings, counts, facets, suggestions) or only these products (details). */
  products?: "any" | readonly number[];
}

interface Entry {
  promise: Promise<unknown>;
  deps?: Dependencies;
  storedAt: number;
}

const MAX_ENTRIES = 5_000;
/** A safety net only: every change already drops what it touches. */
const MAX_AGE_MS = 5 * 60_000;
const STOCK_DELAY_MS = 500;

interface State {
  entries: Map<string, Entry>;
  unsubscribe?: () => void;
  pendingStock: Set<number>;
  stockTimer?: NodeJS.Timeout;
}

const key = Symbol.for("storefront.catalogue-cache");
const g = globalThis as typeof globalThis & { [key]?: State };
const state: State = (g[key] ??= { entries: new Map(), pendingStock: new Set() });

export function catalogueCacheEnabled(): boolean {
  return config().CATALOGUE_CACHE;
}

function touches(deps: Dependencies | undefined, change: CatalogueChange): boolean {
  if (!deps || change.all) return true;
  if (change.categoryIds && deps.categories) return true;
  if (change.productIds && deps.products) {
    if (deps.products === "any") return true;
    const changed = new Set(change.productIds);
    if (deps.products.some((id) => changed.has(id))) return true;
  }
  // A category change can move products in and out of listings and breadcrumbs.
  return !!change.categoryIds && deps.products !== undefined;
}

/** Drops every entry `change` touches, and every load still running. */
export function invalidateCatalogueCache(change: CatalogueChange): void {
  for (const [k, entry] of state.entries) {
    if (entry.deps === undefined || touches(entry.deps, change)) state.entries.delete(k);
  }
}

function hear(change: CatalogueChange): void {
  if (!change.stock) {
    invalidateCatalogueCache(change);
    return;
  }
  for (const id of change.productIds ?? []) state.pendingStock.add(id);
  state.stockTimer ??= setTimeout(() => {
    state.stockTimer = undefined;
    const productIds = [...state.pendingStock];
    state.pendingStock.clear();
    invalidateCatalogueCache({ productIds });
  }, STOCK_DELAY_MS);
  state.stockTimer.unref?.();
}

function subscribe(): void {
  state.unsubscribe ??= onCatalogueChange(hear);
}

/**
 * Subscribes the cache to catalogue changes at server start and waits (up to 5 s) until other
 * processes' changes are heard, so the first cached answer can already be kept safely.
 */
export async function startCatalogueCache(): Promise<void> {
  if (!catalogueCacheEnabled()) return;
  subscribe();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([whenListening(), new Promise<void>((r) => (timer = setTimeout(r, 5000)))]);
  clearTimeout(timer);
}

/**
 * The cached answer for `cacheKey`, or `load()`'s (kept with its dependencies, given or computed from
 * the answer). Concurrent requests for one key share one load.
 */
export function cached<T>(cacheKey: string, deps: Dependencies | ((value: T) => Dependencies), load: () => Promise<T>): Promise<T> {
  if (!catalogueCacheEnabled()) return load();
  subscribe();
  const now = Date.now();
  const hit = state.entries.get(cacheKey);
  if (hit && now - hit.storedAt < MAX_AGE_MS) return hit.promise as Promise<T>;
  if (hit) state.entries.delete(cacheKey);
  const entry: Entry = { promise: Promise.resolve(), storedAt: now };
  entry.promise = load().then(
    (value) => {
      // Kept only if no change dropped it meanwhile (then this value may predate the change).
      if (state.entries.get(cacheKey) === entry) entry.deps = typeof deps === "function" ? deps(value) : deps;
      return value;
    },
    (error: unknown) => {
      if (state.entries.get(cacheKey) === entry) state.entries.delete(cacheKey);
      throw error;
    },
  );
  if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
  state.entries.set(cacheKey, entry);
  return entry.promise as Promise<T>;
}

/** Forgets everything (tests, and the listener's reconnects through `{all: true}`). */
export function clearCatalogueCache(): void {
  state.entries.clear();
}

/** How many answers are kept (tests). */
export function catalogueCacheSize(): number {
  return [...state.entries.values()].filter((e) => e.deps !== undefined).length;
}
