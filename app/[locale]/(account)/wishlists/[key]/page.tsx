import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProductGrid } from "@/components/shop/product-grid.tsx";
import { sharedWishList } from "@/lib/storefront/wish-list-page.ts";
import styles from "../../account/wishlist/wishlist.module.css";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { translator } from "@/lib/i18n/texts.ts";
import { PRIVATE } from "@/lib/i18n/titled-metadata.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

interface Props {
  params: Promise<{ key: string }>;
}

// Its owner may change it at any moment and no event says so: read per request.
export const instant = false;

// generateMetadata and the page share one read per request.
const listAt = cache(async (key: string) => {
  await connection();
  return sharedWishList(key);
});

async function listOf(params: Props["params"]) {
  return listAt((await params).key);
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const [shared, { key, locale }] = await Promise.all([listOf(params), params as Promise<{ key: string; locale?: string }>]);
  return pageMetadata({ title: shared ? shared.list.name : messagesOf(asLocale(locale)).AccountWishList.sharedTitle, path: `/wishlists/${encodeURIComponent(key)}/`, robots: PRIVATE });
}

async function SharedWishListPage({ params }: Props) {
  const shared = await listOf(params);
  if (!shared) notFound();
  const t = await translator("AccountWishList");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{shared.list.name}</h1>
      <p className={styles.lede}>{shared.cards.length ? t("sharedWithYou", { count: shared.cards.length }) : t("sharedEmpty")}</p>
      {shared.cards.length > 0 && <ProductGrid cards={shared.cards} />}
    </div>
  );
}

export default localized(SharedWishListPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
