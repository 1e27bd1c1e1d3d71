// @ts-check
// When each cache tag last expired, for the two cache handlers of next.config.js (pages and "use cache"
// data) and for the app code that expires tags when the catalogue changes. Next loads the handlers
// outside its bundles and the app code is bundled, so each gets its own copy of this module: the clock
// itself lives on globalThis, one per process.
//
// An entry whose work started at or before the last expiry of any of its tags is out of date. Work
// that started after an expiry read data committed before it (changes are announced after commit).

const KEY = Symbol.for("storefront.page-cache.tag-clock");

/** @returns {import("./tag-clock.d.mts").TagClock} */
function createClock() {
  /** @type {Map<string, number>} */
  const expiredAt = new Map();
  let everythingAt = 0;
  /** Never hands out the same instant twice, so "started after" is strict even within one millisecond. */
  let last = 0;
  const now = () => (last = Math.max(last + 0.001, performance.timeOrigin + performance.now()));
  return {
    now,
    expire(tags) {
      const at = now();
      for (const tag of tags) expiredAt.set(tag, at);
    },
    expireEverything() {
      everythingAt = now();
    },
    lastExpiry(tags) {
      let latest = everythingAt;
      for (const tag of tags) latest = Math.max(latest, expiredAt.get(tag) ?? 0);
      return latest;
    },
    isOutOfDate(tags, startedAt) {
      return this.lastExpiry(tags) >= startedAt;
    },
  };
}

const g = /** @type {Record<symbol, import("./tag-clock.d.mts").TagClock | undefined>} */ (/** @type {unknown} */ (globalThis));

/** This process's tag clock. */
export const tagClock = (g[KEY] ??= createClock());
