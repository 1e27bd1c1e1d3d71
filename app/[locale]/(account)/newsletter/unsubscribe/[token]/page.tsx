import { NewsletterDone, NewsletterLinkInvalid, NewsletterQuestion } from "@/components/content/newsletter-panel.tsx";
import { leaveNewsletter } from "../../actions.ts";
import { linkOfPage } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t, { token }) => ({ title: t.AccountNewsletter.unsubscribeTitle, path: `/newsletter/unsubscribe/${segment(token)}/`, robots: PRIVATE, referrer: "no-referrer" }));

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token, link }, t] = await Promise.all([linkOfPage(params), translator("AccountNewsletter")]);
  if (link.state === "invalid") {
    return <NewsletterLinkInvalid>{t("unsubscribeIncomplete")}</NewsletterLinkInvalid>;
  }
  if (link.state === "unsubscribed") {
    return <NewsletterDone title={t("unsubscribed")}>{t("unsubscribedText", { email: link.email })}</NewsletterDone>;
  }
  return (
    <NewsletterQuestion title={t("unsubscribeQuestionTitle")} action={leaveNewsletter} token={token} answer={t("unsubscribeAnswer")}>
      {t.rich("unsubscribeQuestion", { email: link.email, b: (chunks) => <strong>{chunks}</strong> })}
    </NewsletterQuestion>
  );
}

export default localized(UnsubscribePage);
