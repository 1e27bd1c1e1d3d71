"use client";
// The shop's one search box, in the header on every page. It suggests products and categories as the
// shopper types (a combobox: arrow keys move through the suggestions, Enter opens one or searches,
// Escape closes; a live region says how many there are). On the search page it shows the query.
// Without JavaScript it is a plain GET form (proxy.ts sends /search/?q=… to the search's path).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SearchIcon } from "@/components/ui/icons.tsx";
import { formatMoney } from "@/lib/money/format.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import styles from "./search-box.module.css";

const MIN_LETTERS = 2;
const DEBOUNCE_MS = 200;

interface SuggestionsAnswer {
  products: { id: number; title: string; slug: string; price: { incl_tax: string | null } }[];
  categories: { id: number; name: string; slug: string }[];
}

interface Option {
  id: string;
  label: string;
  detail: string;
  href: string;
}

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Option[]> {
  const response = await fetch(`/api/v2/catalogue/suggestions/?q=${encodeURIComponent(q)}`, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`Suggestions did not load (${response.status}).`);
  const data = (await response.json()) as SuggestionsAnswer;
  return [
    ...data.categories.map((c) => ({ id: `c${c.id}`, label: c.name, detail: "Category", href: `/c/${encodeURIComponent(c.slug)}/` })),
    ...data.products.map((p) => ({ id: `p${p.id}`, label: p.title, detail: p.price.incl_tax ? formatMoney(p.price.incl_tax) : "", href: `/p/${encodeURIComponent(p.slug)}/` })),
  ];
}

/** The search words of a search page's path, "" elsewhere. */
function queryOf(pathname: string): string {
  if (!pathname.startsWith("/search/")) return "";
  return splitListingPath(pathname.split("/").filter(Boolean).slice(1)).state.q;
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

export function SearchBox() {
  const pathname = usePathname();
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState(() => queryOf(pathname));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // Moving to another page shows that page's query (or none).
  useEffect(() => {
    setValue(queryOf(pathname));
    setOpen(false);
  }, [pathname]);

  const q = useDebounced(value.trim());
  const enabled = q.length >= MIN_LETTERS;
  const { data: options = [], isFetching } = useQuery({
    queryKey: ["suggestions", q],
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const shown = open && enabled ? options : [];
  const expanded = shown.length > 0;

  useEffect(() => setActive(-1), [q]);

  function go(href: string) {
    setOpen(false);
    input.current?.blur();
    router.push(href);
  }

  function search() {
    const words = value.trim();
    if (words) go(listingPath("/search/", { q: words }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const status = !enabled || !open ? "" : isFetching && !options.length ? "Searching…" : shown.length ? `${shown.length} suggestion${shown.length === 1 ? "" : "s"}. Use the up and down arrows to choose.` : "No suggestions.";

  return (
    <form
      action="/search/"
      method="get"
      role="search"
      aria-label="Site search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search products
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
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder="Search sofas, beds, lamps…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className={styles.input}
        />
        <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!expanded}>
          {shown.map((option, i) => (
            <li
              key={option.id}
              id={`${id}-${option.id}`}
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
        <span className="visually-hidden">Search</span>
      </button>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  );
}

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
