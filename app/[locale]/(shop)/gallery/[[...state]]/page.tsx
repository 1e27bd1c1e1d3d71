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

interface Props {
  // The tab ("projects", "events", "activities"; none for everything), then `page=N`.
  params: Promise<{ state?: string[] }>;
}

const BASE = CONTENT_PAGES.gallery.href;
const TABS: { tag: GalleryTag | null; label: string; lede: string }[] = [
  { tag: null, label: "All", lede: "Homes we have furnished, the places we have shown our work, and days spent with our makers." },
  { tag: "Projects", label: "Projects", lede: "Homes across India furnished from our workshop." },
  { tag: "Events", label: "Events", lede: "Launches, pop-ups and talks where we have shown our work." },
  { tag: "Activities", label: "Activities", lede: "Workshops, open days and time with the artisans we work with." },
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
  const { tag, page } = await stateOf(params);
  const title = `Gallery${tag ? `: ${tag}` : ""}${page > 1 ? ` (page ${page})` : ""}`;
  return pageMetadata({ title, description: tabOf(tag).lede, path: pagedHref(tabHref(tag), page) });
}

async function GalleryPage({ params }: Props) {
  const { tag, page } = await stateOf(params);
  const data = await loadGallery(tag, page);
  if (!data) notFound();
  const tab = tabOf(tag);
  return (
    <ContentPage title="Gallery" href={BASE} wide lede={tab.lede}>
      <nav aria-label="Gallery sections" className={tabs.tabs}>
        <ul className={tabs.list}>
          {TABS.map((t) => (
            <li key={t.label}>
              <Link href={tabHref(t.tag)} className={tabs.tab} aria-current={t.tag === tag ? "page" : undefined} scroll={false}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.items.length > 0 ? (
        <>
          <h2 className="visually-hidden">
            {tab.label}: {data.count} {data.count === 1 ? "picture" : "pictures"}
          </h2>
          <GalleryGrid key={`${tag}-${page}`} items={data.items} />
          <Pagination page={data.page} numPages={data.numPages} hrefFor={(p) => pagedHref(tabHref(tag), p)} />
        </>
      ) : (
        <p className={styles.empty}>No pictures here yet.</p>
      )}
    </ContentPage>
  );
}

export default localized(GalleryPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
