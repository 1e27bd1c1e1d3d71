import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { BannerCarousel } from "@/components/content/banner-carousel.tsx";
import { CollectionTiles } from "@/components/content/collection-tiles.tsx";
import { GalleryGrid } from "@/components/content/gallery-grid.tsx";
import { HomeSection } from "@/components/content/home-section.tsx";
import { HomeVideo } from "@/components/content/home-video.tsx";
import { CategoryGrid } from "@/components/shop/category-grid.tsx";
import { HomeHero } from "@/components/shop/home-hero.tsx";
import { ProductGrid } from "@/components/shop/product-grid.tsx";
import { config } from "@/lib/config.ts";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { loadHomeSections, type HomeSection as Section } from "@/lib/storefront/home-page.ts";
import { homeMetadata } from "@/lib/storefront/page-metadata.ts";
import styles from "./home.module.css";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

// The shop's own title, its absolute canonical URL and Open Graph, from the configured public address
// (never the request: the page is cached for everyone).
function pageMetadataOf(): Metadata {
  return homeMetadata();
}

/** A section's anchor: "Shop by room" → "shop-by-room". */
function anchorOf(section: Section, i: number): string {
  const slug = section.title.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return slug || `${section.type}-${i}`;
}

/** The landing page's own words in its language. */
interface HomeWords {
  roomsLede: string;
  seeCollection: string;
  seeGallery: string;
  /** A site path in the page's language. */
  at: (path: string) => string;
}

function SectionView({ section, id, words }: { section: Section; id: string; words: HomeWords }) {
  switch (section.type) {
    case "banners":
      return <BannerCarousel slides={section.slides} label={section.title} />;
    case "categories":
      return (
        <HomeSection id={id} title={section.title} lede={words.roomsLede}>
          <CategoryGrid categories={section.categories} />
        </HomeSection>
      );
    case "collections":
      return (
        <HomeSection id={id} title={section.title}>
          <CollectionTiles collections={section.collections} />
        </HomeSection>
      );
    case "products":
      return (
        <HomeSection id={id} title={section.title} more={section.moreHref ? { href: words.at(section.moreHref), label: words.seeCollection } : null}>
          {/* Below the banners and the rooms: the pictures load as they near the screen. */}
          <ProductGrid cards={section.cards} eager={0} />
        </HomeSection>
      );
    case "video":
      return (
        <HomeSection id={id} title={section.title}>
          <HomeVideo {...section.video} />
        </HomeSection>
      );
    case "gallery":
      return (
        <HomeSection id={id} title={section.title} more={{ href: words.at(CONTENT_PAGES.gallery.href), label: words.seeGallery }}>
          <GalleryGrid items={section.pictures} eager={0} />
        </HomeSection>
      );
  }
}

// The landing page: the staff-ordered home sections, the same data /api/v1/home/ answers. The page is
// the same for everyone (cached whole); the shopper's own parts (basket count, hearts) arrive after
// hydration. Without banners, the hero greets the shopper instead.
async function HomePage() {
  const [sections, t, locale] = await Promise.all([loadHomeSections(), getTranslations("CatalogueListing"), getLocale().then(asLocale)]);
  const words = { roomsLede: t("roomsLede"), seeCollection: t("seeCollection"), seeGallery: t("seeGallery"), at: (path: string) => localePath(locale, path) };
  const shop = config().SHOP_NAME;
  const hasBanners = sections.some((s) => s.type === "banners");
  const rooms = sections.find((s) => s.type === "categories");
  const ids = new Set<string>();
  return (
    <div className={styles.sections}>
      {hasBanners ? (
        <h1 className="visually-hidden">{t("homeHeading", { shop })}</h1>
      ) : (
        <HomeHero shopName={shop} browseHref={rooms ? `#${anchorOf(rooms, 0)}` : undefined} />
      )}
      {sections.map((section, i) => {
        let id = anchorOf(section, i);
        if (ids.has(id)) id = `${id}-${i}`;
        ids.add(id);
        return <SectionView key={id} section={section} id={id} words={words} />;
      })}
    </div>
  );
}

export default localized(HomePage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
