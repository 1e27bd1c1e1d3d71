import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { MIN_QUERY_LENGTH } from "@/lib/catalogue/search.ts";
import { countOf } from "@/lib/count.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import { loadSearchPage } from "@/lib/storefront/search-page.ts";
import styles from "./search.module.css";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";
import { siteUrl } from "@/lib/storefront/site-url.ts";

interface Props {
  // The listing state: `q=teak%20sofa`, `sort=price`, `page=2` (lib/storefront/listing-path.ts).
  params: Promise<{ state?: string[] }>;
}

export function generateStaticParams() {
  return [{ state: [] }];
}

async function stateOf(params: Props["params"]) {
  const { place, state, canonical } = splitListingPath((await params).state ?? []);
  if (place.length > 0) notFound();
  if (!canonical) permanentRedirect(listingPath("/search/", state));
  return state;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const state = await stateOf(params);
  const { q } = state;
  // Its own address as canonical, so that localizedMetadata names it in both languages (hreflang).
  return { title: q ? `Search: ${q}` : "Search", robots: { index: false, follow: true }, alternates: { canonical: siteUrl(listingPath("/search/", state)) } };
}

// The query stays in the header's search box (the page's one search box).
async function SearchPage({ params }: Props) {
  const state = await stateOf(params);
  const answer = await loadSearchPage(state);
  if (answer && "redirect" in answer) permanentRedirect(answer.redirect);
  if (!answer) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Search</h1>
        <p className={styles.hint}>
          {state.q ? `Type at least ${MIN_QUERY_LENGTH} letters in the search box above.` : "Type what you are looking for in the search box above: a sofa, a teak bed, a brass lamp."}
        </p>
      </div>
    );
  }
  const { listing } = answer.found;
  const rooms = listing.count === 0 ? await loadRooms() : [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {countOf(listing.count, "result")} for “{state.q}”
      </h1>
      <ProductListing
        base="/search/"
        state={answer.found.state}
        listing={listing}
        empty={{
          title: "Nothing matched your search",
          body: (
            <>
              <p className={styles.emptyHint}>Try a simpler word such as “sofa” or “lamp”, check the spelling, or browse a room:</p>
              <CategoryLinks label="Rooms" categories={rooms} locale={asLocale(await getLocale())} />
            </>
          ),
        }}
      />
    </div>
  );
}

export default localized(SearchPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
