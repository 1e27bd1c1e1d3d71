import { NewsletterDone as LinkDone, NewsletterLinkInvalid as LinkInvalid, NewsletterQuestion as LinkQuestion } from "@/components/content/newsletter-panel.tsx";
import { cancelAlert } from "../../actions.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { alertOfPage, productPath } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t, { token }) => ({ title: t.AccountStockAlerts.cancelTitle, path: `/stock-alerts/cancel/${segment(token)}/`, robots: PRIVATE, referrer: "no-referrer" }));

// The request's state changes with the shopper's clicks: read per request.
export const instant = false;

async function CancelStockAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token, link }, t, locale] = await Promise.all([alertOfPage(params), translator("AccountStockAlerts"), pageLocale()]);
  if (link.state === "invalid") return <LinkInvalid>{t("cancelIncomplete")}</LinkInvalid>;
  if (link.state === "cancelled") return <LinkDone title={t("cancelled")}>{t("cancelledText", { product: link.productTitle, recipient: link.recipient })}</LinkDone>;
  if (link.state === "sent") return <LinkDone title={t("nothingLeft")}>{t.rich("nothingLeftText", { product: link.productTitle, link: (chunks) => <a href={localePath(locale, productPath(link.productSlug))}>{chunks}</a> })}</LinkDone>;
  return (
    <LinkQuestion title={t("cancelTitle")} action={cancelAlert} token={token} answer={t("cancelAnswer")}>
      {t.rich("cancelQuestion", { product: link.productTitle, recipient: link.recipient, b: (chunks) => <strong>{chunks}</strong> })}
    </LinkQuestion>
  );
}

export default localized(CancelStockAlertPage);
