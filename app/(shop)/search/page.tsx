import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { SearchForm } from "@/components/shop/search-form.tsx";
import { listTopCategories } from "@/lib/catalogue/categories.ts";
import { firstParam, listingHref, parsePageParam, type SearchParamValue } from "@/lib/catalogue/listing-params.ts";
import { MIN_QUERY_LENGTH, searchProducts, searchWords } from "@/lib/catalogue/search-products.ts";
import { countOf } from "@/lib/count.ts";
import styles from "./search.module.css";

interface Props {
  searchParams: Promise<Record<string, SearchParamValue>>;
}

const MAX_QUERY = 100;

function queryOf(params: Record<string, SearchParamValue>): string {
  return (firstParam(params.q) ?? "").trim().slice(0, MAX_QUERY);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = queryOf(await searchParams);
  return { title: q ? `Search: ${q}` : "Search", robots: { index: false } };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = queryOf(params);
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const words = searchWords(q);

  if (words.length === 0) {
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

  await connection();
  const listing = await searchProducts(words, page);
  if (!listing) notFound();
  const rooms = listing.count === 0 ? await listTopCategories() : [];

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
        hrefFor={(p) => listingHref("/search/", { q }, p)}
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
