import type { Metadata } from "next";
import { Link } from "@/components/i18n/link.tsx";
import { THANK_YOU_PATH } from "@/components/careers/careers-views.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import content from "@/components/content/content-page.module.css";
import button from "@/components/ui/button.module.css";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Application received", robots: { index: false, follow: true } };

function ApplicationReceivedPage() {
  return (
    <ContentPage title="Application received" href={THANK_YOU_PATH} trail={[{ name: "Careers", href: CONTENT_PAGES.careers.href }]} lede="Thank you for applying. We have sent you an e-mail to confirm that your application arrived.">
      <div className={content.prose}>
        <p>Our team reads every application. If your experience fits the role, we will call or write within two weeks to arrange a first conversation.</p>
      </div>
      <p className={content.actions}>
        <Link href={CONTENT_PAGES.careers.href} className={button.secondary}>
          See other open positions
        </Link>
      </p>
    </ContentPage>
  );
}

export default localized(ApplicationReceivedPage);
