// After a staff change of the landing page's content commits: this process forgets the content it
// read (the banners API answers afresh), and the landing page is expired and rendered again in the
// background (decision 0106), so the staff member who goes to look sees it.
import { contentChanged } from "@/lib/content/content-cache.ts";
import { afterCommit, type Tx } from "@/lib/db.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { HOME_TAG } from "@/lib/page-cache/tags.ts";

export function landingChanged(tx: Tx): void {
  contentChanged(tx);
  afterCommit(tx, () => {
    tagClock.expire([HOME_TAG]);
    refresher.refreshTagged([HOME_TAG]);
  });
}
