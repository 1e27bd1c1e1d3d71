import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { config } from "@/lib/config.ts";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "About us",
    description: `${config().SHOP_NAME} makes solid-wood furniture by hand in Basni, Jodhpur: who we are, how we work and the people who sign their pieces.`,
    path: pages.about.href,
  });
}

export default async function AboutPage() {
  const page = await loadWrittenPage("about");
  if (!page) notFound();
  return (
    <ContentPage title={page.title} href={pages.about.href} eyebrow={`${config().SHOP_NAME} · Jodhpur`} lede="Furniture made slowly, by people who sign their work.">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by staff in Markdown (lib/content/written-pages.ts), rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
    </ContentPage>
  );
}
