import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/html.ts";
import { html } from "./html.ts";
import {
  emailTemplates,
  renderEmail,
  renderSms,
  smsTemplates,
  type EmailTemplateData,
  type EmailTemplateName,
  type SmsTemplateData,
  type SmsTemplateName,
  type TemplateContext,
} from "./index.ts";

const ctx: TemplateContext = { shopName: "Vanya Living", supportEmail: "care@vanyaliving.in" };
const evil = `<script>alert("x")</script> & Sons`;
const escaped = escapeHtml(evil);

/** Sample data for every template; every free-text field carries markup that must come out escaped. */
const emailSamples: { [N in EmailTemplateName]: EmailTemplateData<N> } = {
  "otp-code": { code: "123456", expiresInMinutes: 5 },
  "email-verification": { name: evil, verifyUrl: "https://vanyaliving.in/account/verify/?token=t0k&u=7", expiresInHours: 24 },
  "password-changed": { name: evil, changedAt: "26 Nov 2026, 7:45 pm IST", resetUrl: "https://vanyaliving.in/account/reset/" },
  "order-confirmation": {
    name: evil,
    orderNumber: "VL-100042",
    placedAt: "26 Nov 2026, 7:45 pm",
    lines: [
      { title: "Sheesham Wood Queen Bed", variant: "Honey finish", quantity: 1, total: "₹45,000" },
      { title: evil, variant: "", quantity: 2, total: "₹7,998" },
    ],
    totals: { subtotal: "₹52,998", shipping: "Free", discount: "−₹2,000", total: "₹50,998" },
    paymentMethod: "Cash on delivery",
    shippingAddress: [evil, "14 Residency Road", "Bengaluru 560025", "Karnataka"],
    trackingUrl: "https://vanyaliving.in/orders/VL-100042/?token=abc&v=1",
  },
  "order-status": {
    name: evil,
    orderNumber: "VL-100042",
    status: "Shipped",
    note: `${evil}\nYour bed leaves our Jodhpur workshop today.`,
    trackingNumber: "BD123456789IN",
    carrier: "BlueDart",
    lines: [
      { title: "Sheesham Wood Queen Bed", variant: "Honey finish", quantity: 1, total: "₹45,000" },
      { title: evil, variant: "", quantity: 2, total: "₹7,998" },
    ],
    totals: { subtotal: "₹52,998", shipping: "₹500", discount: "−₹2,000", total: "₹51,498" },
    trackingUrl: "https://vanyaliving.in/orders/VL-100042/?token=abc",
  },
  "order-refund": {
    name: evil,
    orderNumber: "100042",
    amount: "₹12,500.00",
    destination: `UPI ID ${evil}`,
    reason: evil,
    state: "paid",
    reference: "UTR 4411",
    trackingUrl: "https://vanyaliving.in/orders/track/?token=abc",
  },
  "newsletter-confirm": {
    confirmUrl: "https://vanyaliving.in/newsletter/confirm/?token=c0nf",
    unsubscribeUrl: "https://vanyaliving.in/newsletter/unsubscribe/?token=uns",
  },
  "newsletter-welcome": { shopUrl: "https://vanyaliving.in/", unsubscribeUrl: "https://vanyaliving.in/newsletter/unsubscribe/uns/" },
  "order-placed-staff": {
    orderNumber: "100042",
    placedAt: "26 Nov 2026, 10:02 am",
    buyerName: evil,
    email: "asha@example.in",
    phone: "+919845012345",
    buyerKind: "Guest",
    deliverTo: `Bengaluru, ${evil} 560038`,
    paymentMethod: "Cash on delivery",
    shippingMethod: "Standard delivery",
    lines: [{ title: evil, variant: "Queen · Honey", quantity: 1, total: "₹45,000" }],
    totals: { subtotal: "₹45,000", shipping: "Free", total: "₹45,000" },
    adminUrl: "https://vanyaliving.in/admin/orders/42/",
  },
  "contact-message": {
    name: evil,
    email: "priya@example.in",
    phone: "+91 98123 45678",
    subject: "Custom dining table",
    message: `${evil}\nCan you make a 6-seater in teak?`,
    receivedAt: "26 Nov 2026, 10:02 am",
  },
  "contact-reply": { name: evil, subject: "Custom dining table", reply: `Yes, we can.\n\n${evil}`, message: "Can you make a 6-seater in teak?" },
  "staff-invitation": { invitedBy: evil, groups: "Orders, Customers", expiresInDays: 7, inviteUrl: "https://vanyaliving.in/staff-invitation/?token=abc" },
  "resume-received": {
    name: evil,
    email: "arjun@example.in",
    phone: "+91 98123 45678",
    profession: "Carpenter",
    position: evil,
    experienceYears: 6,
    coverLetter: `${evil}\nSix years of joinery in sheesham.`,
    fileName: "arjun-resume.pdf",
    downloadUrl: "https://vanyaliving.in/api/v2/admin/resumes/7/download/",
    receivedAt: "26 Nov 2026, 10:02 am",
  },
  "resume-acknowledgement": { name: evil, position: evil, retentionDays: 365 },
  "candidate-message": { resumeId: 7, kind: "shortlisted", subject: "Your application: shortlisted", body: `Namaste ${evil},\n\nYou are on our shortlist.` },
  "return-status": {
    name: evil,
    orderNumber: "100042",
    returnNumber: "R-12",
    status: "Approved",
    message: "We will pick the items up from your address within 3 working days.",
    note: evil,
    items: ["1 × Sheesham Wood Queen Bed", `2 × ${evil}`],
    refund: "₹45,000.00",
    orderUrl: "https://vanyaliving.in/account/orders/42/",
  },
  "stock-alert-confirm": { productTitle: evil, confirmUrl: "https://vanyaliving.in/stock-alerts/confirm/abc/", cancelUrl: "https://vanyaliving.in/stock-alerts/cancel/abc/" },
  "back-in-stock": { productTitle: evil, productUrl: "https://vanyaliving.in/p/juniper-velvet-2-seater-sofa/" },
};

const smsSamples: { [N in SmsTemplateName]: SmsTemplateData<N> } = {
  "otp-code": { code: "123456", expiresInMinutes: 5 },
  "order-confirmation": { orderNumber: "VL-100042", trackingUrl: "https://vanyaliving.in/o/VL-100042/?t=abc" },
  "order-status": {
    orderNumber: "VL-100042",
    status: "Out for delivery",
    trackingNumber: "BD123456789IN",
    trackingUrl: "https://vanyaliving.in/o/VL-100042/?t=abc",
  },
  "stock-alert-confirm": { productTitle: "Ember Teak Rocker", confirmUrl: "https://vanyaliving.in/stock-alerts/confirm/abc/", cancelUrl: "https://vanyaliving.in/stock-alerts/cancel/abc/" },
  "back-in-stock": { productTitle: "Ember Teak Rocker", productUrl: "https://vanyaliving.in/p/ember-teak-rocker/" },
};

describe("e-mail templates", () => {
  const names = Object.keys(emailTemplates) as EmailTemplateName[];

  it.each(names)("%s renders a subject, a text body and an HTML body in the shop's layout", (name) => {
    const mail = renderEmail(name, emailSamples[name] as never, ctx);
    expect(mail.subject.trim()).not.toBe("");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.trim()).not.toBe("");
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain("Vanya Living");
    expect(mail.text).toContain("Vanya Living");
  });

  it.each(names)("%s escapes data in HTML and keeps it as written in text", (name) => {
    const mail = renderEmail(name, emailSamples[name] as never, ctx);
    expect(mail.html).not.toContain("<script>");
    if (JSON.stringify(emailSamples[name]).includes("<script>")) {
      expect(mail.html).toContain("&lt;script&gt;");
      expect(mail.text).toContain(evil);
    }
  });

  it("puts the code in the OTP e-mail", () => {
    const mail = renderEmail("otp-code", { code: "482913", expiresInMinutes: 5 }, ctx);
    expect(mail.subject).toBe("482913 is your Vanya Living sign-in code");
    expect(mail.text).toContain("482913");
    expect(mail.text).toContain("It expires in 5 minutes. Never share it");
    expect(mail.html).toContain("482913");
  });

  it("lists the order's lines, totals, address and tracking link", () => {
    const mail = renderEmail("order-confirmation", emailSamples["order-confirmation"], ctx);
    expect(mail.subject).toBe("Your Vanya Living order VL-100042 is confirmed");
    expect(mail.text).toContain("- 1 × Sheesham Wood Queen Bed (Honey finish): ₹45,000");
    expect(mail.text).toContain(`- 2 × ${evil}: ₹7,998`);
    expect(mail.text).toContain("Discount: −₹2,000");
    expect(mail.text).toContain("Total (incl. GST): ₹50,998");
    expect(mail.text).toContain("14 Residency Road\nBengaluru 560025");
    expect(mail.text).toContain("Track your order: https://vanyaliving.in/orders/VL-100042/?token=abc&v=1");
    expect(mail.html).toContain('href="https://vanyaliving.in/orders/VL-100042/?token=abc&amp;v=1"');
    expect(mail.html).toContain("₹50,998");
    expect(mail.html).toContain(`${escaped}<br>14 Residency Road`);
  });

  it("leaves out a discount that is not there", () => {
    const data = emailSamples["order-confirmation"];
    const mail = renderEmail("order-confirmation", { ...data, totals: { ...data.totals, discount: undefined } }, ctx);
    expect(mail.text).not.toContain("Discount");
  });

  it("tells the new status, the note and the tracking number", () => {
    const mail = renderEmail("order-status", emailSamples["order-status"], ctx);
    expect(mail.subject).toBe("Order VL-100042: Shipped");
    expect(mail.text).toContain("Tracking number: BD123456789IN");
    expect(mail.text).toContain("> Your bed leaves our Jodhpur workshop today.");
    expect(mail.html).toContain(`${escaped}<br>Your bed leaves`);
    const bare = renderEmail(
      "order-status",
      { name: "", orderNumber: "VL-1", status: "Delivered", lines: [], totals: { subtotal: "₹0", shipping: "Free", total: "₹0" }, trackingUrl: "https://vanyaliving.in/o/1/" },
      ctx,
    );
    expect(bare.text).not.toContain("Tracking number");
    expect(bare.text).not.toContain("A note from our team");
    expect(bare.text).not.toContain("Discount");
  });

  it("lists the order's lines, totals and tracking link with each status change, as the confirmation does", () => {
    const mail = renderEmail("order-status", emailSamples["order-status"], ctx);
    expect(mail.text).toContain("Order number: VL-100042");
    expect(mail.text).toContain(`- 1 × Sheesham Wood Queen Bed (Honey finish): ₹45,000\n- 2 × ${evil}: ₹7,998`);
    expect(mail.text).toContain("Subtotal: ₹52,998\nShipping: ₹500\nDiscount: −₹2,000\nTotal (incl. GST): ₹51,498");
    expect(mail.text).toContain("Follow your order: https://vanyaliving.in/orders/VL-100042/?token=abc");
    expect(mail.html).toContain(`<td style="padding:8px 0;border-bottom:1px solid #e6ded2;font:14px/1.4 Helvetica, Arial, sans-serif;color:#2b2620;vertical-align:top;">${escaped}</td>`);
    expect(mail.html).toContain("Sheesham Wood Queen Bed<br>");
    expect(mail.html).toContain("× 2</td>");
    for (const amount of ["₹45,000", "₹7,998", "₹52,998", "₹500", "−₹2,000", "₹51,498"]) expect(mail.html).toContain(`>${amount}</td>`);
    expect(mail.html).toContain('href="https://vanyaliving.in/orders/VL-100042/?token=abc"');
    // The same rendering as the confirmation's: one place draws an order's lines and totals.
    const confirmation = renderEmail("order-confirmation", { ...emailSamples["order-confirmation"], totals: emailSamples["order-status"].totals }, ctx);
    const table = (h: string) => h.slice(h.indexOf('<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;'), h.indexOf("Total (incl. GST)"));
    expect(table(mail.html)).toBe(table(confirmation.html));
  });

  it("gives the newsletter confirmation both links", () => {
    const mail = renderEmail("newsletter-confirm", emailSamples["newsletter-confirm"], ctx);
    expect(mail.text).toContain("https://vanyaliving.in/newsletter/confirm/?token=c0nf");
    expect(mail.text).toContain("https://vanyaliving.in/newsletter/unsubscribe/?token=uns");
    expect(mail.html).toContain('href="https://vanyaliving.in/newsletter/unsubscribe/?token=uns"');
  });

  it("gives staff everything the contact form collected, on one subject line", () => {
    const mail = renderEmail("contact-message", { ...emailSamples["contact-message"], subject: "Custom\r\nBcc: x@example.in" }, ctx);
    expect(mail.subject).toBe(`Contact form: Custom Bcc: x@example.in (from ${evil})`);
    for (const part of ["priya@example.in", "+91 98123 45678", "Can you make a 6-seater in teak?", "26 Nov 2026, 10:02 am"]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(escapeHtml(part));
    }
    expect(mail.text).toContain("Sent by the Vanya Living website.");
  });

  it("refuses a link that is not a web or mail address", () => {
    expect(() =>
      renderEmail("email-verification", { name: "A", verifyUrl: "javascript:alert(1)", expiresInHours: 1 }, ctx),
    ).toThrow(/javascript:/);
    expect(() => renderEmail("email-verification", { name: "A", verifyUrl: "/relative", expiresInHours: 1 }, ctx)).toThrow(
      /absolute URL/,
    );
  });

  it("uses the configured shop name", () => {
    const mail = renderEmail("otp-code", { code: "1", expiresInMinutes: 1 }, { shopName: "Vanya & Co", supportEmail: "a@b.in" });
    expect(mail.html).toContain("Vanya &amp; Co");
    expect(mail.text).toContain("It expires in 1 minute.");
  });
});

describe("shopper mails in Hindi (docs/decisions/0188)", () => {
  const shop: TemplateContext = { ...ctx, shop: { legalName: "Vanya Living Pvt Ltd", address: "Jodhpur", phone: "+91 291 400 0000", hours: "10 am–7 pm" } };

  it("words the order confirmation in Hindi, with Hindi totals, an Indian amount and the /hi/ link; the footer too", () => {
    const data = {
      ...emailSamples["order-confirmation"],
      locale: "hi" as const,
      name: "आशा",
      placedAt: "8 दिसंबर 2026, 7:45 pm",
      totals: { subtotal: "₹1,27,000", shipping: "निःशुल्क", discount: "−₹2,000", total: "₹1,25,000" },
      trackingUrl: "https://vanyaliving.in/hi/orders/track/?number=100042&token=abc",
    };
    const mail = renderEmail("order-confirmation", data, shop);
    expect(mail.subject).toBe("आपका Vanya Living ऑर्डर VL-100042 पक्का हो गया है");
    expect(mail.text).toContain("आपके ऑर्डर के लिए धन्यवाद, आशा!");
    expect(mail.text).toContain("ऑर्डर की तारीख: 8 दिसंबर 2026, 7:45 pm");
    expect(mail.text).toContain("कुल (GST सहित): ₹1,25,000");
    expect(mail.text).toContain("अपना ऑर्डर देखें: https://vanyaliving.in/hi/orders/track/?number=100042&token=abc");
    expect(mail.text).toContain("कोई प्रश्न? +91 291 400 0000 पर कॉल करें");
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain("अगर बटन काम न करे, तो यह लिंक खोलें:");
    expect(mail.text).not.toMatch(/Thank you|Track your order|Questions\?/);
  });

  it("words status, return, sign-in code, stock-alert and newsletter mails in Hindi", () => {
    const hi = { locale: "hi" as const };
    const status = renderEmail("order-status", { ...emailSamples["order-status"], ...hi, name: "", status: "भेज दिया गया" }, ctx);
    expect(status.subject).toBe("ऑर्डर VL-100042: भेज दिया गया");
    expect(status.text).toContain("नमस्ते,");
    expect(status.text).toContain("ट्रैकिंग नंबर: BD123456789IN");
    expect(status.text).toContain("उप-योग: ₹52,998");
    expect(renderEmail("return-status", { ...emailSamples["return-status"], ...hi }, ctx).text).toContain("ऑर्डर नंबर:");
    const code = renderEmail("otp-code", { code: "482913", expiresInMinutes: 5, ...hi }, ctx);
    expect(code.subject).toBe("482913 आपका Vanya Living साइन-इन कोड है");
    expect(code.text).toContain("यह 5 मिनट में समाप्त हो जाएगा।");
    expect(renderEmail("stock-alert-confirm", { ...emailSamples["stock-alert-confirm"], ...hi }, ctx).text).toContain("हाँ, उपलब्ध होने पर बताएँ");
    expect(renderEmail("back-in-stock", { productTitle: "सागौन की बेंच", productUrl: "https://vanyaliving.in/hi/p/teak-bench/", ...hi }, ctx).subject).toBe("सागौन की बेंच फिर से उपलब्ध है");
    expect(renderEmail("newsletter-confirm", { ...emailSamples["newsletter-confirm"], ...hi }, ctx).text).toContain("हाँ, मुझे सदस्य बनाएँ");
  });

  it("leaves English mails (no locale, or English) as they were, and staff mails English", () => {
    const english = renderEmail("order-confirmation", emailSamples["order-confirmation"], ctx);
    expect(renderEmail("order-confirmation", { ...emailSamples["order-confirmation"], locale: "en" }, ctx)).toEqual(english);
    expect(english.html).toContain('<html lang="en-IN">');
    expect(english.text).not.toMatch(/[\u0900-\u097F]/);
    expect(renderEmail("order-placed-staff", emailSamples["order-placed-staff"], ctx).text).toContain("Sent by the Vanya Living website.");
  });
});

describe("SMS templates", () => {
  it("words the sign-in code as agreed, within one SMS", () => {
    const { text } = renderSms("otp-code", { code: "123456", expiresInMinutes: 5 }, ctx);
    expect(text).toBe("123456 is your Vanya Living sign-in code. It expires in 5 minutes. Never share it.");
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it.each(Object.keys(smsTemplates) as SmsTemplateName[])("%s fits in 160 characters with realistic data", (name) => {
    const { text } = renderSms(name, smsSamples[name] as never, ctx);
    expect(text.trim()).not.toBe("");
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it("tells order news by SMS", () => {
    expect(renderSms("order-status", smsSamples["order-status"], ctx).text).toBe(
      "Vanya Living: your order VL-100042 is now Out for delivery. Tracking no. BD123456789IN. Details: https://vanyaliving.in/o/VL-100042/?t=abc",
    );
  });
});

describe("the html tag", () => {
  it("escapes values, passes nested fragments and arrays, drops empty values", () => {
    const items = ["a<b", "c&d"].map((s) => html`<li>${s}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe("<ul><li>a&lt;b</li><li>c&amp;d</li></ul>0");
    expect(html`<a title="${`"x" 'y'`}">`.value).toBe('<a title="&quot;x&quot; &#39;y&#39;">');
  });
});
