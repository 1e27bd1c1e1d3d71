import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { WishListCards } from "@/components/shop/wish-list-cards.tsx";
import { WishListShare } from "@/components/shop/wish-list-share.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { countOf } from "@/lib/count.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";
import { ownWishList } from "@/lib/storefront/wish-list-page.ts";
import styles from "./wishlist.module.css";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Your wish list", robots: { index: false } };

// One shopper's own page: rendered per request (the whole page waits for the caller, so an anonymous
// visitor gets a real redirect to sign in).
export const instant = false;

async function WishListPage() {
  const caller = await getPageCaller();
  if (!caller.user) redirect(loginHref("/account/wishlist/"));
  const own = await ownWishList(caller.user.id);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your wish list</h1>
      <p className={styles.lede}>{own.count ? `${countOf(own.count, "piece")} you have saved.` : "Nothing saved yet: tap the heart on any piece to keep it here."}</p>
      {own.list && own.count > 0 && <WishListShare listId={own.list.id} shareUrl={own.shareUrl} />}
      {own.count > 0 && <WishListCards cards={own.cards} />}
    </div>
  );
}

export default localized(WishListPage);
