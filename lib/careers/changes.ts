// A job post opened, closed, edited or deleted by staff leaves the careers pages, the sitemap and the
// shared answers at once: the careers pages' cached data carries CAREERS_TAG and a kept anonymous page
// carries CONTENT_TAG (lib/http/shared-answers.ts), so both expire when the change commits. The public
// API and the sitemap read the database on every request (decision 0150).
import { afterCommit, type Tx } from "@/lib/db.ts";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { CONTENT_TAG } from "@/lib/page-cache/tags.ts";

export const CAREERS_TAG = "content:careers";

/** Expires the careers pages of this process when `tx` commits (now without one). */
export function careersChanged(tx?: Tx): void {
  const expire = () => tagClock.expire([CAREERS_TAG, CONTENT_TAG]);
  if (tx) afterCommit(tx, expire);
  else expire();
}
