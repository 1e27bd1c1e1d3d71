// @ts-check
// The page cache (Next's incremental cache handler, handed over by next.config.js): each rendered shop page — HTML and RSC payload — in
// this process's memory, dropped when one of its tags expires on the tag clock. A page carries the tags
// of the "use cache" data it was rendered from (Next lists them in its `x-next-cache-tags` header).
// It starts empty: what `next build` prerendered is never served (the build has no database), so every
// page is rendered on its first view with the server's own data and configuration.
// next.config.js loads this file, outside Next's bundles: plain JavaScript, no imports from the app.
import { SizedLru } from "./lru.mjs";
import { refresher, STALE_GRACE_MS } from "./refresher.mjs";
import { tagClock } from "./tag-clock.mjs";
import { countCacheLookup } from "../observability/cache-counters.mjs";

const MAX_BYTES = 256 * 1024 * 1024;
/** A render that did not start with a miss here (a background revalidation) counts as this old. */
const UNKNOWN_START_MS = 30_000;
const TAGS_HEADER = "x-next-cache-tags";
const MAX_PENDING = 10_000;

/** @typedef {{ value: any; lastModified: number; tags: string[] }} StoredPage */

/** @param {any} value */
function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** @param {unknown} part */
function bytesOf(part) {
  if (typeof part === "string") return Buffer.byteLength(part);
  if (part instanceof Uint8Array) return part.byteLength;
  return 0;
}

/** @param {any} value */
function sizeOf(value) {
  let size = 1024 + bytesOf(value?.html) + bytesOf(value?.rscData) + bytesOf(value?.body) + bytesOf(value?.postponed);
  if (value?.segmentData instanceof Map) for (const part of value.segmentData.values()) size += bytesOf(part);
  return size;
}

export default class PageCacheHandler {
  /** @type {SizedLru<StoredPage>} */
  static pages = new SizedLru(MAX_BYTES, "page");
  /** When the render of a page that was missing began: its data is at least that fresh. */
  static missedAt = new Map();

  /** @param {string} key */
  async get(key) {
    const { pages, missedAt } = PageCacheHandler;
    const page = pages.get(key);
    if (page && !tagClock.isOutOfDate(page.tags, page.lastModified)) {
      countCacheLookup("page", "hit");
      return { lastModified: page.lastModified, value: page.value };
    }
    // Out of date since a change moments ago, and its new render is under way (the server's own, queued
    // when the change was announced, or another view's): the page it replaces, rather than waiting on
    // that render. Otherwise this view renders it, and the old page stays for the views meanwhile.
    // Never past the grace, however long that render takes on a busy machine (or however many pages are
    // queued before it): a view after the grace renders the page itself, so a staff form, which waits out
    // the grace at most, is always followed by the new page (decision 0106).
    const now = tagClock.now();
    const changedAt = page ? tagClock.lastExpiry(page.tags) : 0;
    const recent = !!page && now - changedAt < STALE_GRACE_MS;
    if (page && recent && !refresher.isRefresh()) {
      const started = missedAt.get(key);
      const rendering = refresher.isPending(key) || (started !== undefined && started > changedAt && now - started < STALE_GRACE_MS);
      if (rendering) {
        countCacheLookup("page", "stale");
        return { lastModified: page.lastModified, value: page.value };
      }
    }
    if (!recent && !(refresher.isRefresh() && page)) pages.delete(key);
    missedAt.delete(key);
    missedAt.set(key, tagClock.now());
    if (missedAt.size > MAX_PENDING) missedAt.delete(missedAt.keys().next().value);
    countCacheLookup("page", "miss");
    return null;
  }

  /** @param {string} key @param {any} value */
  async set(key, value) {
    const { pages, missedAt } = PageCacheHandler;
    const startedAt = missedAt.get(key) ?? tagClock.now() - UNKNOWN_START_MS;
    missedAt.delete(key);
    const tags = tagsOf(value);
    // No value, or a render that a change overtook: keep nothing, the next view renders again.
    if (!value || tagClock.isOutOfDate(tags, startedAt)) {
      pages.delete(key);
      return;
    }
    pages.set(key, { value, lastModified: startedAt, tags }, sizeOf(value) + key.length);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    tagClock.expire(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}

  /** The keys of cached pages that carry any of `tags` (at most `limit`). @param {string[]} tags */
  static keysWith(tags, limit = 50) {
    const wanted = new Set(tags);
    /** @type {string[]} */
    const keys = [];
    for (const [key, slot] of PageCacheHandler.pages.entries) {
      if (slot.value.tags.some((t) => wanted.has(t))) keys.push(key);
      if (keys.length >= limit) break;
    }
    return keys;
  }
}

refresher.setIndex((tags) => PageCacheHandler.keysWith(tags));
// A render that stored nothing (the page now redirects, say to a product's new slug, or is gone) leaves
// the old page out of date: it is dropped, so the next view renders rather than being served the old one.
refresher.setAfterRender((key) => {
  const page = PageCacheHandler.pages.get(key);
  if (page && tagClock.isOutOfDate(page.tags, page.lastModified)) {
    PageCacheHandler.pages.delete(key);
    PageCacheHandler.missedAt.delete(key);
  }
});
