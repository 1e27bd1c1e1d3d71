import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { MIN_QUERY_LENGTH } from "@/lib/catalogue/search.ts";
import { formatCount } from "@/lib/count.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import { loadSearchPage } from "@/lib/storefront/search-page.ts";
import styles from "./search.module.css";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
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
  if (!canonical) permanentRedirect(localePath(await pageLocale(), listingPath("/search/", state)));
  return state;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const state = await stateOf(params);
  const { q } = state;
  // Metadata reads the messages directly: unit tests call it outside Next, where next-intl cannot.
  const t = messagesOf(await pageLocale()).CatalogueListing;
  // Its own address as canonical, so that localizedMetadata names it in both languages (hreflang).
  return { title: q ? fill(t.searchTitle, { q }) : t.search, robots: { index: false, follow: true }, alternates: { canonical: siteUrl(listingPath("/search/", state)) } };
}

// The query stays in the header's search box (the page's one search box).
async function SearchPage({ params }: Props) {
  const state = await stateOf(params);
  const [answer, t, locale] = await Promise.all([loadSearchPage(state), getTranslations("CatalogueListing"), getLocale().then(asLocale)]);
  if (answer && "redirect" in answer) permanentRedirect(localePath(locale, answer.redirect));
  if (!answer) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("search")}</h1>
        <p className={styles.hint}>{state.q ? t("searchShort", { min: MIN_QUERY_LENGTH }) : t("searchHint")}</p>
      </div>
    );
  }
  const { listing } = answer.found;
  const rooms = listing.count === 0 ? await loadRooms() : [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("results", { count: listing.count, n: formatCount(listing.count), q: state.q ?? "" })}</h1>
      <ProductListing
        base="/search/"
        state={answer.found.state}
        listing={listing}
        empty={{
          title: t("searchEmptyTitle"),
          body: (
            <>
              <p className={styles.emptyHint}>{t("searchEmptyHint")}</p>
              <CategoryLinks label={t("rooms")} categories={rooms} locale={locale} />
            </>
          ),
        }}
      />
    </div>
  );
}

export default localized(SearchPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
