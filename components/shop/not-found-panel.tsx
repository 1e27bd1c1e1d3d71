import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
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

/** The body of every 404: what happened, the way home, and the shop's rooms. */
export async function NotFoundPanel() {
  const categories = await rooms();
  return (
    <div className={styles.panel}>
      <p className={text.eyebrow}>Error 404</p>
      <h1 className={styles.title}>We couldn’t find that page</h1>
      <p className={styles.body}>
        The link may be out of date, or the piece may have moved to another room. Try the home page or one of these
        rooms.
      </p>
      <Link href="/" className={button.primary}>
        Go to the home page
      </Link>
      {categories.length > 0 && (
        <div className={styles.more}>
          <h2 className={styles.moreTitle}>Shop by room</h2>
          <CategoryLinks label="Rooms" categories={categories} />
        </div>
      )}
    </div>
  );
}
