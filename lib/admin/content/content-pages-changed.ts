// After a staff change of the gallery, the downloads, the video or the 360° sets commits: this process
// forgets the content it read (the content APIs answer afresh, and contentChanged expires CONTENT_TAG),
// and the pages tagged with it (gallery, downloads, showroom) are rendered again in the background, as
// landing-changes.ts does for the landing page, so the staff member who goes to look sees the change.
import { contentChanged } from "@/lib/content/content-cache.ts";
import { afterCommit, type Tx } from "@/lib/db.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { CONTENT_TAG, HOME_TAG } from "@/lib/page-cache/tags.ts";

/** `alsoLanding`: the landing page shows it too (its gallery teaser, its video). */
export function contentPagesChanged(tx: Tx, opts: { alsoLanding?: boolean } = {}): void {
  contentChanged(tx);
  const tags = opts.alsoLanding ? [CONTENT_TAG, HOME_TAG] : [CONTENT_TAG];
  afterCommit(tx, () => {
    tagClock.expire(tags);
    refresher.refreshTagged(tags);
  });
}
