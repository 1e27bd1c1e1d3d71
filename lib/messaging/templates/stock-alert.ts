// "Tell me when it's back" (docs/decisions/0170): the confirm message a guest's request waits for (double
// opt-in, with a link to cancel), and the one message sent when the product can be bought again.
import { button, link, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface StockAlertConfirmData {
  /** The product's title, e.g. "Juniper Velvet 2-Seater Sofa — Plum". */
  productTitle: string;
  /** Confirms the request (carries a token). */
  confirmUrl: string;
  /** Cancels it (carries a token). */
  cancelUrl: string;
}

export interface BackInStockData {
  productTitle: string;
  /** The product's page. */
  productUrl: string;
}

export const stockAlertConfirmEmail: EmailTemplate<StockAlertConfirmData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Confirm your alert for ${data.productTitle}`,
      heading: "One more step",
      preheader: `We will write once when ${data.productTitle} is back in stock.`,
      blocks: [
        p(`You asked ${ctx.shopName} to tell you when ${data.productTitle} is back in stock.`),
        p("Please confirm, and we will send you one e-mail when it can be ordered again:"),
        button("Yes, tell me when it's back", data.confirmUrl),
        small("If you did not ask for this, ignore this e-mail: you will not hear from us."),
        link("Changed your mind?", "Cancel this alert", data.cancelUrl),
      ],
    },
    ctx,
  );

export const stockAlertConfirmSms: SmsTemplate<StockAlertConfirmData> = (data, ctx) => ({
  text: `${ctx.shopName}: confirm your back-in-stock alert for ${data.productTitle}: ${data.confirmUrl}`,
});

export const backInStockEmail: EmailTemplate<BackInStockData> = (data, ctx) =>
  renderLayout(
    {
      subject: `${data.productTitle} is back in stock`,
      heading: "It's back",
      preheader: `${data.productTitle} can be ordered again.`,
      blocks: [
        p(`Good news: ${data.productTitle} is back in stock at ${ctx.shopName} and can be ordered again.`),
        button("See it in the shop", data.productUrl),
        small("This was the one e-mail you asked for: your alert is now done and we will not write about this product again."),
      ],
    },
    ctx,
  );

export const backInStockSms: SmsTemplate<BackInStockData> = (data, ctx) => ({
  text: `${ctx.shopName}: ${data.productTitle} is back in stock. ${data.productUrl}`,
});
