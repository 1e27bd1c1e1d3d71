import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { ProductGrid } from "@/components/shop/product-grid.tsx";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { loadCollectionPage } from "@/lib/storefront/content-pages.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const data = await loadCollectionPage((await params).slug);
  if (!data) return {};
  const { collection } = data;
  // Metadata reads the messages directly: unit tests call it outside Next, where next-intl cannot.
  const t = messagesOf(await pageLocale()).CatalogueListing;
  return pageMetadata({
    title: collection.title,
    description: collection.description || fill(t.collectionDescription, { title: collection.title }),
    path: collection.href,
    images: collection.image ? [{ url: collection.image, width: 1200, height: 800 }] : undefined,
  });
}

async function CollectionPage({ params }: Props) {
  const data = await loadCollectionPage((await params).slug);
  if (!data) notFound();
  const { collection, cards } = data;
  const t = await getTranslations("CatalogueListing");
  return (
    <ContentPage title={collection.title} href={collection.href} eyebrow={t("collection")} lede={collection.description || undefined} wide>
      {cards.length > 0 ? (
        <section aria-label={t("products")}>
          <ProductGrid cards={cards} />
        </section>
      ) : (
        <p className={styles.empty}>{t("collectionEmpty")}</p>
      )}
    </ContentPage>
  );
}

export default localized(CollectionPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
