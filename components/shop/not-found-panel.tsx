import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import type { ReactNode } from "react";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import styles from "./status-panel.module.css";
import type { CategoryLink } from "@/lib/storefront/menu.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import { CategoryLinks } from "./category-links.tsx";

async function rooms(): Promise<CategoryLink[]> {
  try {
    return await loadRooms();
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (a prerender stopping) are not failures
    // A 404 must stay a 404 when the catalogue cannot be read: show the page without the rooms.
    log.error("not-found page: listing categories failed", errorFields(error));
    return [];
  }
}

function Panel({ hint, children }: { hint: string; children?: ReactNode }) {
  return (
    <div className={styles.panel}>
      <p className={text.eyebrow}>Error 404</p>
      <h1 className={styles.title}>We couldn’t find that page</h1>
      <p className={styles.body}>{hint}</p>
      <Link href="/" className={button.primary}>
        Go to the home page
      </Link>
      {children}
    </div>
  );
}

/**
 * A 404 that reads nothing: what happened and the way home. For boundaries Next puts into the payload
 * of pages that never show them (the root not-found is in every page's), where the rooms would cost a
 * read and a second copy of the room menu on every first view.
 */
export function NotFoundMessage() {
  return <Panel hint="The link may be out of date, or the piece may have moved. Search for it above, or start again from the home page." />;
}

/** The body of the storefront's 404s: what happened, the way home, and the shop's rooms. */
export async function NotFoundPanel() {
  const categories = await rooms();
  return (
    <Panel hint="The link may be out of date, or the piece may have moved to another room. Try the home page or one of these rooms.">
      {categories.length > 0 && (
        <div className={styles.more}>
          <h2 className={styles.moreTitle}>Shop by room</h2>
          <CategoryLinks label="Rooms" categories={categories} />
        </div>
      )}
    </Panel>
  );
}
