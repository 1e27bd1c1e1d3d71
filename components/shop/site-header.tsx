import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LanguageSwitch } from "@/components/i18n/language-switch.tsx";
import { LanguageSwitchFallback } from "@/components/i18n/language-switch-fallback.tsx";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { BrandMark } from "@/components/ui/icons.tsx";
import { config } from "@/lib/config.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import { CategoryMenu } from "./category-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { SearchBoxFallback } from "./search-box-fallback.tsx";
import { deliveryLabels } from "./delivery-labels.ts";
import { DeliveryPicker } from "./delivery-picker.tsx";
import { DeliveryPincodeNoScript } from "./delivery-pincode-no-script.tsx";
import { ShopperLinks } from "./shopper.tsx";
import styles from "./site-header.module.css";

/** The shop's mark and name, linking home: the first thing in every header of the shop. */
export function HomeBrand({ shop, href = "/" }: { shop: string; href?: string }) {
  return (
    <Link href={href} className={styles.brand}>
      <BrandMark size={30} className={styles.mark} />
      <span className={styles.brandName}>{shop}</span>
    </Link>
  );
}

// The same for every visitor (pages are cached whole): the shopper's own name is filled in by ShopperLinks.
export async function SiteHeader() {
  const shop = config().SHOP_NAME;
  const [rooms, locale, t, language, product] = await Promise.all([loadRooms(), getLocale(), getTranslations("Header"), getTranslations("Language"), getTranslations("CatalogueProduct")]);
  const lang = asLocale(locale);
  const search = { search: t("search"), searchProducts: t("searchProducts"), siteSearch: t("siteSearch"), searchPlaceholder: t("searchPlaceholder"), suggestions: t("suggestions") };
  const switchProps = { locale: lang, label: language("switchTo"), description: language("switchLabel"), className: styles.action };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HomeBrand shop={shop} href={localePath(lang, "/")} />
        <div className={styles.search}>
          {/* The box reads the page's path (to show a search's words): unknown while the build prerenders. */}
          <Suspense fallback={<SearchBoxFallback labels={search} locale={lang} />}>
            <SearchBox labels={search} />
          </Suspense>
        </div>
        {/* The page's language and the shopper's pincode: beside the shopper's links on wider screens, on the
            room menu's row on a phone, where the shop's name needs the first row (docs/decisions/0186). */}
        <div className={styles.tools}>
          {/* The same page in the other language (reads the page's path, as the search box does). */}
          <Suspense fallback={<LanguageSwitchFallback {...switchProps} />}>
            <LanguageSwitch {...switchProps} />
          </Suspense>
          <DeliveryPicker noScript={<DeliveryPincodeNoScript />} labels={deliveryLabels((key) => product.raw(key) as string)} />
        </div>
        <ShopperLinks
          labels={{ yourShop: t("yourShop"), account: t("account"), signIn: t("signIn"), yourAccount: t("yourAccount"), wishList: t("wishList"), basket: t("basket"), item: t("item"), items: t("items"), staff: t("staff") }}
        />
        <div className={styles.menu}>
          <Suspense>
            {/* Only what the menu shows: its props travel with every page. */}
            <CategoryMenu
              labels={{ rooms: t("rooms"), roomMenu: t("roomMenu"), subcategories: t("subcategories") }}
              rooms={rooms.map((r) => ({ id: r.id, name: r.name, href: r.href, children: r.children.map((c) => ({ id: c.id, name: c.name, href: c.href })) }))}
            />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
