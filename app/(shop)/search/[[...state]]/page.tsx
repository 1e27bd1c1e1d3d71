import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { SearchForm } from "@/components/shop/search-form.tsx";
import { MIN_QUERY_LENGTH } from "@/lib/catalogue/search-products.ts";
import { countOf } from "@/lib/count.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { loadSearchPage } from "@/lib/storefront/search-page.ts";
import styles from "./search.module.css";

interface Props {
  // The listing state: `q=teak%20sofa`, `page=2` (lib/storefront/listing-path.ts).
  params: Promise<{ state?: string[] }>;
}

export function generateStaticParams() {
  return [{ state: [] }];
}

async function queryOf(params: Props["params"]) {
  const { place, query, canonical } = splitListingPath((await params).state ?? []);
  if (place.length > 0) notFound();
  if (!canonical) permanentRedirect(listingPath("/search/", query));
  return query;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { q } = await queryOf(params);
  return { title: q ? `Search: ${q}` : "Search", robots: { index: false } };
}

export default async function SearchPage({ params }: Props) {
  const { q, page } = await queryOf(params);
  const data = await loadSearchPage(q, page);

  if (!data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Search</h1>
        <p className={styles.hint}>
          {q ? `Type at least ${MIN_QUERY_LENGTH} letters to search.` : "What are you looking for?"}
        </p>
        <div className={styles.form}>
          <SearchForm id="page-search" label="Search the shop" defaultValue={q} size="large" />
        </div>
      </div>
    );
  }

  const { listing, rooms } = data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {countOf(listing.count, "result")} for “{q}”
      </h1>
      <div className={`${styles.form} ${styles.refine}`}>
        <SearchForm id="page-search" label="Search again" defaultValue={q} size="large" />
      </div>
      <ProductListing
        countInHeading
        listing={listing}
        hrefFor={(p) => listingPath("/search/", { q, page: p })}
        empty={{
          title: "Nothing matched your search",
          body: (
            <>
              <p className={styles.emptyHint}>
                Try a simpler word such as “sofa” or “lamp”, check the spelling, or browse a room:
              </p>
              <CategoryLinks label="Rooms" categories={rooms} />
            </>
          ),
        }}
      />
    </div>
  );
}
