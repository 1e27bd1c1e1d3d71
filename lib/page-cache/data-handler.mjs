// @ts-check
// The cache handler of "use cache" (next.config.js `cacheHandlers.default`): entries in this process's
// memory, dropped when one of their tags expires on the tag clock (catalogue changes, revalidateTag).
// Next loads this file itself, outside its bundles: plain JavaScript, no imports from the app.
import { SizedLru } from "./lru.mjs";
import { tagClock } from "./tag-clock.mjs";
import { countCacheLookup } from "../observability/cache-counters.mjs";

const MAX_BYTES = 64 * 1024 * 1024;

/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, "value"> & { bytes: Uint8Array }} StoredEntry */

/** @type {SizedLru<StoredEntry>} */
const entries = new SizedLru(MAX_BYTES, "data");
/** @type {Map<string, Promise<void>>} */
const pending = new Map();

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** @param {StoredEntry} entry @param {string[]} softTags */
function isCurrent(entry, softTags) {
  if (performance.timeOrigin + performance.now() > entry.timestamp + entry.revalidate * 1000) return false;
  return !tagClock.isOutOfDate([...entry.tags, ...softTags], entry.timestamp);
}

/** @type {import("next/cache").CacheHandler} */
const handler = {
  async get(cacheKey, softTags) {
    await pending.get(cacheKey);
    const entry = entries.get(cacheKey);
    if (!entry || !isCurrent(entry, softTags)) {
      if (entry) entries.delete(cacheKey);
      countCacheLookup("data", "miss");
      return undefined;
    }
    countCacheLookup("data", "hit");
    const { bytes, ...meta } = entry;
    return { ...meta, value: streamOf(bytes) };
  },

  async set(cacheKey, pendingEntry) {
    /** @type {() => void} */
    let done = () => {};
    pending.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
    try {
      const { value, ...meta } = await pendingEntry;
      const bytes = new Uint8Array(await new Response(value).arrayBuffer());
      // expire 0 means "dynamic": Next never serves it back. Work that a change overtook is not kept.
      if (meta.expire === 0 || tagClock.isOutOfDate(meta.tags, meta.timestamp)) return;
      entries.set(cacheKey, { ...meta, bytes }, bytes.byteLength + cacheKey.length);
    } catch {
      // An entry whose rendering failed is simply not cached.
    } finally {
      pending.delete(cacheKey);
      done();
    }
  },

  async refreshTags() {
    // Other processes' changes reach the tag clock through the catalogue's LISTEN connection.
  },

  async getExpiration(tags) {
    return tagClock.lastExpiry(tags);
  },

  async updateTags(tags) {
    tagClock.expire(tags);
  },
};

export default handler;
