// After a staff change of the landing page's content commits: this process forgets the content it
// read (the banners and home APIs answer afresh), and the landing page is expired and rendered again in
// the background (decision 0106), so the staff member who goes to look sees it.
import type { Tx } from "@/lib/db.ts";
import { HOME_TAG } from "@/lib/page-cache/tags.ts";
import { contentTagsChanged } from "./content-pages-changed.ts";

export function landingChanged(tx: Tx): void {
  contentTagsChanged(tx, [HOME_TAG]);
}
