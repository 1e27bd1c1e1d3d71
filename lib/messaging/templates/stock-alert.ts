// "Tell me when it's back" (docs/decisions/0170): the confirm message a guest's request waits for (double
// opt-in, with a link to cancel), and the one message sent when the product can be bought again.
import { button, link, p, renderLayout, small } from "./layout.ts";
import { wordsFor, type InLanguage } from "./mail-language.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface StockAlertConfirmData extends InLanguage {
  /** The product's title, e.g. "Juniper Velvet 2-Seater Sofa — Plum". */
  productTitle: string;
  /** Confirms the request (carries a token). */
  confirmUrl: string;
  /** Cancels it (carries a token). */
  cancelUrl: string;
}

export interface BackInStockData extends InLanguage {
  productTitle: string;
  /** The product's page. */
  productUrl: string;
}

const CONFIRM = {
  en: {
    subject: (t: string) => `Confirm your alert for ${t}`,
    heading: "One more step",
    preheader: (t: string) => `We will write once when ${t} is back in stock.`,
    asked: (shop: string, t: string) => `You asked ${shop} to tell you when ${t} is back in stock.`,
    confirm: "Please confirm, and we will send you one e-mail when it can be ordered again:",
    yes: "Yes, tell me when it's back",
    ignore: "If you did not ask for this, ignore this e-mail: you will not hear from us.",
    changed: "Changed your mind?",
    cancel: "Cancel this alert",
  },
  hi: {
    subject: (t: string) => `${t} के लिए अपने अलर्ट की पुष्टि करें`,
    heading: "बस एक कदम और",
    preheader: (t: string) => `${t} फिर से उपलब्ध होने पर हम एक बार लिखेंगे।`,
    asked: (shop: string, t: string) => `आपने ${shop} से कहा था कि ${t} फिर से उपलब्ध होने पर आपको बताया जाए।`,
    confirm: "कृपया पुष्टि करें, और जब इसे फिर से ऑर्डर किया जा सकेगा तब हम आपको एक ई-मेल भेजेंगे:",
    yes: "हाँ, उपलब्ध होने पर बताएँ",
    ignore: "अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: हम आपको नहीं लिखेंगे।",
    changed: "मन बदल गया?",
    cancel: "यह अलर्ट रद्द करें",
  },
};

export const stockAlertConfirmEmail: EmailTemplate<StockAlertConfirmData> = (data, ctx) => {
  const w = wordsFor(data, CONFIRM);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(data.productTitle),
      heading: w.heading,
      preheader: w.preheader(data.productTitle),
      blocks: [
        p(w.asked(ctx.shopName, data.productTitle)),
        p(w.confirm),
        button(w.yes, data.confirmUrl),
        small(w.ignore),
        link(w.changed, w.cancel, data.cancelUrl),
      ],
    },
    ctx,
  );
};

export const stockAlertConfirmSms: SmsTemplate<StockAlertConfirmData> = (data, ctx) => ({
  text: `${ctx.shopName}: confirm your back-in-stock alert for ${data.productTitle}: ${data.confirmUrl}`,
});

const BACK = {
  en: {
    subject: (t: string) => `${t} is back in stock`,
    heading: "It's back",
    preheader: (t: string) => `${t} can be ordered again.`,
    news: (t: string, shop: string) => `Good news: ${t} is back in stock at ${shop} and can be ordered again.`,
    see: "See it in the shop",
    done: "This was the one e-mail you asked for: your alert is now done and we will not write about this product again.",
  },
  hi: {
    subject: (t: string) => `${t} फिर से उपलब्ध है`,
    heading: "यह वापस आ गया है",
    preheader: (t: string) => `${t} को फिर से ऑर्डर किया जा सकता है।`,
    news: (t: string, shop: string) => `अच्छी ख़बर: ${t} ${shop} पर फिर से उपलब्ध है और इसे ऑर्डर किया जा सकता है।`,
    see: "दुकान में देखें",
    done: "यह वही एक ई-मेल था जो आपने माँगा था: आपका अलर्ट पूरा हुआ और हम इस उत्पाद के बारे में फिर नहीं लिखेंगे।",
  },
};

export const backInStockEmail: EmailTemplate<BackInStockData> = (data, ctx) => {
  const w = wordsFor(data, BACK);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(data.productTitle),
      heading: w.heading,
      preheader: w.preheader(data.productTitle),
      blocks: [p(w.news(data.productTitle, ctx.shopName)), button(w.see, data.productUrl), small(w.done)],
    },
    ctx,
  );
};

export const backInStockSms: SmsTemplate<BackInStockData> = (data, ctx) => ({
  text: `${ctx.shopName}: ${data.productTitle} is back in stock. ${data.productUrl}`,
});
