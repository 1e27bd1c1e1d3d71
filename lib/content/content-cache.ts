// The shop's content (banners, collections, home sections, the video, gallery and downloads) is read on
// every landing page and home answer and changed a few times a week by staff. Each process keeps what
// it read for at most two seconds, so every server shows a staff edit within that time without any
// signal between processes; contentChanged() forgets it at once in this process (the admin's own
// process, and tests). Product cards inside content go through the catalogue cache instead, which
// every catalogue change invalidates (docs/decisions/0045-content-cache.md).
import { afterCommit, type Tx } from "@/lib/db.ts";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { CONTENT_TAG } from "@/lib/page-cache/tags.ts";

const TTL_MS = 2_000;

interface Entry {
  promise: Promise<unknown>;
  expires: number;
}

const key = Symbol.for("storefront.content-cache");
const g = globalThis as typeof globalThis & { [key]?: Map<string, Entry> };
const entries = (g[key] ??= new Map());

/** `load()`'s answer, shared by every request of the next two seconds; a failed load is not kept. */
export function contentCached<T>(cacheKey: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(cacheKey);
  if (hit && hit.expires > now) return hit.promise as Promise<T>;
  const entry: Entry = { promise: load(), expires: now + TTL_MS };
  entry.promise.catch(() => {
    if (entries.get(cacheKey) === entry) entries.delete(cacheKey);
  });
  entries.set(cacheKey, entry);
  return entry.promise as Promise<T>;
}

/** Forgets every content answer of this process (now, or when `tx` commits), and what was built from them. */
export function contentChanged(tx?: Tx): void {
  const forget = () => {
    entries.clear();
    tagClock.expire([CONTENT_TAG]);
  };
  if (tx) afterCommit(tx, forget);
  else forget();
}
