// After a staff change of the shop's content commits: this process forgets the content it read (the
// content APIs answer afresh, and contentChanged expires CONTENT_TAG), and the pages built from it are
// expired and rendered again in the background (decision 0106), so the staff member who goes to look
// sees the change. The gallery, downloads and showroom pages carry CONTENT_TAG; the landing page HOME_TAG.
import { contentChanged } from "@/lib/content/content-cache.ts";
import { afterCommit, type Tx } from "@/lib/db.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { CONTENT_TAG, HOME_TAG } from "@/lib/page-cache/tags.ts";

/** Forgets this process's content once `tx` commits, and expires and re-renders the pages tagged `tags`. */
export function contentTagsChanged(tx: Tx, tags: string[]): void {
  contentChanged(tx);
  afterCommit(tx, () => {
    tagClock.expire(tags);
    refresher.refreshTagged(tags);
  });
}

/** `alsoLanding`: the landing page shows it too (its gallery teaser, its video). */
export function contentPagesChanged(tx: Tx, opts: { alsoLanding?: boolean } = {}): void {
  contentTagsChanged(tx, opts.alsoLanding ? [CONTENT_TAG, HOME_TAG] : [CONTENT_TAG]);
}
