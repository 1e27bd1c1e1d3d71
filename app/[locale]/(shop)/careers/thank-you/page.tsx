import { Link } from "@/components/i18n/link.tsx";
import { THANK_YOU_PATH } from "@/components/careers/careers-views.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import content from "@/components/content/content-page.module.css";
import button from "@/components/ui/button.module.css";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentCareers.thanksTitle, path: "/careers/thank-you/", robots: { index: false, follow: true } }));

async function ApplicationReceivedPage() {
  const t = await translator("ContentCareers");
  return (
    <ContentPage title={t("thanksTitle")} href={THANK_YOU_PATH} trail={[{ name: t("title"), href: CONTENT_PAGES.careers.href }]} lede={t("thanksLede")}>
      <div className={content.prose}>
        <p>{t("thanksText")}</p>
      </div>
      <p className={content.actions}>
        <Link href={CONTENT_PAGES.careers.href} className={button.secondary}>
          {t("others")}
        </Link>
      </p>
    </ContentPage>
  );
}

export default localized(ApplicationReceivedPage);
