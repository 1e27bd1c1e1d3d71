import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("CatalogueErrors"))("notFoundTitle") };
}

// notFound() in an account, order or wish list page: the layout around it already draws the header and
// footer (without this file Next shows the root not-found here, a second frame inside the first).
export default async function AccountNotFound() {
  return <NotFoundMessage locale={asLocale(await getLocale())} />;
}
