// Content as the shop's pages show it: plain values (cached renderings hold them) made from the
// content services' domain objects (lib/content, lib/careers), the same objects the API serializes.
import type { Banner } from "@/lib/content/banners.ts";
import { collectionHref, type Collection } from "@/lib/content/collections.ts";
import type { GalleryItem } from "@/lib/content/gallery.ts";

export interface BannerSlide {
  id: number;
  title: string;
  subtitle: string;
  /** Site-relative picture paths (`/media/...`). */
  image: string;
  mobileImage: string | null;
  /** What the picture shows; "" when it is decoration (the slide's heading says what it is about). */
  alt: string;
  /** A site path or an absolute URL; "" when the banner leads nowhere. */
  link: string;
}

export interface GalleryPicture {
  id: number;
  title: string;
  tag: string;
  description: string;
  /** Site-relative paths. */
  image: string;
  thumbnail: string;
  /** "18 September 2026". */
  date: string;
}

export interface CollectionTile {
  id: number;
  title: string;
  description: string;
  href: string;
  /** Site-relative picture path, or null. */
  image: string | null;
}

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-09-18" → "18 September 2026". */
export function dayText(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

export function bannerSlide(b: Banner): BannerSlide {
  return { id: b.id, title: b.title, subtitle: b.subtitle, image: b.image, mobileImage: b.mobileImage, alt: b.altText, link: b.link };
}

export function collectionTile(c: Collection): CollectionTile {
  return { id: c.id, title: c.title, description: c.description, href: collectionHref(c.slug), image: c.image };
}

export function galleryPicture(g: GalleryItem): GalleryPicture {
  return { id: g.id, title: g.title, tag: g.tag, description: g.description, image: g.image, thumbnail: g.thumbnail, date: dayText(g.date) };
}
