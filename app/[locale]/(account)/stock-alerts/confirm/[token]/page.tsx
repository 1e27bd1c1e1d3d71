import { NewsletterDone as LinkDone, NewsletterLinkInvalid as LinkInvalid, NewsletterQuestion as LinkQuestion } from "@/components/content/newsletter-panel.tsx";
import { confirmAlert } from "../../actions.ts";
import { alertOfPage, productPath, stockAlertPageMetadata } from "../../link.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata = stockAlertPageMetadata("Confirm your back-in-stock alert");

// The request's state changes with the shopper's clicks: read per request.
export const instant = false;

async function ConfirmStockAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, link } = await alertOfPage(params);
  if (link.state === "invalid") return <LinkInvalid>It may be incomplete, or from an older message. Ask again on the product&rsquo;s page.</LinkInvalid>;
  if (link.state === "cancelled") return <LinkInvalid>This alert for {link.productTitle} was cancelled. To hear when it is back, ask again on <a href={productPath(link.productSlug)}>its page</a>.</LinkInvalid>;
  if (link.state === "sent") return <LinkDone title="It's back">{link.productTitle} is back in stock: we have sent your message to {link.recipient}. <a href={productPath(link.productSlug)}>See it in the shop</a>.</LinkDone>;
  if (link.state === "confirmed") return <LinkDone title="Your alert is on">We will write to {link.recipient} once, when {link.productTitle} is back in stock.</LinkDone>;
  return (
    <LinkQuestion title="Confirm your back-in-stock alert" action={confirmAlert} token={token} answer="Yes, tell me when it's back">
      Send one message to <strong>{link.recipient}</strong> when <strong>{link.productTitle}</strong> is back in stock? If you did not ask, close this page: nothing will change.
    </LinkQuestion>
  );
}

export default localized(ConfirmStockAlertPage);
