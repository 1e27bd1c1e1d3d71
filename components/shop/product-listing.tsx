import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination.tsx";
import { countOf, formatCount } from "@/lib/count.ts";
import { listingPath, SORTS, type ListingState, type Sort } from "@/lib/storefront/listing-path.ts";
import type { ListingView } from "@/lib/storefront/listing-page.ts";
import { ActiveFilters } from "./active-filters.tsx";
import { ListingFilters } from "./listing-filters.tsx";
import { ListingForm } from "./listing-form.tsx";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./product-listing.module.css";

const SORT_LABELS: Record<Sort, string> = {
  price: "Price: low to high",
  "-price": "Price: high to low",
  "-rating": "Rating",
  title: "Name",
  "-date_created": "Newest",
};

interface ProductListingProps {
  /** The listing's place: "/c/living-room/", "/search/". */
  base: string;
  /** The category listed, if any (the filters' live count on phones). */
  category?: number;
  state: ListingState;
  listing: ListingView;
  /** What to say when nothing matches. */
  empty: { title: string; body: ReactNode };
}

/** Filters beside a page of product cards, with the range, the sort order and the pagination. */
export function ProductListing({ base, category, state, listing, empty }: ProductListingProps) {
  const { cards, count, page, numPages, pageSize } = listing;
  const first = (page - 1) * pageSize + 1;
  const last = first + cards.length - 1;
  const searching = !!state.q;
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <ListingFilters base={base} category={category} state={state} facets={listing.facets} />
      </div>
      <section aria-labelledby="listing-title" className={styles.results}>
        <h2 id="listing-title" className="visually-hidden">
          Products
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.range} aria-live="polite">
            {count === 0 ? "No products" : numPages > 1 ? `Showing ${formatCount(first)}–${formatCount(last)} of ${countOf(count, "product")}` : countOf(count, "product")}
          </p>
          <ListingForm base={base} label="Sort products" className={styles.sortForm}>
            {state.q && <input type="hidden" name="q" value={state.q} />}
            {Object.entries(state.attributes).flatMap(([code, values]) => values.map((v) => <input key={`${code}=${v}`} type="hidden" name={`attr_${code}`} value={v} />))}
            {state.priceMin && <input type="hidden" name="price_min" value={state.priceMin} />}
            {state.priceMax && <input type="hidden" name="price_max" value={state.priceMax} />}
            {state.inStock && <input type="hidden" name="in_stock" value="1" />}
            <label htmlFor="listing-sort" className={styles.sortLabel}>
              Sort by
            </label>
            <select id="listing-sort" name="sort" defaultValue={state.sort ?? ""} className={styles.sort}>
              <option value="">{searching ? "Best match" : "Newest"}</option>
              {SORTS.filter((s) => s !== "-date_created" || searching).map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.sortButton}>
              Sort
            </button>
          </ListingForm>
        </div>
        <ActiveFilters base={base} state={state} facets={listing.facets} />
        {count === 0 ? (
          <div className={styles.empty}>
            <h3 className={styles.emptyTitle}>{empty.title}</h3>
            <div className={styles.emptyBody}>{empty.body}</div>
          </div>
        ) : (
          <ProductGrid cards={cards} />
        )}
        <Pagination page={page} numPages={numPages} hrefFor={(p) => listingPath(base, { ...state, page: p })} />
      </section>
    </div>
  );
}
