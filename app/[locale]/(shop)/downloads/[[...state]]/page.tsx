import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import { DownloadCards } from "@/components/content/download-cards.tsx";
import styles from "@/components/content/content-page.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { loadDownloads } from "@/lib/storefront/content-pages.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { pagedHref, readPageSegments } from "@/lib/storefront/page-segments.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

interface Props {
  // Nothing, or `page=2`.
  params: Promise<{ state?: string[] }>;
}

const BASE = CONTENT_PAGES.downloads.href;
const LEDE = "Our catalogues, lookbooks and care guides as PDF files, to read at leisure or share with your family.";

export function generateStaticParams() {
  return [{ state: [] }];
}

async function pageOf(params: Props["params"]): Promise<number> {
  const read = readPageSegments((await params).state ?? []);
  if (!read || read.rest.length > 0) notFound();
  return read.page;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const page = await pageOf(params);
  return pageMetadata({ title: page > 1 ? `Catalogues and brochures (page ${page})` : "Catalogues and brochures", description: LEDE, path: pagedHref(BASE, page) });
}

async function DownloadsPage({ params }: Props) {
  const page = await pageOf(params);
  const data = await loadDownloads(page);
  if (!data) notFound();
  return (
    <ContentPage title="Catalogues and brochures" href={BASE} wide lede={LEDE}>
      {data.items.length > 0 ? (
        <>
          <DownloadCards downloads={data.items} />
          <Pagination page={data.page} numPages={data.numPages} hrefFor={(p) => pagedHref(BASE, p)} />
        </>
      ) : (
        <p className={styles.empty}>There is nothing to download just now. Our new catalogue is being printed.</p>
      )}
    </ContentPage>
  );
}

export default localized(DownloadsPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
