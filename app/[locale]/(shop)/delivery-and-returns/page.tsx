import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentDelivery.title, description: `${t.ContentDelivery.lede} ${t.ContentDelivery.description}`, path: pages.delivery.href }));

async function DeliveryPage() {
  const page = await loadWrittenPage("delivery-and-returns");
  if (!page) notFound();
  const t = await translator("ContentDelivery");
  return (
    <ContentPage title={page.title} href={pages.delivery.href} lede={t("lede")}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by staff in Markdown (lib/content/written-pages.ts), rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
    </ContentPage>
  );
}

export default localized(DeliveryPage);
