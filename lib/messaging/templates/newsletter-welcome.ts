// Sent once a newsletter subscription is confirmed; like every newsletter mail, it carries the
// subscriber's unsubscribe link.
import { link, p, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface NewsletterWelcomeData {
  /** The shop's landing page. */
  shopUrl: string;
  /** Cancels the subscription (carries a token). */
  unsubscribeUrl: string;
}

export const newsletterWelcomeEmail: EmailTemplate<NewsletterWelcomeData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Welcome to the ${ctx.shopName} newsletter`,
      heading: "You are subscribed",
      preheader: "New collections, care tips and festive offers, about twice a month.",
      blocks: [
        p(`Thank you for confirming. About twice a month we will write with new collections from our workshop, care tips for solid wood and cane, and festive offers.`),
        link("Meanwhile,", "see what is new in the shop", data.shopUrl),
        link("Not for you after all?", "Unsubscribe with one click", data.unsubscribeUrl),
      ],
    },
    ctx,
  );
