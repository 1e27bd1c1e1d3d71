import { cookies } from "next/headers";
import { BasketView } from "@/components/buying/basket-view.tsx";
import { TextsFor } from "@/components/i18n/texts-for.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { basketPageData, optionNames } from "@/lib/storefront/basket-page.ts";
import { BASKET_NOTICE_COOKIE, readBasketNotice } from "@/lib/storefront/basket-forms.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.Basket.title, path: "/basket/", robots: PRIVATE }));

// One shopper's own page, rendered per request with their basket; changes then go through the API.
export const instant = false;

async function BasketPage() {
  const caller = await getPageCaller();
  // The page takes the basket's dropped-line messages (the sign-in merge's): shown here once.
  const [{ display, summary, notices }, names, cookieStore] = await Promise.all([basketPageData(caller, { takeNotices: true }), optionNames(), cookies()]);
  // What a basket form posted without JavaScript did (lib/storefront/basket-forms.ts): its sentence.
  const formNotice = readBasketNotice(cookieStore.get(BASKET_NOTICE_COOKIE)?.value);
  return (
    <TextsFor groups={["Basket", "CatalogueDelivery", "CatalogueBasketLines"]}>
      <BasketView initial={display} initialSummary={summary} optionNames={names} notices={formNotice?.kind === "alert" ? [...notices, formNotice.text] : notices} initialStatus={formNotice?.kind === "status" ? formNotice.text : ""} />
    </TextsFor>
  );
}

export default localized(BasketPage);
