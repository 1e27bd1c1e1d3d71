import type { Metadata } from "next";
import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { GalleryGrid } from "@/components/content/gallery-grid.tsx";
import tabs from "@/components/content/tabs.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import type { GalleryTag } from "@/lib/content/gallery.ts";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { isGalleryTag, loadGallery } from "@/lib/storefront/content-pages.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { pagedHref, readPageSegments } from "@/lib/storefront/page-segments.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";
import { fill } from "@/lib/i18n/fill.ts";
import { asLocale } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { translator } from "@/lib/i18n/texts.ts";

interface Props {
  // The tab ("projects", "events", "activities"; none for everything), then `page=N`.
  params: Promise<{ state?: string[]; locale?: string }>;
}

const BASE = CONTENT_PAGES.gallery.href;
/** The tabs; their names and ledes are the page's texts (messages ContentGallery.tabs). */
const TABS: { tag: GalleryTag | null; key: "all" | "projects" | "events" | "activities" }[] = [
  { tag: null, key: "all" },
  { tag: "Projects", key: "projects" },
  { tag: "Events", key: "events" },
  { tag: "Activities", key: "activities" },
];

const tabHref = (tag: GalleryTag | null) => (tag ? `${BASE}${tag.toLowerCase()}/` : BASE);
const tabOf = (tag: GalleryTag | null) => TABS.find((t) => t.tag === tag) ?? TABS[0];

export function generateStaticParams() {
  return [{ state: [] }];
}

async function stateOf(params: Props["params"]): Promise<{ tag: GalleryTag | null; page: number }> {
  const read = readPageSegments((await params).state ?? []);
  if (!read || read.rest.length > 1) notFound();
  if (read.rest.length === 0) return { tag: null, page: read.page };
  const name = read.rest[0];
  const tag = name.charAt(0).toUpperCase() + name.slice(1);
  if (name !== name.toLowerCase() || !isGalleryTag(tag)) notFound();
  return { tag, page: read.page };
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const [{ tag, page }, { locale }] = await Promise.all([stateOf(params), params]);
  const t = messagesOf(asLocale(locale)).ContentGallery;
  const tab = t.tabs[tabOf(tag).key];
  const title = `${t.title}${tag ? `: ${tab.label}` : ""}${page > 1 ? ` ${fill(t.page, { page })}` : ""}`;
  return pageMetadata({ title, description: tab.lede, path: pagedHref(tabHref(tag), page) });
}

async function GalleryPage({ params }: Props) {
  const { tag, page } = await stateOf(params);
  const data = await loadGallery(tag, page);
  if (!data) notFound();
  const t = await translator("ContentGallery");
  const tab = { label: t(`tabs.${tabOf(tag).key}.label`), lede: t(`tabs.${tabOf(tag).key}.lede`) };
  return (
    <ContentPage title={t("title")} href={BASE} wide lede={tab.lede}>
      <nav aria-label={t("sections")} className={tabs.tabs}>
        <ul className={tabs.list}>
          {TABS.map((each) => (
            <li key={each.key}>
              <Link href={tabHref(each.tag)} className={tabs.tab} aria-current={each.tag === tag ? "page" : undefined} scroll={false}>
                {t(`tabs.${each.key}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.items.length > 0 ? (
        <>
          <h2 className="visually-hidden">
            {tab.label}: {t("pictures", { count: data.count })}
          </h2>
          <GalleryGrid key={`${tag}-${page}`} items={data.items} />
          <Pagination page={data.page} numPages={data.numPages} hrefFor={(p) => pagedHref(tabHref(tag), p)} />
        </>
      ) : (
        <p className={styles.empty}>{t("empty")}</p>
      )}
    </ContentPage>
  );
}

export default localized(GalleryPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
