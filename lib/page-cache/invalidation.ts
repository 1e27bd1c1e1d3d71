// Keeps cached pages and "use cache" data in step with the catalogue: every catalogue change (this
// process's after commit, other processes' through LISTEN/NOTIFY) expires the tags it touches on this
// process's tag clock, which both cache handlers consult. The next view renders afresh.
import { onCatalogueChange } from "@/lib/catalogue/changes.ts";
import { tagClock } from "./tag-clock.mjs";
import { tagsForChange } from "./tags.ts";

let stop: (() => void) | undefined;

/** Starts listening (once per process); answers the function that stops it. */
export function startPageCacheInvalidation(): () => void {
  stop ??= onCatalogueChange((change) => {
    const tags = tagsForChange(change);
    if (tags === "everything") tagClock.expireEverything();
    else tagClock.expire(tags);
  });
  return () => {
    stop?.();
    stop = undefined;
  };
}
