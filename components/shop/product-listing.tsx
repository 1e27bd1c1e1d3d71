import Link from "next/link";
import type { ReactNode } from "react";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import type { ProductCardPage } from "@/lib/catalogue/product-cards.ts";
import { countOf, formatCount } from "@/lib/count.ts";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./product-listing.module.css";

interface ProductListingProps {
  listing: ProductCardPage;
  hrefFor: (page: number) => string;
  /** What to say when there is nothing to list; `browseLink` adds a link to the rooms on the home page. */
  empty: { title: string; body: ReactNode; browseLink?: boolean };
  /** The page's heading already says how many products there are: show the range only across pages. */
  countInHeading?: boolean;
}

/** A page of product cards with its range line and pagination, or an empty state. */
export function ProductListing({ listing, hrefFor, empty, countInHeading = false }: ProductListingProps) {
  const { cards, count, page, numPages, pageSize } = listing;
  if (count === 0) {
    return (
      <section aria-labelledby="listing-empty-title" className={styles.empty}>
        <h2 id="listing-empty-title" className={styles.emptyTitle}>
          {empty.title}
        </h2>
        <div className={styles.emptyBody}>{empty.body}</div>
        {empty.browseLink && (
          <Link href="/#shop-by-room" className={button.primary}>
            Browse all rooms
          </Link>
        )}
      </section>
    );
  }
  const first = (page - 1) * pageSize + 1;
  const last = first + cards.length - 1;
  return (
    <section aria-labelledby="listing-title" className={styles.listing}>
      <h2 id="listing-title" className="visually-hidden">
        Products
      </h2>
      {(numPages > 1 || !countInHeading) && (
        <p className={styles.range}>
          {numPages > 1
            ? `Showing ${formatCount(first)}–${formatCount(last)} of ${countOf(count, "product")}`
            : countOf(count, "product")}
        </p>
      )}
      <ProductGrid cards={cards} />
      <Pagination page={page} numPages={numPages} hrefFor={hrefFor} />
    </section>
  );
}
