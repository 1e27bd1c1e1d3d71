// Top banners (spec/API.md §8): the landing page's carousel. Staff set each banner's order and an
// optional window [startsAt, endsAt); outside it (or switched off) a banner is not shown. The active
// banners are read through the content cache and their windows applied per request, so a banner
// appears and disappears at its moment whatever the cache holds.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentCached } from "./content-cache.ts";
import { siteLink } from "./links.ts";

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  /** Site-relative `/media/...` paths. */
  image: string;
  mobileImage: string | null;
  /** What the picture shows; "" when it is decoration. */
  altText: string;
  /** Where the banner leads: a site path ("/c/bedroom/") or an absolute URL. */
  link: string;
  order: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

export const BannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.url(),
  mobile_image: z.url().nullable(),
  link: z.union([z.url(), z.literal("")]).describe("An absolute URL, or \"\" when the banner leads nowhere."),
  order: z.int(),
}).meta({ id: "Banner" });
export type BannerJson = z.infer<typeof BannerSchema>;

function switchedOn(): Promise<Banner[]> {
  return contentCached("banners", async () => {
    const rows = await db().banner.findMany({ where: { isActive: true }, orderBy: [{ order: "asc" }, { id: "asc" }] });
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      image: mediaPath(r.image),
      mobileImage: r.mobileImage ? mediaPath(r.mobileImage) : null,
      altText: r.altText,
      link: r.link,
      order: r.order,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
    }));
  });
}

export function inWindow(b: Pick<Banner, "startsAt" | "endsAt">, now: Date): boolean {
  return (!b.startsAt || b.startsAt <= now) && (!b.endsAt || now < b.endsAt);
}

/** The next moment after `now` a switched-on banner appears or leaves, or null when none is due. */
export async function nextBannerChange(now = new Date()): Promise<Date | null> {
  const moments = (await switchedOn()).flatMap((b) => [b.startsAt, b.endsAt]).filter((d): d is Date => d !== null && d > now);
  return moments.length ? new Date(Math.min(...moments.map((d) => d.getTime()))) : null;
}

/** The banners to show at `now`, in staff order. */
export async function activeBanners(now = new Date()): Promise<Banner[]> {
  return (await switchedOn()).filter((b) => inWindow(b, now));
}

export function bannerJson(b: Banner, urls: UrlBuilder): BannerJson {
  return {
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    image: urls.abs(b.image),
    mobile_image: b.mobileImage ? urls.abs(b.mobileImage) : null,
    link: siteLink(b.link, urls),
    order: b.order,
  };
}
