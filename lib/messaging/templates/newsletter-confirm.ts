// Double opt-in for the newsletter: nobody is subscribed until they click the confirm link.
import { button, link, p, renderLayout, small } from "./layout.ts";
import { wordsFor, type InLanguage } from "./mail-language.ts";
import type { EmailTemplate } from "./types.ts";

export interface NewsletterConfirmData extends InLanguage {
  /** Confirms the subscription (carries a token). */
  confirmUrl: string;
  /** Cancels it at any time (carries a token). */
  unsubscribeUrl: string;
}

const WORDS = {
  en: {
    subject: (shop: string) => `Please confirm your ${shop} newsletter subscription`,
    heading: "One more step",
    preheader: "Confirm your subscription to our newsletter.",
    thanks: (shop: string) => `Thank you for signing up for the ${shop} newsletter: new collections, care tips for solid wood and cane, and festive offers, about twice a month.`,
    confirm: "Please confirm that you want to receive it:",
    yes: "Yes, subscribe me",
    ignore: "If you did not sign up, ignore this e-mail and you will not hear from us.",
    later: "Changed your mind later?",
    unsubscribe: "Unsubscribe at any time",
  },
  hi: {
    subject: (shop: string) => `कृपया अपनी ${shop} न्यूज़लेटर सदस्यता की पुष्टि करें`,
    heading: "बस एक कदम और",
    preheader: "हमारे न्यूज़लेटर की सदस्यता की पुष्टि करें।",
    thanks: (shop: string) => `${shop} न्यूज़लेटर के लिए साइन अप करने का धन्यवाद: नए कलेक्शन, ठोस लकड़ी और बेंत की देखभाल के सुझाव और त्योहारों के ऑफ़र, महीने में लगभग दो बार।`,
    confirm: "कृपया पुष्टि करें कि आप इसे पाना चाहते हैं:",
    yes: "हाँ, मुझे सदस्य बनाएँ",
    ignore: "अगर आपने साइन अप नहीं किया, तो इस ई-मेल को अनदेखा करें, हम आपको फिर नहीं लिखेंगे।",
    later: "बाद में मन बदल गया?",
    unsubscribe: "कभी भी सदस्यता छोड़ें",
  },
};

export const newsletterConfirmEmail: EmailTemplate<NewsletterConfirmData> = (data, ctx) => {
  const w = wordsFor(data, WORDS);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(ctx.shopName),
      heading: w.heading,
      preheader: w.preheader,
      blocks: [
        p(w.thanks(ctx.shopName)),
        p(w.confirm),
        button(w.yes, data.confirmUrl),
        small(w.ignore),
        link(w.later, w.unsubscribe, data.unsubscribeUrl),
      ],
    },
    ctx,
  );
};
