// The template registry: one name per message, typed data per template. E-mail templates render
// { subject, text, html }; SMS templates render { text }. Nothing here touches the database.
import { config } from "@/lib/config.ts";
import type { ShopDetails } from "@/lib/content/shop-details.ts";
import { candidateMessageEmail } from "./candidate-message.ts";
import { contactMessageEmail } from "./contact-message.ts";
import { contactReplyEmail } from "./contact-reply.ts";
import { staffInvitationEmail } from "./staff-invitation.ts";
import { emailVerificationEmail } from "./email-verification.ts";
import { newsletterConfirmEmail } from "./newsletter-confirm.ts";
import { newsletterWelcomeEmail } from "./newsletter-welcome.ts";
import { orderConfirmationEmail, orderConfirmationSms } from "./order-confirmation.ts";
import { orderRefundEmail } from "./order-payment.ts";
import { orderPlacedStaffEmail } from "./order-placed-staff.ts";
import { orderStatusEmail, orderStatusSms } from "./order-status.ts";
import { otpCodeEmail, otpCodeSms } from "./otp-code.ts";
import { passwordChangedEmail } from "./password-changed.ts";
import { resumeAcknowledgementEmail } from "./resume-acknowledgement.ts";
import { resumeReceivedEmail } from "./resume-received.ts";
import { returnStatusEmail } from "./return-status.ts";
import { backInStockEmail, backInStockSms, stockAlertConfirmEmail, stockAlertConfirmSms } from "./stock-alert.ts";
import type { EmailTemplate, RenderedEmail, RenderedSms, SmsTemplate, TemplateContext } from "./types.ts";

export type { CandidateMessageData } from "./candidate-message.ts";
export type { ContactMessageData } from "./contact-message.ts";
export type { ContactReplyData } from "./contact-reply.ts";
export type { StaffInvitationData } from "./staff-invitation.ts";
export type { EmailVerificationData } from "./email-verification.ts";
export type { NewsletterConfirmData } from "./newsletter-confirm.ts";
export type { NewsletterWelcomeData } from "./newsletter-welcome.ts";
export type { OrderConfirmationData, OrderConfirmationSmsData } from "./order-confirmation.ts";
export type { OrderRefundData } from "./order-payment.ts";
export type { OrderPlacedStaffData } from "./order-placed-staff.ts";
export type { OrderLineData, OrderTotalsData } from "./order-summary.ts";
export type { OrderStatusData, OrderStatusSmsData } from "./order-status.ts";
export type { OtpCodeData } from "./otp-code.ts";
export type { PasswordChangedData } from "./password-changed.ts";
export type { ResumeAcknowledgementData } from "./resume-acknowledgement.ts";
export type { ResumeReceivedData } from "./resume-received.ts";
export type { ReturnStatusData } from "./return-status.ts";
export type { BackInStockData, StockAlertConfirmData } from "./stock-alert.ts";
export type { RenderedEmail, RenderedSms, TemplateContext } from "./types.ts";

export const emailTemplates = {
  "otp-code": otpCodeEmail,
  "email-verification": emailVerificationEmail,
  "password-changed": passwordChangedEmail,
  "order-confirmation": orderConfirmationEmail,
  "order-status": orderStatusEmail,
  "order-placed-staff": orderPlacedStaffEmail,
  "order-refund": orderRefundEmail,
  "newsletter-confirm": newsletterConfirmEmail,
  "newsletter-welcome": newsletterWelcomeEmail,
  "contact-message": contactMessageEmail,
  "contact-reply": contactReplyEmail,
  "staff-invitation": staffInvitationEmail,
  "resume-received": resumeReceivedEmail,
  "resume-acknowledgement": resumeAcknowledgementEmail,
  "candidate-message": candidateMessageEmail,
  "return-status": returnStatusEmail,
  "stock-alert-confirm": stockAlertConfirmEmail,
  "back-in-stock": backInStockEmail,
} as const;

export const smsTemplates = {
  "otp-code": otpCodeSms,
  "order-confirmation": orderConfirmationSms,
  "order-status": orderStatusSms,
  "stock-alert-confirm": stockAlertConfirmSms,
  "back-in-stock": backInStockSms,
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type SmsTemplateName = keyof typeof smsTemplates;
export type TemplateName = EmailTemplateName | SmsTemplateName;
export type EmailTemplateData<N extends EmailTemplateName> = Parameters<(typeof emailTemplates)[N]>[0];
export type SmsTemplateData<N extends SmsTemplateName> = Parameters<(typeof smsTemplates)[N]>[0];

type SecretFieldsOf = { [N in EmailTemplateName]: readonly (keyof EmailTemplateData<N> & string)[] } & {
  [N in SmsTemplateName]: readonly (keyof SmsTemplateData<N> & string)[];
};

/**
 * The fields of each template's data that are credentials: a sign-in code, a link that carries a
 * token. Callers pass them apart (`secrets`), the outbox keeps them encrypted, and the template sees
 * them only when the message is sent (see outbox.ts).
 */
export const templateSecrets = {
  "otp-code": ["code"],
  "email-verification": ["verifyUrl"],
  "password-changed": [],
  "order-confirmation": ["trackingUrl"],
  "order-status": ["trackingUrl"],
  "order-placed-staff": [],
  "order-refund": ["trackingUrl"],
  "newsletter-confirm": ["confirmUrl", "unsubscribeUrl"],
  "newsletter-welcome": ["unsubscribeUrl"],
  "contact-message": [],
  "contact-reply": [],
  "staff-invitation": ["inviteUrl"],
  "resume-received": [],
  "resume-acknowledgement": [],
  "candidate-message": [],
  "return-status": [],
  "stock-alert-confirm": ["confirmUrl", "cancelUrl"],
  "back-in-stock": [],
} as const satisfies SecretFieldsOf;

export type SecretField<N extends TemplateName> = (typeof templateSecrets)[N][number];

/** The context from the configuration (shop name, support address) and, when given, the shop's details. */
export function templateContext(details?: ShopDetails | null): TemplateContext {
  const c = config();
  const ctx: TemplateContext = { shopName: c.SHOP_NAME, supportEmail: c.STAFF_EMAIL };
  if (details) ctx.shop = { legalName: details.legalName, address: details.address.join(", "), phone: details.phone.display, hours: details.hours };
  return ctx;
}

export function renderEmail<N extends EmailTemplateName>(
  name: N,
  data: EmailTemplateData<N>,
  ctx: TemplateContext = templateContext(),
): RenderedEmail {
  const template = emailTemplates[name] as EmailTemplate<EmailTemplateData<N>> | undefined;
  if (!template) throw new TypeError(`Unknown e-mail template ${JSON.stringify(name)}`);
  return template(data, ctx);
}

export function renderSms<N extends SmsTemplateName>(
  name: N,
  data: SmsTemplateData<N>,
  ctx: TemplateContext = templateContext(),
): RenderedSms {
  const template = smsTemplates[name] as SmsTemplate<SmsTemplateData<N>> | undefined;
  if (!template) throw new TypeError(`Unknown SMS template ${JSON.stringify(name)}`);
  return template(data, ctx);
}
