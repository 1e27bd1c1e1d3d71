import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { ProductListing } from "@/components/shop/product-listing.tsx";
import { CategoryLinks } from "@/components/shop/category-links.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { categoryBreadcrumbs, findCategoryByPath, listSubcategories } from "@/lib/catalogue/categories.ts";
import { listCategoryProducts } from "@/lib/catalogue/category-products.ts";
import { listingHref, parsePageParam, type SearchParamValue } from "@/lib/catalogue/listing-params.ts";
import styles from "./category.module.css";

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, SearchParamValue>>;
}

// generateMetadata and the page share one lookup per request.
const categoryAt = cache(async (slugPath: string) => {
  await connection();
  return findCategoryByPath(slugPath.split("/"));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await categoryAt((await params).slug.join("/"));
  // The page answers 404 for an unknown path; calling notFound() here as well would make Next send an
  // empty HTML shell (the panel would appear only after hydration).
  if (!category) return {};
  return {
    title: category.name,
    description: category.description || `Shop ${category.name} from our Jodhpur workshop, delivered across India.`,
    alternates: { canonical: category.href },
  };
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const page = parsePageParam(query.page);
  const category = await categoryAt(slug.join("/"));
  if (!category || page === null) notFound();
  const [subcategories, listing] = await Promise.all([
    listSubcategories(category),
    listCategoryProducts(category, page),
  ]);
  if (!listing) notFound();

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
        hrefFor={(p) => listingHref(category.href, {}, p)}
        empty={{
          title: `Nothing in ${category.name} just now`,
          body: "New pieces arrive from the workshop every few weeks.",
          browseLink: true,
        }}
      />
    </>
  );
}
