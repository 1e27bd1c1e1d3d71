// Keeps cached pages and "use cache" data in step with the catalogue: every catalogue change (this
// process's after commit, other processes' through LISTEN/NOTIFY) expires the tags it touches on this
// process's tag clock, which both cache handlers consult. The next view renders afresh.
//
// Pages are rendered from the catalogue services, which keep a cache of their own (lib/catalogue/
// cache.ts) that drops stock-only changes up to half a second late. A page rendered in between would
// keep the old stock, so stock-only changes expire pages only after that cache has dropped them
// (STOCK_DELAY_MS after each change; the contract allows stock to be 2 s old).
import { onCatalogueChange, type CatalogueChange } from "@/lib/catalogue/changes.ts";
import { tagClock } from "./tag-clock.mjs";
import { refresher } from "./refresher.mjs";
import { PRODUCT_TAG_PREFIX, tagsForChange } from "./tags.ts";

/** Longer than the catalogue cache's own delay for stock-only changes (500 ms). */
export const STOCK_DELAY_MS = 750;

let stop: (() => void) | undefined;

function expire(change: CatalogueChange): void {
  const tags = tagsForChange(change);
  if (tags === "everything") {
    tagClock.expireEverything();
    return;
  }
  tagClock.expire(tags);
  // A changed product's own pages are rendered again at once, in the background (decision 0106);
  // listings follow when next viewed.
  refresher.refreshTagged(tags.filter((t) => t.startsWith(PRODUCT_TAG_PREFIX)));
}

/** Starts listening (once per process); answers the function that stops it. */
export function startPageCacheInvalidation(): () => void {
  const timers = new Set<NodeJS.Timeout>();
  stop ??= (() => {
    const unsubscribe = onCatalogueChange((change) => {
      if (!change.stock) return expire(change);
      const timer = setTimeout(() => {
        timers.delete(timer);
        expire(change);
      }, STOCK_DELAY_MS);
      timer.unref?.();
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  })();
  return () => {
    stop?.();
    stop = undefined;
  };
}
