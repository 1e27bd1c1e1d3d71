"use client";
// The shop's one search box, in the header on every page. It suggests products and categories as the
// shopper types (a combobox: arrow keys move through the suggestions, Enter opens one or searches,
// Escape closes; a live region says how many there are). On the search page it shows the query.
// Without JavaScript it is a plain GET form (proxy.ts sends /search/?q=… to the search's path). The
// suggestions' code (react-query) loads when the shopper first uses the box.
import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePageLocale } from "@/components/i18n/locale-context.tsx";
import { SearchIcon } from "@/components/ui/icons.tsx";
import { localePath, splitLocalePath } from "@/lib/i18n/locale.ts";
import { searchPath, searchWordsIn } from "@/lib/storefront/search-path.ts";
import type { SuggestionResult } from "./search-suggestions.tsx";
import styles from "./search-box.module.css";

const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

const MIN_LETTERS = 2;
const DEBOUNCE_MS = 200;
const NONE: SuggestionResult = { q: "", options: [], loading: false };

/** The box's words in the page's language (SiteHeader passes them). */
export interface SearchBoxLabels {
  search: string;
  searchProducts: string;
  siteSearch: string;
  searchPlaceholder: string;
  suggestions: string;
}


export function SearchBox({ labels }: { labels: SearchBoxLabels }) {
  // The search's words from the path in no language ("/hi/search/q=sofa/" too); a search stays in the page's language.
  const pathname = splitLocalePath(usePathname() ?? "/").path;
  const locale = usePageLocale();
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState(() => searchWordsIn(pathname));
  const [q, setQ] = useState("");
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState(NONE);
  const input = useRef<HTMLInputElement>(null);
  const onResult = useCallback((r: SuggestionResult) => setResult(r), []);

  // Moving to another page shows that page's query (or none).
  useEffect(() => {
    setValue(searchWordsIn(pathname));
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const words = value.trim();
    const timer = setTimeout(() => setQ(words.length >= MIN_LETTERS ? words : ""), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words put the highlight back on none.
  useEffect(() => setActive(-1), [q]);

  const shown = open && q && result.q ? result.options : [];
  const expanded = shown.length > 0;

  function go(href: string) {
    setOpen(false);
    input.current?.blur();
    router.push(localePath(locale, href));
  }

  function search() {
    const words = value.trim();
    if (words) go(searchPath(words));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    setUsed(true);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!shown.length) return;
      // -1 is the box itself: moving past either end comes back to it.
      const last = shown.length - 1;
      setActive((i) => (event.key === "ArrowDown" ? (i >= last ? -1 : i + 1) : i <= -1 ? last : i - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && active >= 0 && active < shown.length) go(shown[active].href);
      else search();
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !q || !open ? "" : result.loading && !shown.length ? "Searching…" : shown.length ? `${shown.length} suggestion${shown.length === 1 ? "" : "s"}. Use the up and down arrows to choose.` : result.q ? "No suggestions." : "";

  return (
    <form
      action={localePath(locale, "/search/")}
      method="get"
      role="search"
      aria-label={labels.siteSearch}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {labels.searchProducts}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 && active < shown.length ? `${id}-${shown[active].id}` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setUsed(true);
            setOpen(true);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className={styles.input}
        />
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern; the focus stays in the input (aria-activedescendant) */}
        <ul id={listboxId} role="listbox" aria-label={labels.suggestions} className={styles.listbox} hidden={!expanded}>
          {shown.map((option, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input (aria-activedescendant)
            <li
              key={option.id}
              id={`${id}-${option.id}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                go(option.href);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className={styles.label}>{option.label}</span>
              <span className={styles.detail}>{option.detail}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{labels.search}</span>
      </button>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {used && (
        <Suspense>
          <SearchSuggestions q={q} onResult={onResult} />
        </Suspense>
      )}
    </form>
  );
}
