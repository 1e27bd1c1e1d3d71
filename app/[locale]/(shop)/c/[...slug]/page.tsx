import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { JsonLd } from "@/components/shop/json-ld.tsx";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { loadCategoryPage } from "@/lib/storefront/category-page.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { breadcrumbListLd } from "@/lib/storefront/structured-data.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import styles from "./category.module.css";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

interface Props {
  // The category's slugs, then its listing state (`sort=price/page=2`, lib/storefront/listing-path.ts).
  params: Promise<{ slug: string[] }>;
}

export function generateStaticParams() {
  return [{ slug: [BUILD_PLACEHOLDER] }];
}

async function pageData(params: Props["params"]) {
  const { place, state, canonical } = splitListingPath((await params).slug);
  const locale = await pageLocale();
  const answer = await loadCategoryPage(place, state, locale);
  // A moved category or a listing state written another way: the right address in the page's language.
  if (answer && "redirect" in answer) permanentRedirect(localePath(locale, answer.redirect));
  if (answer && !canonical) permanentRedirect(localePath(locale, listingPath(answer.found.category.href, answer.found.state)));
  return answer?.found ?? null;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const data = await pageData(params);
  // The page answers 404 for an unknown path (notFound() here too would leave the 404 without its panel).
  if (!data) return {};
  const { category, listing, state } = data;
  // Metadata reads the messages directly: unit tests call it outside Next, where next-intl cannot.
  const t = messagesOf(await pageLocale()).CatalogueListing;
  const title = listing.page > 1 ? fill(t.pageTitle, { name: category.name, page: listing.page }) : category.name;
  const description = category.description || fill(t.categoryDescription, { name: category.name });
  return pageMetadata({
    title,
    description,
    path: listingPath(category.href, { page: listing.page }),
    // Filtered and sorted views are the same products again: search engines keep the plain pages.
    robots: state.sort || Object.keys(state.attributes).length || state.priceMin || state.priceMax || state.inStock ? { index: false, follow: true } : undefined,
    images: category.image ? [{ url: category.image, width: 800, height: 600 }] : undefined,
  });
}

async function CategoryPage({ params }: Props) {
  const data = await pageData(params);
  if (!data) notFound();
  const { category, trail, subcategories, listing, state } = data;
  const [t, locale] = await Promise.all([getTranslations("CatalogueListing"), getLocale().then(asLocale)]);
  // The breadcrumb's links stay in the page's language; its structured data names the canonical (English) pages.
  const crumbs = [{ name: t("home"), href: "/" }, ...trail.map((c) => ({ name: c.name, href: c.href }))];
  return (
    <>
      <JsonLd data={breadcrumbListLd(crumbs, siteUrl)} />
      <Breadcrumbs items={crumbs.map((c) => ({ ...c, href: localePath(locale, c.href) }))} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description && <p className={styles.description}>{category.description}</p>}
      </header>
      <CategoryLinks label={t("categories", { name: category.name })} categories={subcategories} locale={locale} />
      <ProductListing
        base={category.href}
        category={category.id}
        state={state}
        listing={listing}
        empty={{
          title: t("emptyTitle", { name: category.name }),
          body: t("emptyBody"),
        }}
      />
    </>
  );
}

export default localized(CategoryPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
