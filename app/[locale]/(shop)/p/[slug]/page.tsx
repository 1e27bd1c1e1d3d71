import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { notFound, permanentRedirect } from "next/navigation";
import { BuyBoxSlot } from "@/components/shop/buy-box-slot.tsx";
import { deliveryEstimateLabels } from "@/components/buying/delivery-estimate-labels.ts";
import { FavouriteButton } from "@/components/shop/shopper.tsx";
import { JsonLd } from "@/components/shop/json-ld.tsx";
import { ProductBreadcrumbs, ProductChoice, ProductDescription, ProductDetail } from "@/components/shop/product-detail.tsx";
import { ProductGrid } from "@/components/shop/product-grid.tsx";
import { ProductOptions } from "@/components/shop/product-options.tsx";
import { ProductReviewsPoster } from "@/components/shop/product-reviews-parts.tsx";
import { ProductReviewsSlot } from "@/components/shop/product-reviews-slot.tsx";
import { Rating } from "@/components/shop/rating.tsx";
import { SpinPoster } from "@/components/shop/spin-poster.tsx";
import { SpinViewerSlot } from "@/components/shop/spin-viewer-slot.tsx";
import { StockAlertForm } from "@/components/shop/stock-alert-form.tsx";
import { StockAlertNoScript } from "@/components/shop/stock-alert-static.tsx";
import { stockAlertLabels } from "@/components/shop/stock-alert-labels.ts";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { productModel } from "@/lib/storefront/product-model.ts";
import { modelInLanguage } from "@/lib/storefront/product-model-language.ts";
import { currentSlugOf } from "@/lib/storefront/product-redirect.ts";
import { loadProductView } from "@/lib/storefront/product-page.ts";
import { loadProductReviews } from "@/lib/storefront/product-reviews.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import { breadcrumbListLd, productLd } from "@/lib/storefront/structured-data.ts";
import { smsAlertsAvailable } from "@/lib/stock-alerts/alerts.ts";
import styles from "./product.module.css";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

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
  const view = await loadProductView(decoded, await pageLocale());
  if (view) return view;
  // An old slug (staff renamed the product) leads to the product's page in the page's language.
  const current = await currentSlugOf(decoded);
  if (current) permanentRedirect(localePath(await pageLocale(), `/p/${encodeURIComponent(current)}/`));
  return null;
}

function summaryOf(description: string, fallback: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  return text ? (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text) : fallback;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params);
  if (!view) return {};
  const { product } = view;
  // Staff's SEO title is the whole title; otherwise the layout's template adds the shop's name.
  const title = product.seoTitle ? { absolute: product.seoTitle } : product.title;
  // Metadata reads the messages directly: unit tests call it outside Next, where next-intl cannot.
  const t = messagesOf(await pageLocale()).CatalogueProduct;
  const description = product.seoDescription || summaryOf(product.description || view.family?.description || "", fill(t.summary, { title: product.title }));
  const image = product.images[0] ?? view.family?.images[0];
  return pageMetadata({
    title,
    description,
    path: product.card.href,
    images: image ? [{ url: image.path, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.caption || product.title }] : undefined,
  });
}

async function ProductPage({ params }: Props) {
  const view = await viewOf(params);
  if (!view) notFound();
  const { product, family } = view;
  const home = family ?? product;
  const [t, words, delivery, alert, lang] = await Promise.all([getTranslations("Product"), getTranslations("CatalogueProduct"), getTranslations("CatalogueDelivery"), getTranslations("CatalogueStockAlert"), getLocale().then(asLocale)]);
  const model = modelInLanguage(productModel(view), lang, { available: words("available"), unavailable: words("unavailable"), inStock: words.raw("inStock") as string });
  const productLabels = {
    about: words("about"),
    details: words("details"),
    yes: words("yes"),
    no: words("no"),
    from: words("from"),
    inclGst: words("inclGst"),
    notForSale: words("notForSale"),
    beforeGst: words.raw("beforeGst") as string,
    chooseVariant: words("variantLegend"),
    unavailable: words("unavailable"),
  };
  // The breadcrumb's links stay in the page's language; its structured data names the canonical (English) pages.
  const trail = [{ name: t("home"), href: "/" }, ...home.breadcrumbs.map((c) => ({ name: c.name, href: c.href }))];
  const shownTrail = trail.map((step) => ({ ...step, href: localePath(lang, step.href) }));
  const buyLabels = {
    addToBasket: t("addToBasket"),
    adding: t("adding"),
    quantity: t("quantity"),
    viewBasket: t("viewBasket"),
    unavailable: t("unavailable"),
    noConnection: t("noConnection"),
    chooseVariant: t("chooseVariant"),
    ...(lang === "hi" ? { added: t.raw("added") as string } : {}),
    delivery: deliveryEstimateLabels(lang, (key) => delivery.raw(key) as string),
  };
  const crumbs = [...trail, { name: product.title, href: product.card.href }];
  const optionsFormId = `options-${home.id}`;
  // Any variant's description (the family's own may be empty while theirs are not).
  const described = [model.base, ...model.variants].some((p) => p.description.trim());
  // A variant's reviews are its parent's (docs/decisions/0168).
  const reviews = await loadProductReviews(home.id);
  return (
    <ProductChoice model={model} labels={productLabels}>
      <JsonLd data={productLd(product, siteUrl, reviews)} />
      <JsonLd data={breadcrumbListLd(crumbs, siteUrl)} />
      <ProductBreadcrumbs trail={shownTrail} />
      <ProductDetail>
        <ProductOptions options={home.options} formId={optionsFormId} />
        <BuyBoxSlot productId={product.structure === "parent" ? null : product.id} canBuy={product.card.availability.is_available_to_buy} optionsFormId={optionsFormId} leadTime={product.leadTime} delivered={product.requiresShipping} labels={buyLabels} />
        <StockAlertForm
          productId={product.id}
          canBuy={product.card.availability.is_available_to_buy}
          sms={smsAlertsAvailable()}
          noScript={<StockAlertNoScript productId={product.id} />}
          labels={stockAlertLabels((key) => alert.raw(key) as string, t("noConnection"))}
        />
        <div className={styles.heart}>
          <FavouriteButton productId={product.id} title={product.title} returnTo={product.card.href} size="large" />
          <span className={styles.heartLabel}>{t("save")}</span>
        </div>
        {home.rating && (
          <a href="#reviews" className={styles.ratingLink} aria-label={t("rated", { average: home.rating.average.toFixed(1), count: home.rating.count })}>
            <Rating value={home.rating.average} count={home.rating.count} />
          </a>
        )}
      </ProductDetail>
      {(described || product.image360) && (
        <div className={styles.more}>
          <ProductDescription className={styles.about} titleClassName={styles.sectionTitle} paragraphClassName={styles.paragraph} />
          {product.image360 && (
            <section aria-labelledby="spin-title" className={styles.spin}>
              <h2 id="spin-title" className={styles.sectionTitle}>
                {t("turn")}
              </h2>
              <SpinViewerSlot frames={product.image360.frames} title={home.title}>
                <SpinPoster frames={product.image360.frames} />
              </SpinViewerSlot>
            </section>
          )}
        </div>
      )}
      <ProductReviewsSlot productId={home.id} productTitle={home.title} returnTo={product.card.href} rating={home.rating} initial={reviews}>
        <ProductReviewsPoster rating={home.rating} reviews={reviews} />
      </ProductReviewsSlot>
      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={styles.sectionTitle}>
            {words("related")}
          </h2>
          <ProductGrid cards={product.related} eager={0} />
        </section>
      )}
    </ProductChoice>
  );
}

export default localized(ProductPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
