import { SearchIcon } from "@/components/ui/icons.tsx";
import styles from "./search-box.module.css";

// A server component (SiteHeader draws it while the box waits for the page's path, the status pages'
// frame for good): kept out of search-box.tsx, whose every export travels in the JavaScript of every page.
/** The box before the page's path is known (what `next build` prerenders): a plain GET form. */
export function SearchBoxFallback() {
  return (
    <form action="/search/" method="get" role="search" aria-label="Site search" className={styles.form}>
      <label htmlFor="site-search-q" className="visually-hidden">
        Search products
      </label>
      <div className={styles.field}>
        <input id="site-search-q" name="q" type="search" placeholder="Search sofas, beds, lamps…" autoComplete="off" enterKeyHint="search" maxLength={100} className={styles.input} />
      </div>
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
