import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/shop/not-found-panel.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("CatalogueErrors"))("notFoundTitle") };
}

// notFound() in a storefront page: the shop layout around it already draws the header and footer. The
// language is the page's (the layouts above have told next-intl).
export default async function ShopNotFound() {
  return <NotFoundPanel locale={asLocale(await getLocale())} />;
}
