// The one-time sign-in code, by e-mail and by SMS (the SMS stays within one 160-character segment).
import { code, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OtpCodeData {
  /** The digits, e.g. "123456". */
  code: string;
  /** How long the code stays valid. */
  expiresInMinutes: number;
}

const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

export const otpCodeEmail: EmailTemplate<OtpCodeData> = (data, ctx) =>
  renderLayout(
    {
      subject: `${data.code} is your ${ctx.shopName} sign-in code`,
      heading: "Your sign-in code",
      preheader: `It expires in ${minutes(data.expiresInMinutes)}.`,
      blocks: [
        p(`Enter this code to sign in to ${ctx.shopName}:`),
        code(data.code),
        p(`It expires in ${minutes(data.expiresInMinutes)}. Never share it: our team will never ask you for it.`),
        small("If you did not try to sign in, you can ignore this e-mail; nobody can sign in without the code."),
      ],
    },
    ctx,
  );

export const otpCodeSms: SmsTemplate<OtpCodeData> = (data, ctx) => ({
  text: `${data.code} is your ${ctx.shopName} sign-in code. It expires in ${minutes(data.expiresInMinutes)}. Never share it.`,
});
