// @ts-check
// The page cache (Next's incremental cache handler, handed over by next.config.js): each rendered shop page — HTML and RSC payload — in
// this process's memory, dropped when one of its tags expires on the tag clock. A page carries the tags
// of the "use cache" data it was rendered from (Next lists them in its `x-next-cache-tags` header).
// It starts empty: what `next build` prerendered is never served (the build has no database), so every
// page is rendered on its first view with the server's own data and configuration.
// next.config.js loads this file, outside Next's bundles: plain JavaScript, no imports from the app.
import { SizedLru } from "./lru.mjs";
import { tagClock } from "./tag-clock.mjs";

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
  static pages = new SizedLru(MAX_BYTES);
  /** When the render of a page that was missing began: its data is at least that fresh. */
  static missedAt = new Map();

  /** @param {string} key */
  async get(key) {
    const { pages, missedAt } = PageCacheHandler;
    const page = pages.get(key);
    if (page && !tagClock.isOutOfDate(page.tags, page.lastModified)) {
      return { lastModified: page.lastModified, value: page.value };
    }
    pages.delete(key);
    missedAt.delete(key);
    missedAt.set(key, tagClock.now());
    if (missedAt.size > MAX_PENDING) missedAt.delete(missedAt.keys().next().value);
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
}
