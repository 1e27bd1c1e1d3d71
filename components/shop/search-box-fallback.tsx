import { SearchIcon } from "@/components/ui/icons.tsx";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import styles from "./search-box.module.css";

// A server component (SiteHeader draws it while the box waits for the page's path, the status pages'
// frame for good): kept out of search-box.tsx, whose every export travels in the JavaScript of every page.
/** The box before the page's path is known (what `next build` prerenders): a plain GET form. */
export function SearchBoxFallback({
  labels = { search: "Search", searchProducts: "Search products", siteSearch: "Site search", searchPlaceholder: "Search sofas, beds, lamps…" },
  locale = "en",
}: {
  labels?: { search: string; searchProducts: string; siteSearch: string; searchPlaceholder: string };
  locale?: ShopLocale;
}) {
  return (
    <form action={localePath(locale, "/search/")} method="get" role="search" aria-label={labels.siteSearch} className={styles.form}>
      <label htmlFor="site-search-q" className="visually-hidden">
        {labels.searchProducts}
      </label>
      <div className={styles.field}>
        <input id="site-search-q" name="q" type="search" placeholder={labels.searchPlaceholder} autoComplete="off" enterKeyHint="search" maxLength={100} className={styles.input} />
      </div>
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{labels.search}</span>
      </button>
    </form>
  );
}
