import { redirect } from "next/navigation";
import { WishListCards } from "@/components/shop/wish-list-cards.tsx";
import { WishListShare } from "@/components/shop/wish-list-share.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";
import { ownWishList } from "@/lib/storefront/wish-list-page.ts";
import styles from "./wishlist.module.css";
import { localePath } from "@/lib/i18n/locale.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountWishList.title, path: "/account/wishlist/", robots: PRIVATE }));

// One shopper's own page: rendered per request (the whole page waits for the caller, so an anonymous
// visitor gets a real redirect to sign in).
export const instant = false;

async function WishListPage() {
  const caller = await getPageCaller();
  const locale = await pageLocale();
  if (!caller.user) redirect(localePath(locale, loginHref(localePath(locale, "/account/wishlist/"))));
  const [own, t, texts] = await Promise.all([ownWishList(caller.user.id), translator("AccountWishList"), textsOf("AccountWishList")]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.lede}>{own.count ? t("saved", { count: own.count }) : t("empty")}</p>
      {own.list && own.count > 0 && <WishListShare listId={own.list.id} shareUrl={own.shareUrl} texts={texts} />}
      {own.count > 0 && <WishListCards cards={own.cards} texts={texts} />}
    </div>
  );
}

export default localized(WishListPage);
