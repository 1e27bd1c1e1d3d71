import type { Metadata } from "next";
import { connection } from "next/server";
import forms from "@/components/account/forms.module.css";
import { NewsletterPanel } from "@/components/content/newsletter-panel.tsx";
import button from "@/components/ui/button.module.css";
import { newsletterLinkState } from "@/lib/content/newsletter.ts";
import { leaveNewsletter } from "../../actions.ts";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false }, referrer: "no-referrer" };

// The subscription's state changes with the shopper's clicks: read per request.
export const instant = false;

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const link = await newsletterLinkState(token);
  if (link.state === "invalid") {
    return (
      <NewsletterPanel title="This link no longer works">
        <p role="status">It may be incomplete. Please use the unsubscribe link of our latest e-mail, or write to us and we will remove your address.</p>
      </NewsletterPanel>
    );
  }
  if (link.state === "unsubscribed") {
    return (
      <NewsletterPanel title="You are unsubscribed">
        <p role="status">We will not send our newsletter to {link.email} any more. Orders and account mails still arrive as usual.</p>
        <div className={forms.actions}>
          <a className={button.primary} href="/">
            Back to the shop
          </a>
        </div>
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel title="Unsubscribe from our newsletter">
      <p>
        Stop sending the newsletter to <strong>{link.email}</strong>?
      </p>
      <form action={leaveNewsletter} className={forms.form}>
        <input type="hidden" name="token" value={token} />
        <div className={forms.actions}>
          <button type="submit" className={button.primary}>
            Unsubscribe
          </button>
        </div>
      </form>
    </NewsletterPanel>
  );
}
