// @ts-check
// Background re-rendering of cached pages a change made out of date (decision 0106). When a view finds
// its page out of date, it is served the page it replaces (for at most STALE_GRACE_MS after the change)
// while the server renders the page again in the background, one page at a time; the next views get the
// new one. So a shopper's request never waits on a render a staff member's change caused, and a page
// in the cache is never older than the change plus one render. The server (scripts/server.ts) gives the
// renderer: a request to itself, marked so the page cache answers it with a miss.
// Loaded by the page cache handler outside Next's bundles and by the server: one per process, on globalThis.
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("storefront.page-cache.refresher");
/** Out-of-date pages are served while their new render runs, for at most this long after the change. */
export const STALE_GRACE_MS = 2_000;
/**
 * How long a staff change's answer waits for the renders it queued: past the grace, so the staff member's
 * next view never gets an old page even when they are still running (timers may fire a little early).
 */
export const STAFF_WAIT_MS = STALE_GRACE_MS + 250;
const MAX_WAITING = 500;
const RENDER_TIMEOUT_MS = 10_000;

/** @returns {import("./refresher.d.mts").Refresher} */
function createRefresher() {
  /** @type {AsyncLocalStorage<boolean>} */
  const marked = new AsyncLocalStorage();
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  /** @type {{ key: string; done: () => void }[]} */
  const waiting = [];
  /** @type {((key: string) => Promise<void>) | undefined} */
  let render;
  let running = false;
  /** @type {(tags: string[]) => string[]} */
  let cachedWith = () => [];
  /** @type {(key: string) => void} */
  let rendered = () => {};

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        const current = job;
        try {
          await Promise.race([render?.(current.key), new Promise((resolve) => setTimeout(resolve, RENDER_TIMEOUT_MS).unref?.())]);
        } catch {
          // A failed render leaves the old page out of date: the next view after the grace renders itself.
        } finally {
          pending.delete(current.key);
          rendered(current.key);
          current.done();
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    setRenderer(fn) {
      render = fn;
    },
    setIndex(fn) {
      cachedWith = fn;
    },
    setAfterRender(fn) {
      rendered = fn;
    },
    refreshTagged(tags) {
      if (!render || !tags.length) return 0;
      let queued = 0;
      for (const key of cachedWith(tags)) if (this.schedule(key)) queued++;
      return queued;
    },
    runAsRefresh(fn) {
      return marked.run(true, fn);
    },
    isRefresh() {
      return marked.getStore() === true;
    },
    isPending(key) {
      return pending.has(key);
    },
    schedule(key) {
      if (!render) return false;
      if (pending.has(key)) return true;
      if (waiting.length >= MAX_WAITING) return false;
      pending.set(key, new Promise((done) => waiting.push({ key, done: () => done(undefined) })));
      void pump();
      return true;
    },
    async settled(timeoutMs) {
      const all = Promise.all([...pending.values()]);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref?.())]);
    },
  };
}

const g = /** @type {Record<symbol, import("./refresher.d.mts").Refresher | undefined>} */ (/** @type {unknown} */ (globalThis));

/** This process's refresher. */
export const refresher = (g[KEY] ??= createRefresher());
