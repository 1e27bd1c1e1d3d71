import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { BuyBoxSlot } from "@/components/shop/buy-box-slot.tsx";
import { FavouriteButton } from "@/components/shop/shopper.tsx";
import { JsonLd } from "@/components/shop/json-ld.tsx";
import { ProductAttributes } from "@/components/shop/product-attributes.tsx";
import { ProductDetail } from "@/components/shop/product-detail.tsx";
import { ProductGrid } from "@/components/shop/product-grid.tsx";
import { ProductOptions } from "@/components/shop/product-options.tsx";
import { SpinPoster } from "@/components/shop/spin-poster.tsx";
import { SpinViewerSlot } from "@/components/shop/spin-viewer-slot.tsx";
import { StockAlertForm } from "@/components/shop/stock-alert-form.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { productModel } from "@/lib/storefront/product-model.ts";
import { currentSlugOf } from "@/lib/storefront/product-redirect.ts";
import { loadProductView } from "@/lib/storefront/product-page.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import { breadcrumbListLd, productLd } from "@/lib/storefront/structured-data.ts";
import { smsAlertsAvailable } from "@/lib/stock-alerts/alerts.ts";
import styles from "./product.module.css";

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

async function viewOf(params: Props["params"]) {
  const { slug } = await params;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const view = await loadProductView(decoded);
  if (view) return view;
  // An old slug (staff renamed the product) leads to the product's page.
  const current = await currentSlugOf(decoded);
  if (current) permanentRedirect(`/p/${encodeURIComponent(current)}/`);
  return null;
}

function summaryOf(description: string, title: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  return text ? (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text) : `${title}, handmade in our Jodhpur workshop.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params);
  if (!view) return {};
  const { product } = view;
  // Staff's SEO title is the whole title; otherwise the layout's template adds the shop's name.
  const title = product.seoTitle ? { absolute: product.seoTitle } : product.title;
  const description = product.seoDescription || summaryOf(product.description || view.family?.description || "", product.title);
  const image = product.images[0] ?? view.family?.images[0];
  return pageMetadata({
    title,
    description,
    path: product.card.href,
    images: image ? [{ url: image.path, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.caption || product.title }] : undefined,
  });
}

export default async function ProductPage({ params }: Props) {
  const view = await viewOf(params);
  if (!view) notFound();
  const { product, family } = view;
  const home = family ?? product;
  const model = productModel(view);
  const crumbs = [{ name: "Home", href: "/" }, ...home.breadcrumbs.map((c) => ({ name: c.name, href: c.href })), { name: product.title, href: product.card.href }];
  const optionsFormId = `options-${home.id}`;
  const description = product.description || home.description;
  // A variant's own values (its colour) after its family's.
  const attributes = product === home ? home.attributes : [...home.attributes.filter((a) => !product.attributes.some((p) => p.code === a.code)), ...product.attributes];
  return (
    <>
      <JsonLd data={productLd(product, siteUrl)} />
      <JsonLd data={breadcrumbListLd(crumbs, siteUrl)} />
      <Breadcrumbs items={crumbs} />
      <ProductDetail model={model} after={<ProductAttributes attributes={attributes} />}>
        <ProductOptions options={home.options} formId={optionsFormId} />
        <BuyBoxSlot productId={product.structure === "parent" ? null : product.id} canBuy={product.card.availability.is_available_to_buy} optionsFormId={optionsFormId} leadTime={product.leadTime} />
        <StockAlertForm productId={product.id} canBuy={product.card.availability.is_available_to_buy} sms={smsAlertsAvailable()} />
        <div className={styles.heart}>
          <FavouriteButton productId={product.id} title={product.title} returnTo={product.card.href} size="large" />
          <span className={styles.heartLabel}>Save to your wish list</span>
        </div>
      </ProductDetail>
      {(description || product.image360) && (
        <div className={styles.more}>
          {description && (
            <section aria-labelledby="about-title" className={styles.about}>
              <h2 id="about-title" className={styles.sectionTitle}>
                About this piece
              </h2>
              {description
                .split(/\n\s*\n/)
                .map((p) => p.trim())
                .filter(Boolean)
                .map((p, i) => (
                  <p key={i} className={styles.paragraph}>
                    {p}
                  </p>
                ))}
            </section>
          )}
          {product.image360 && (
            <section aria-labelledby="spin-title" className={styles.spin}>
              <h2 id="spin-title" className={styles.sectionTitle}>
                Turn it around
              </h2>
              <SpinViewerSlot frames={product.image360.frames} title={home.title}>
                <SpinPoster frames={product.image360.frames} />
              </SpinViewerSlot>
            </section>
          )}
        </div>
      )}
      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={styles.sectionTitle}>
            You may also like
          </h2>
          <ProductGrid cards={product.related} eager={0} />
        </section>
      )}
    </>
  );
}
