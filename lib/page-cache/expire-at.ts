// Pages built from data with a time window (a banner shown from 14:00) go out of date at that moment
// without any change in the database. Whoever builds such a page asks for its tag to expire then; this
// process keeps one timer per tag, for the earliest moment asked, and at that moment expires the tag and
// renders its pages again in the background (decision 0106), as a staff change would.
import { refresher } from "./refresher.mjs";
import { tagClock } from "./tag-clock.mjs";

/** Further ahead than this, the page is rendered again on its own first (its cache life) and asks again. */
const HORIZON_MS = 60 * 60 * 1000;

const key = Symbol.for("storefront.page-cache.expire-at");
const g = globalThis as typeof globalThis & { [key]?: Map<string, { at: number; timer: NodeJS.Timeout }> };
const timers = (g[key] ??= new Map());

/** Expires `tag` at `at` (a moment in the past or beyond the horizon is ignored). */
export function expireTagAt(tag: string, at: Date | null, now = Date.now()): void {
  if (!at) return;
  const when = at.getTime();
  const delay = when - now;
  if (delay <= 0 || delay > HORIZON_MS) return;
  const pending = timers.get(tag);
  if (pending && pending.at <= when) return;
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(() => {
    timers.delete(tag);
    tagClock.expire([tag]);
    refresher.refreshTagged([tag]);
  }, delay);
  timer.unref?.();
  timers.set(tag, { at: when, timer });
}

/** The moments pending, by tag (for tests). */
export function pendingExpiries(): Record<string, number> {
  return Object.fromEntries([...timers].map(([tag, t]) => [tag, t.at]));
}
