// The shop's details for the cached pages (every footer shows them): a staff change expires
// SHOP_DETAILS_TAG, and with it every page, which is rendered again (lib/admin/content/shop-details.ts).
import { cacheLife, cacheTag } from "next/cache";
import { readShopDetails, type ShopDetails } from "@/lib/content/shop-details.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { SHOP_DETAILS_TAG } from "@/lib/page-cache/tags.ts";

export async function loadShopDetails(): Promise<ShopDetails | null> {
  "use cache";
  cacheLife("content");
  cacheTag(SHOP_DETAILS_TAG);
  if (duringBuild()) return null;
  return readShopDetails();
}
