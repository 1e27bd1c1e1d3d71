import { NewsletterDone as LinkDone, NewsletterLinkInvalid as LinkInvalid, NewsletterQuestion as LinkQuestion } from "@/components/content/newsletter-panel.tsx";
import { cancelAlert } from "../../actions.ts";
import { alertOfPage, productPath, stockAlertPageMetadata } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata = stockAlertPageMetadata("Cancel your back-in-stock alert");

// The request's state changes with the shopper's clicks: read per request.
export const instant = false;

async function CancelStockAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, link } = await alertOfPage(params);
  if (link.state === "invalid") return <LinkInvalid>It may be incomplete. Please use the link of the message we sent you.</LinkInvalid>;
  if (link.state === "cancelled") return <LinkDone title="Alert cancelled">We will not write to {link.recipient} about {link.productTitle}.</LinkDone>;
  if (link.state === "sent") return <LinkDone title="Nothing left to cancel">{link.productTitle} is back in stock and your one message has been sent; you will not hear about it again. <a href={productPath(link.productSlug)}>See it in the shop</a>.</LinkDone>;
  return (
    <LinkQuestion title="Cancel your back-in-stock alert" action={cancelAlert} token={token} answer="Cancel the alert">
      Stop the alert to <strong>{link.recipient}</strong> for <strong>{link.productTitle}</strong>?
    </LinkQuestion>
  );
}

export default localized(CancelStockAlertPage);
