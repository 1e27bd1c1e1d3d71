import { NewsletterDone, NewsletterLinkInvalid, NewsletterQuestion } from "@/components/content/newsletter-panel.tsx";
import { confirmNewsletter } from "../../actions.ts";
import { linkOfPage } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t, { token }) => ({ title: t.AccountNewsletter.confirmTitle, path: `/newsletter/confirm/${segment(token)}/`, robots: PRIVATE, referrer: "no-referrer" }));

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

async function ConfirmNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token, link }, t] = await Promise.all([linkOfPage(params), translator("AccountNewsletter")]);
  if (link.state === "confirmed") {
    return <NewsletterDone title={t("subscribed")}>{t("subscribedText", { email: link.email })}</NewsletterDone>;
  }
  if (link.state === "invalid" || link.state === "unsubscribed") {
    return (
      <NewsletterLinkInvalid>
        {link.state === "unsubscribed" ? t("unsubscribedSince", { email: link.email }) : t("incompleteOrOld")} {t("signUpAgain")}
      </NewsletterLinkInvalid>
    );
  }
  return (
    <NewsletterQuestion title={t("confirmTitle")} action={confirmNewsletter} token={token} answer={t("confirmAnswer")}>
      {t.rich("confirmQuestion", { email: link.email, b: (chunks) => <strong>{chunks}</strong> })}
    </NewsletterQuestion>
  );
}

export default localized(ConfirmNewsletterPage);
