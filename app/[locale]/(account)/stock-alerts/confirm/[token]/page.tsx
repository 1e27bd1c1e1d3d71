import { NewsletterDone as LinkDone, NewsletterLinkInvalid as LinkInvalid, NewsletterQuestion as LinkQuestion } from "@/components/content/newsletter-panel.tsx";
import { confirmAlert } from "../../actions.ts";
import type { ReactNode } from "react";
import { localePath } from "@/lib/i18n/locale.ts";
import { alertOfPage, productPath } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t, { token }) => ({ title: t.AccountStockAlerts.confirmTitle, path: `/stock-alerts/confirm/${segment(token)}/`, robots: PRIVATE, referrer: "no-referrer" }));

// The request's state changes with the shopper's clicks: read per request.
export const instant = false;

async function ConfirmStockAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token, link }, t, locale] = await Promise.all([alertOfPage(params), translator("AccountStockAlerts"), pageLocale()]);
  const product = (slug: string) => (chunks: ReactNode) => <a href={localePath(locale, productPath(slug))}>{chunks}</a>;
  if (link.state === "invalid") return <LinkInvalid>{t("confirmIncomplete")}</LinkInvalid>;
  if (link.state === "cancelled") return <LinkInvalid>{t.rich("wasCancelled", { product: link.productTitle, link: product(link.productSlug) })}</LinkInvalid>;
  if (link.state === "sent") return <LinkDone title={t("back")}>{t.rich("backText", { product: link.productTitle, recipient: link.recipient, link: product(link.productSlug) })}</LinkDone>;
  if (link.state === "confirmed") return <LinkDone title={t("on")}>{t("onText", { product: link.productTitle, recipient: link.recipient })}</LinkDone>;
  return (
    <LinkQuestion title={t("confirmTitle")} action={confirmAlert} token={token} answer={t("confirmAnswer")}>
      {t.rich("confirmQuestion", { product: link.productTitle, recipient: link.recipient, b: (chunks) => <strong>{chunks}</strong> })}
    </LinkQuestion>
  );
}

export default localized(ConfirmStockAlertPage);
