import { fill } from "@/lib/i18n/fill.ts";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { config } from "@/lib/config.ts";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentAbout.title, description: fill(t.ContentAbout.description, { shop: config().SHOP_NAME }), path: pages.about.href }));

async function AboutPage() {
  const page = await loadWrittenPage("about");
  if (!page) notFound();
  const t = await translator("ContentAbout");
  return (
    <ContentPage title={page.title} href={pages.about.href} eyebrow={`${config().SHOP_NAME} · Jodhpur`} lede={t("lede")}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by staff in Markdown (lib/content/written-pages.ts), rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
    </ContentPage>
  );
}

export default localized(AboutPage);
