import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination.tsx";
import { formatCount } from "@/lib/count.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { listingPath, SORTS, type ListingState, type Sort } from "@/lib/storefront/listing-path.ts";
import type { ListingView } from "@/lib/storefront/listing-page.ts";
import { ActiveFilters } from "./active-filters.tsx";
import { ListingFilters } from "./listing-filters.tsx";
import { ListingForm } from "./listing-form.tsx";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./product-listing.module.css";

/** Each sort order's text in the catalogue's messages. */
const SORT_LABELS: Record<Sort, "priceLowHigh" | "priceHighLow" | "rating" | "name" | "newest"> = {
  price: "priceLowHigh",
  "-price": "priceHighLow",
  "-rating": "rating",
  title: "name",
  "-date_created": "newest",
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

/**
 * Filters beside a page of product cards, with the range, the sort order and the pagination, in the page's
 * language: its links and forms go to the listing's address in that language ("/hi/c/living-room/").
 */
export async function ProductListing({ base: place, category, state, listing, empty }: ProductListingProps) {
  const [t, locale] = await Promise.all([getTranslations("CatalogueListing"), getLocale().then(asLocale)]);
  const base = localePath(locale, place);
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
          {t("products")}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.range} aria-live="polite">
            {count === 0 ? t("noProducts") : numPages > 1 ? t("showing", { first: formatCount(first), last: formatCount(last), count, n: formatCount(count) }) : t("count", { count, n: formatCount(count) })}
          </p>
          <ListingForm base={base} label={t("sortProducts")} className={styles.sortForm}>
            {state.q && <input type="hidden" name="q" value={state.q} />}
            {Object.entries(state.attributes).flatMap(([code, values]) => values.map((v) => <input key={`${code}=${v}`} type="hidden" name={`attr_${code}`} value={v} />))}
            {state.priceMin && <input type="hidden" name="price_min" value={state.priceMin} />}
            {state.priceMax && <input type="hidden" name="price_max" value={state.priceMax} />}
            {state.inStock && <input type="hidden" name="in_stock" value="1" />}
            <label htmlFor="listing-sort" className={styles.sortLabel}>
              {t("sortBy")}
            </label>
            <select id="listing-sort" name="sort" defaultValue={state.sort ?? ""} className={styles.sort}>
              <option value="">{searching ? t("bestMatch") : t("newest")}</option>
              {SORTS.filter((s) => s !== "-date_created" || searching).map((s) => (
                <option key={s} value={s}>
                  {t(SORT_LABELS[s])}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.sortButton}>
              {t("sort")}
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
        <Pagination
          page={page}
          numPages={numPages}
          hrefFor={(p) => listingPath(base, { ...state, page: p })}
          labels={{ pagination: t("pagination"), previous: t("previous"), next: t("next"), page: t("page"), pageN: t("pageN") }}
        />
      </section>
    </div>
  );
}
