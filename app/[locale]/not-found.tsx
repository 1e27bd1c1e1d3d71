import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";
import { StatusFrame } from "@/components/shop/status-frame.tsx";
import { asLocale } from "@/lib/i18n/locale.ts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("CatalogueErrors"))("notFoundTitle") };
}

// An address that names no page in its language ([...missing]/page.tsx): the root 404's light frame and
// message (docs/decisions/0076), in the address's language.
export default async function LocaleNotFound() {
  const locale = asLocale(await getLocale());
  return (
    <StatusFrame locale={locale}>
      <NotFoundMessage locale={locale} />
    </StatusFrame>
  );
}
