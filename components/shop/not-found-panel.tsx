import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import type { ReactNode } from "react";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import styles from "./status-panel.module.css";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
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

// The words come from the messages directly (no next-intl request): the root 404 renders outside every
// page's language, the groups' 404s pass theirs.
function Panel({ locale, hint, children }: { locale: ShopLocale; hint: string; children?: ReactNode }) {
  const t = messagesOf(locale).CatalogueErrors;
  return (
    <div className={styles.panel}>
      <p className={text.eyebrow}>{t.error404}</p>
      <h1 className={styles.title}>{t.notFoundHeading}</h1>
      <p className={styles.body}>{hint}</p>
      <Link href={localePath(locale, "/")} className={button.primary}>
        {t.goHome}
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
export function NotFoundMessage({ locale = "en" }: { locale?: ShopLocale }) {
  return <Panel locale={locale} hint={messagesOf(locale).CatalogueErrors.notFoundHint} />;
}

/** The body of the storefront's 404s: what happened, the way home, and the shop's rooms. */
export async function NotFoundPanel({ locale = "en" }: { locale?: ShopLocale }) {
  const categories = await rooms();
  const t = messagesOf(locale).CatalogueErrors;
  return (
    <Panel locale={locale} hint={t.notFoundRoomsHint}>
      {categories.length > 0 && (
        <div className={styles.more}>
          <h2 className={styles.moreTitle}>{t.shopByRoom}</h2>
          <CategoryLinks label={t.rooms} categories={categories} locale={locale} />
        </div>
      )}
    </Panel>
  );
}
