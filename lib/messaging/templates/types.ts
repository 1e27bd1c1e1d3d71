// The shapes every template shares. Templates are pure functions of their data and this context:
// they never read the database or the environment. Every URL in their data is built with publicUrl()
// (lib/http/urls.ts) from the configured public origin, never from a request's Host header.

/** What every template may mention besides its own data (from the configuration). */
export interface TemplateContext {
  /** The shop's name, e.g. "Vanya Living". */
  shopName: string;
  /** Where customers write with questions, e.g. "care@vanyaliving.in". */
  supportEmail: string;
  /** Who and where the shop is, for the customer mails' footer (the sender reads them when it sends). */
  shop?: { legalName: string; address: string; phone: string; hours: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderedSms {
  text: string;
}

export type EmailTemplate<Data> = (data: Data, ctx: TemplateContext) => RenderedEmail;
export type SmsTemplate<Data> = (data: Data, ctx: TemplateContext) => RenderedSms;
