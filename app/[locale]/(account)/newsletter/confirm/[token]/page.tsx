import { NewsletterDone, NewsletterLinkInvalid, NewsletterQuestion } from "@/components/content/newsletter-panel.tsx";
import { confirmNewsletter } from "../../actions.ts";
import { linkOfPage, newsletterPageMetadata } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata = newsletterPageMetadata("Confirm your subscription");

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

async function ConfirmNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, link } = await linkOfPage(params);
  if (link.state === "confirmed") {
    return <NewsletterDone title="You are subscribed">Thank you. Our letters will come to {link.email} about twice a month; every one has a link to unsubscribe.</NewsletterDone>;
  }
  if (link.state === "invalid" || link.state === "unsubscribed") {
    return (
      <NewsletterLinkInvalid>
        {link.state === "unsubscribed" ? `${link.email} has unsubscribed since this link was sent.` : "It may be incomplete, or from an older e-mail."}{" "}
        To receive our newsletter, sign up again with the box at the foot of any page.
      </NewsletterLinkInvalid>
    );
  }
  return (
    <NewsletterQuestion title="Confirm your subscription" action={confirmNewsletter} token={token} answer="Yes, subscribe me">
      Subscribe <strong>{link.email}</strong> to our newsletter? If you did not sign up, close this page: nothing will change.
    </NewsletterQuestion>
  );
}

export default localized(ConfirmNewsletterPage);
