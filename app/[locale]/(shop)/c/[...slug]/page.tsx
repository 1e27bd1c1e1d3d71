import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";
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
  const answer = await loadCategoryPage(place, state, await pageLocale());
  if (answer && "redirect" in answer) permanentRedirect(answer.redirect);
  if (answer && !canonical) permanentRedirect(listingPath(answer.found.category.href, answer.found.state));
  return answer?.found ?? null;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const data = await pageData(params);
  // The page answers 404 for an unknown path (notFound() here too would leave the 404 without its panel).
  if (!data) return {};
  const { category, listing, state } = data;
  const title = listing.page > 1 ? `${category.name} (page ${listing.page})` : category.name;
  const description = category.description || `Shop ${category.name} from our Jodhpur workshop, delivered across India.`;
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
  const crumbs = [{ name: "Home", href: "/" }, ...trail.map((c) => ({ name: c.name, href: c.href }))];
  return (
    <>
      <JsonLd data={breadcrumbListLd(crumbs, siteUrl)} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description && <p className={styles.description}>{category.description}</p>}
      </header>
      <CategoryLinks label={`${category.name} categories`} categories={subcategories} locale={asLocale(await getLocale())} />
      <ProductListing
        base={category.href}
        category={category.id}
        state={state}
        listing={listing}
        empty={{
          title: `Nothing in ${category.name} matches`,
          body: "Try fewer filters, or look again in a few weeks: new pieces arrive from the workshop all the time.",
        }}
      />
    </>
  );
}

export default localized(CategoryPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
