import { NewsletterDone, NewsletterLinkInvalid, NewsletterQuestion } from "@/components/content/newsletter-panel.tsx";
import { leaveNewsletter } from "../../actions.ts";
import { linkOfPage, newsletterPageMetadata } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata = newsletterPageMetadata("Unsubscribe");

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token, link } = await linkOfPage(params);
  if (link.state === "invalid") {
    return <NewsletterLinkInvalid>It may be incomplete. Please use the unsubscribe link of our latest e-mail, or write to us and we will remove your address.</NewsletterLinkInvalid>;
  }
  if (link.state === "unsubscribed") {
    return <NewsletterDone title="You are unsubscribed">We will not send our newsletter to {link.email} any more. Orders and account mails still arrive as usual.</NewsletterDone>;
  }
  return (
    <NewsletterQuestion title="Unsubscribe from our newsletter" action={leaveNewsletter} token={token} answer="Unsubscribe">
      Stop sending the newsletter to <strong>{link.email}</strong>?
    </NewsletterQuestion>
  );
}

export default localized(UnsubscribePage);
