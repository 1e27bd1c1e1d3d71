import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";

const LEDE = "Our own team delivers, carries your furniture to the room and assembles it.";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "Delivery and returns", description: `${LEDE} Charges, delivery times and how to return a piece.`, path: pages.delivery.href });
}

export default async function DeliveryPage() {
  const page = await loadWrittenPage("delivery-and-returns");
  if (!page) notFound();
  return (
    <ContentPage title={page.title} href={pages.delivery.href} lede={LEDE}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by staff in Markdown (lib/content/written-pages.ts), rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
    </ContentPage>
  );
}
