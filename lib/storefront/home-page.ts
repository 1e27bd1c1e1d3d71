// The landing page's sections: the staff-ordered slots of /api/v1/home/ (lib/content/home.ts homeSlots),
// as plain values for the cached page. Product rows follow catalogue changes (their tags); a staff change
// of the landing page's content expires HOME_TAG (lib/admin/content/), and so does the moment a banner's
// window opens or closes (expire-at.ts); other servers follow within the content cache life
// (docs/decisions/0050-content-pages.md).
import { cacheLife, cacheTag } from "next/cache";
import type { ProductCard } from "@/lib/catalogue/cards.ts";
import { collectionHref } from "@/lib/content/collections.ts";
import { nextBannerChange } from "@/lib/content/banners.ts";
import { homeSlots } from "@/lib/content/home.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { expireTagAt } from "@/lib/page-cache/expire-at.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG, HOME_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { bannerSlide, collectionTile, galleryPicture, type BannerSlide, type CollectionTile, type GalleryPicture } from "./content-view.ts";
import { categoryLink, type CategoryLink } from "./menu.ts";


export type HomeSection =
  | { type: "banners"; title: string; slides: BannerSlide[] }
  | { type: "categories"; title: string; categories: CategoryLink[] }
  | { type: "collections"; title: string; collections: CollectionTile[] }
  | { type: "products"; title: string; cards: ProductCard[]; /** "See the collection". */ moreHref: string | null }
  | { type: "video"; title: string; video: { title: string; video: string; poster: string | null } }
  | { type: "gallery"; title: string; pictures: GalleryPicture[] };

export async function loadHomeSections(): Promise<HomeSection[]> {
  "use cache";
  cacheLife("content");
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG, HOME_TAG);
  if (duringBuild()) return [];
  const now = new Date();
  const [slots, next] = await Promise.all([homeSlots(now), nextBannerChange(now)]);
  // A banner's window opening or closing changes this page with nothing written: expire it then.
  expireTagAt(HOME_TAG, next);
  return slots.map((slot): HomeSection => {
    switch (slot.type) {
      case "banners":
        return { type: "banners", title: slot.title, slides: slot.items.map(bannerSlide) };
      case "categories":
        return { type: "categories", title: slot.title, categories: slot.items.map((c) => categoryLink(c)) };
      case "collections":
        return { type: "collections", title: slot.title, collections: slot.items.map(collectionTile) };
      case "products":
        return { type: "products", title: slot.title, cards: slot.items, moreHref: slot.collection ? collectionHref(slot.collection.slug) : null };
      case "video":
        return { type: "video", title: slot.title, video: slot.items[0] };
      case "gallery":
        return { type: "gallery", title: slot.title, pictures: slot.items.map(galleryPicture) };
      default:
        return slot satisfies never;
    }
  });
}
