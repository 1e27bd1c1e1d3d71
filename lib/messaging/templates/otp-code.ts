// The one-time sign-in code, by e-mail and by SMS (the SMS stays within one 160-character segment).
import { code, p, renderLayout, small } from "./layout.ts";
import { wordsFor, type InLanguage } from "./mail-language.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OtpCodeData extends InLanguage {
  /** The digits, e.g. "123456". */
  code: string;
  /** How long the code stays valid. */
  expiresInMinutes: number;
}

const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

const WORDS = {
  en: {
    subject: (c: string, shop: string) => `${c} is your ${shop} sign-in code`,
    heading: "Your sign-in code",
    expires: (n: number) => `It expires in ${minutes(n)}.`,
    enter: (shop: string) => `Enter this code to sign in to ${shop}:`,
    never: (n: number) => `It expires in ${minutes(n)}. Never share it: our team will never ask you for it.`,
    ignore: "If you did not try to sign in, you can ignore this e-mail; nobody can sign in without the code.",
  },
  hi: {
    subject: (c: string, shop: string) => `${c} आपका ${shop} साइन-इन कोड है`,
    heading: "आपका साइन-इन कोड",
    expires: (n: number) => `यह ${n} मिनट में समाप्त हो जाएगा।`,
    enter: (shop: string) => `${shop} में साइन इन करने के लिए यह कोड डालें:`,
    never: (n: number) => `यह ${n} मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ: हमारी टीम कभी इसे नहीं माँगेगी।`,
    ignore: "अगर आपने साइन इन करने की कोशिश नहीं की, तो इस ई-मेल को अनदेखा करें; कोड के बिना कोई साइन इन नहीं कर सकता।",
  },
};

export const otpCodeEmail: EmailTemplate<OtpCodeData> = (data, ctx) => {
  const w = wordsFor(data, WORDS);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(data.code, ctx.shopName),
      heading: w.heading,
      preheader: w.expires(data.expiresInMinutes),
      blocks: [p(w.enter(ctx.shopName)), code(data.code), p(w.never(data.expiresInMinutes)), small(w.ignore)],
    },
    ctx,
  );
};

export const otpCodeSms: SmsTemplate<OtpCodeData> = (data, ctx) => ({
  text: `${data.code} is your ${ctx.shopName} sign-in code. It expires in ${minutes(data.expiresInMinutes)}. Never share it.`,
});
