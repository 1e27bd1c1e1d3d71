// Double opt-in for the newsletter: nobody is subscribed until they click the confirm link.
import { button, link, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface NewsletterConfirmData {
  /** Confirms the subscription (carries a token). */
  confirmUrl: string;
  /** Cancels it at any time (carries a token). */
  unsubscribeUrl: string;
}

export const newsletterConfirmEmail: EmailTemplate<NewsletterConfirmData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Please confirm your ${ctx.shopName} newsletter subscription`,
      heading: "One more step",
      preheader: "Confirm your subscription to our newsletter.",
      blocks: [
        p(`Thank you for signing up for the ${ctx.shopName} newsletter: new collections, care tips for solid wood and cane, and festive offers, about twice a month.`),
        p("Please confirm that you want to receive it:"),
        button("Yes, subscribe me", data.confirmUrl),
        small("If you did not sign up, ignore this e-mail and you will not hear from us."),
        link("Changed your mind later?", "Unsubscribe at any time", data.unsubscribeUrl),
      ],
    },
    ctx,
  );
