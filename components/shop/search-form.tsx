import { SearchIcon } from "@/components/ui/icons.tsx";
import styles from "./search-form.module.css";

interface SearchFormProps {
  /** Distinguishes the input's id when a page shows more than one search form. */
  id: string;
  /** The landmark's name, e.g. "Site search". */
  label: string;
  defaultValue?: string;
  size?: "compact" | "large";
}

/** A plain GET form to /search/: works without JavaScript, submits with Enter. */
export function SearchForm({ id, label, defaultValue, size = "compact" }: SearchFormProps) {
  const inputId = `${id}-q`;
  return (
    <form action="/search/" method="get" role="search" aria-label={label} className={`${styles.form} ${styles[size]}`}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search sofas, beds, lamps…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
