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
import { fill } from "@/lib/i18n/fill.ts";
import { asLocale } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { translator } from "@/lib/i18n/texts.ts";

interface Props {
  // Nothing, or `page=2`.
  params: Promise<{ state?: string[]; locale?: string }>;
}

const BASE = CONTENT_PAGES.downloads.href;

export function generateStaticParams() {
  return [{ state: [] }];
}

async function pageOf(params: Props["params"]): Promise<number> {
  const read = readPageSegments((await params).state ?? []);
  if (!read || read.rest.length > 0) notFound();
  return read.page;
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const [page, { locale }] = await Promise.all([pageOf(params), params]);
  const t = messagesOf(asLocale(locale)).ContentDownloads;
  return pageMetadata({ title: page > 1 ? `${t.title} ${fill(t.page, { page })}` : t.title, description: t.lede, path: pagedHref(BASE, page) });
}

async function DownloadsPage({ params }: Props) {
  const page = await pageOf(params);
  const data = await loadDownloads(page);
  if (!data) notFound();
  const t = await translator("ContentDownloads");
  return (
    <ContentPage title={t("title")} href={BASE} wide lede={t("lede")}>
      {data.items.length > 0 ? (
        <>
          <DownloadCards downloads={data.items} texts={{ added: t.raw("added"), download: t("download") }} />
          <Pagination page={data.page} numPages={data.numPages} hrefFor={(p) => pagedHref(BASE, p)} />
        </>
      ) : (
        <p className={styles.empty}>{t("empty")}</p>
      )}
    </ContentPage>
  );
}

export default localized(DownloadsPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
