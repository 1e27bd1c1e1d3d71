import type { Metadata } from "next";
import { connection } from "next/server";
import forms from "@/components/account/forms.module.css";
import { NewsletterPanel } from "@/components/content/newsletter-panel.tsx";
import button from "@/components/ui/button.module.css";
import { newsletterLinkState } from "@/lib/content/newsletter.ts";
import { confirmNewsletter } from "../../actions.ts";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false }, referrer: "no-referrer" };

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

export default async function ConfirmNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const link = await newsletterLinkState(token);
  if (link.state === "confirmed") {
    return (
      <NewsletterPanel title="You are subscribed">
        <p role="status">Thank you. Our letters will come to {link.email} about twice a month; every one has a link to unsubscribe.</p>
        <div className={forms.actions}>
          <a className={button.primary} href="/">
            Back to the shop
          </a>
        </div>
      </NewsletterPanel>
    );
  }
  if (link.state === "invalid" || link.state === "unsubscribed") {
    return (
      <NewsletterPanel title="This link no longer works">
        <p role="status">
          {link.state === "unsubscribed"
            ? `${link.email} has unsubscribed since this link was sent.`
            : "It may be incomplete, or from an older e-mail."}{" "}
          To receive our newsletter, sign up again with the box at the foot of any page.
        </p>
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel title="Confirm your subscription">
      <p>
        Subscribe <strong>{link.email}</strong> to our newsletter? If you did not sign up, close this page: nothing will change.
      </p>
      <form action={confirmNewsletter} className={forms.form}>
        <input type="hidden" name="token" value={token} />
        <div className={forms.actions}>
          <button type="submit" className={button.primary}>
            Yes, subscribe me
          </button>
        </div>
      </form>
    </NewsletterPanel>
  );
}
