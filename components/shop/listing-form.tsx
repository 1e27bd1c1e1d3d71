"use client";
// A listing's filter or sort form. Without JavaScript it is a GET form (proxy.ts turns its query string
// into the listing's path); with it, a submit goes straight to the path as a client-side navigation, and
// a change of a checkbox or select applies at once — except in the filters on a phone (`pendingOnPhones`),
// where ticks wait for "Show N results" (the panel would close after every tick), N counted live by
// GET /api/v2/catalogue/product/count/ for the ticks so far (docs/decisions/0175).
import { useRouter } from "next/navigation";
import { createContext, use, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { formatCount } from "@/lib/count.ts";
import { listingPath, readListingQuery } from "@/lib/storefront/listing-path.ts";

/** The media query of the phone layout (listing-filters.module.css: the filters behind a button). */
export const PHONE_LAYOUT = "(max-width: 47.99rem)";

interface ListingFormProps {
  /** The listing's place: "/c/living-room/", "/search/". */
  base: string;
  label: string;
  className?: string;
  /** On phones, ticks wait for the apply button, which counts what they would show (within `category`). */
  pendingOnPhones?: { category?: number };
  children: ReactNode;
}

/** The filters' pending ticks on a phone: how many products they would show (null: being counted). */
type Pending = { count: number | null } | null;
const PendingCount = createContext<Pending>(null);

function queryOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

export function ListingForm({ base, label, className, pendingOnPhones, children }: ListingFormProps) {
  const router = useRouter();
  const [pending, setPending] = useState<Pending>(null);
  const counts = useRef(new Map<string, number>());
  const asked = useRef("");

  function apply(form: HTMLFormElement) {
    router.push(listingPath(base, { ...readListingQuery(queryOf(form)), page: 1 }), { scroll: false });
  }

  async function count(form: HTMLFormElement) {
    const state = readListingQuery(queryOf(form));
    const params = new URLSearchParams();
    if (pendingOnPhones?.category !== undefined) params.set("category", String(pendingOnPhones.category));
    if (state.q) params.set("q", state.q);
    for (const [code, values] of Object.entries(state.attributes)) params.set(`attr_${code}`, values.join(","));
    if (state.priceMin) params.set("price_min", state.priceMin);
    if (state.priceMax) params.set("price_max", state.priceMax);
    if (state.inStock) params.set("in_stock", "1");
    const key = params.toString();
    asked.current = key;
    const known = counts.current.get(key);
    if (known !== undefined) return setPending({ count: known });
    setPending({ count: null });
    const answer = await fetch(`/api/v2/catalogue/product/count/?${key}`, { headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ count: number }>) : null))
      .catch(() => null);
    if (asked.current !== key) return;
    if (answer) counts.current.set(key, answer.count);
    setPending(answer ? { count: answer.count } : null);
  }

  return (
    <PendingCount value={pending}>
      <form
        action={base}
        method="get"
        aria-label={label}
        className={className}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        onChange={(event: ChangeEvent<HTMLFormElement>) => {
          const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
          if (field.type !== "checkbox" && field.tagName !== "SELECT") return;
          if (pendingOnPhones && window.matchMedia(PHONE_LAYOUT).matches) void count(event.currentTarget);
          else apply(event.currentTarget);
        }}
      >
        {/* Always sent, never empty: proxy.ts's matcher sees a listing query by it (a default sort is sent
            empty) and redirects the form without JavaScript to the listing's path; a new filter or sort
            starts at page 1 anyway. */}
        <input type="hidden" name="page" value="1" />
        {children}
      </form>
    </PendingCount>
  );
}

/** The apply button's words in the page's language; `{count}` in the counted ones stands for the number. */
export interface ApplyFiltersLabels {
  show: string;
  counting: string;
  none: string;
  showOne: string;
  showOther: string;
  matchOne: string;
  matchOther: string;
}

const counted = (template: string, count: number) => template.replace("{count}", formatCount(count));

/** The filters' submit button: "Show N results" while ticks wait on a phone, "Show products" otherwise. */
export function ApplyFilters({ className, labels }: { className?: string; labels: ApplyFiltersLabels }) {
  const pending = use(PendingCount);
  const text = !pending ? labels.show : pending.count === null ? labels.counting : pending.count === 0 ? labels.none : counted(pending.count === 1 ? labels.showOne : labels.showOther, pending.count);
  return (
    <>
      <button type="submit" className={className} disabled={pending?.count === 0}>
        {text}
      </button>
      <p role="status" className="visually-hidden">
        {pending?.count != null ? counted(pending.count === 1 ? labels.matchOne : labels.matchOther, pending.count) : ""}
      </p>
    </>
  );
}
