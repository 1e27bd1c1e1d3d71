import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { categoryBreadcrumbs, categoryHref } from "@/lib/catalogue/categories.ts";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { loadCategoryPage } from "@/lib/storefront/category-page.ts";
import { listingPath, splitListingPath } from "@/lib/storefront/listing-path.ts";
import styles from "./category.module.css";

interface Props {
  // The category's slugs, then the listing state (`page=2`, lib/storefront/listing-path.ts).
  params: Promise<{ slug: string[] }>;
}

export function generateStaticParams() {
  return [{ slug: [BUILD_PLACEHOLDER] }];
}

async function pageData(params: Props["params"]) {
  const { place, query, canonical } = splitListingPath((await params).slug);
  if (!canonical) permanentRedirect(listingPath(categoryHref(place), query));
  return loadCategoryPage(place, query.page);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await pageData(params);
  // The page answers 404 for an unknown path; calling notFound() here as well would make Next send an
  // empty HTML shell (the panel would appear only after hydration).
  if (!data) return {};
  const { category, listing } = data;
  return {
    title: listing.page > 1 ? `${category.name} (page ${listing.page})` : category.name,
    description: category.description || `Shop ${category.name} from our Jodhpur workshop, delivered across India.`,
    alternates: { canonical: listingPath(category.href, { page: listing.page }) },
  };
}

export default async function CategoryPage({ params }: Props) {
  const data = await pageData(params);
  if (!data) notFound();
  const { category, subcategories, listing } = data;
  return (
    <>
      <Breadcrumbs items={categoryBreadcrumbs(category)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description && <p className={styles.description}>{category.description}</p>}
      </header>
      <CategoryLinks label={`${category.name} categories`} categories={subcategories} />
      <ProductListing
        listing={listing}
        hrefFor={(page) => listingPath(category.href, { page })}
        empty={{
          title: `Nothing in ${category.name} just now`,
          body: "New pieces arrive from the workshop every few weeks.",
          browseLink: true,
        }}
      />
    </>
  );
}
