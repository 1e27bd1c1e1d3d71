// The one e-mail layout: a template describes its content once as blocks, and the layout renders
// both the plain-text and the HTML body from them (shop name header, footer with the shop name).
import { checkedUrl, html, multiline, type SafeHtml } from "./html.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { RenderedEmail, TemplateContext } from "./types.ts";

export type Block =
  | { kind: "p"; text: string }
  | { kind: "code"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: "quote"; text: string }
  | { kind: "small"; text: string }
  | { kind: "link"; text: string; label: string; url: string }
  | { kind: "custom"; text: string; html: SafeHtml };

export const p = (text: string): Block => ({ kind: "p", text });
/** A code the reader types elsewhere (sign-in codes), shown large. */
export const code = (text: string): Block => ({ kind: "code", text });
/** A call to action: a button in HTML, "label: url" in text. */
export const button = (label: string, url: string): Block => ({ kind: "button", label, url: checkedUrl(url) });
/** Label/value pairs; pairs whose value is empty are left out. */
export const fields = (rows: readonly (readonly [string, string | null | undefined])[]): Block => ({
  kind: "fields",
  rows: rows.filter((r): r is readonly [string, string] => typeof r[1] === "string" && r[1].trim() !== ""),
});
/** Text someone wrote (a note, a message), line breaks kept. */
export const quote = (text: string): Block => ({ kind: "quote", text });
/** Fine print. */
export const small = (text: string): Block => ({ kind: "small", text });
/** Fine print that ends in a link: "Changed your mind? Unsubscribe" (a plain URL in text). */
export const link = (text: string, label: string, url: string): Block => ({ kind: "link", text, label, url: checkedUrl(url) });
/** A block a template renders itself, in both forms. */
export const custom = (text: string, htmlPart: SafeHtml): Block => ({ kind: "custom", text, html: htmlPart });

export interface EmailContent {
  subject: string;
  heading: string;
  /** Preview text mail clients show next to the subject. */
  preheader?: string;
  blocks: readonly Block[];
  /** "staff" for messages to the shop's own team (a different footer). */
  audience?: "customer" | "staff";
  /** A customer mail's language (its footer and fixed words too); absent: English. Staff mails are English. */
  locale?: ShopLocale;
}

const colours = { page: "#f5f1ea", card: "#ffffff", ink: "#2b2620", muted: "#6f665c", accent: "#7a4a24", rule: "#e6ded2" };
const font = "Helvetica, Arial, sans-serif";

/** One line: mail headers cannot hold line breaks, and stray whitespace looks careless. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function footerLines(content: EmailContent, ctx: TemplateContext): string[] {
  if (content.audience !== "staff" && content.locale === "hi") {
    return ctx.shop
      ? [ctx.shopName, `कोई प्रश्न? ${ctx.shop.phone} पर कॉल करें (${ctx.shop.hours}) या ${ctx.supportEmail} पर लिखें।`, `${ctx.shop.legalName}, ${ctx.shop.address}`]
      : [ctx.shopName, `कोई प्रश्न? ${ctx.supportEmail} पर लिखें।`];
  }
  return content.audience === "staff"
    ? [`Sent by the ${ctx.shopName} website.`]
    : ctx.shop
      ? [ctx.shopName, `Questions? Call ${ctx.shop.phone} (${ctx.shop.hours}) or write to us at ${ctx.supportEmail}.`, `${ctx.shop.legalName}, ${ctx.shop.address}`]
      : [ctx.shopName, `Questions? Write to us at ${ctx.supportEmail}.`];
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
    case "code":
    case "small":
    case "custom":
      return block.text;
    case "button":
      return `${block.label}: ${block.url}`;
    case "fields":
      return block.rows.map(([label, value]) => `${label}:${value.includes("\n") ? "\n" : " "}${value}`).join("\n");
    case "link":
      return `${block.text} ${block.label}: ${block.url}`;
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n");
  }
}

function blockHtml(block: Block, locale: ShopLocale | undefined): SafeHtml {
  const openLink = locale === "hi" ? "अगर बटन काम न करे, तो यह लिंक खोलें:" : "If the button does not work, open this link:";
  const para = `margin:0 0 16px;font:16px/1.5 ${font};color:${colours.ink};`;
  switch (block.kind) {
    case "p":
      return html`<p style="${para}">${block.text}</p>`;
    case "code":
      return html`<p style="margin:8px 0 24px;font:bold 32px/1.2 'Courier New', monospace;letter-spacing:6px;color:${colours.ink};">${block.text}</p>`;
    case "small":
      return html`<p style="margin:0 0 16px;font:13px/1.5 ${font};color:${colours.muted};">${block.text}</p>`;
    case "link":
      return html`<p style="margin:0 0 16px;font:13px/1.5 ${font};color:${colours.muted};">${block.text} <a href="${block.url}" style="color:${colours.accent};">${block.label}</a></p>`;
    case "button":
      return html`<p style="margin:8px 0 24px;"><a href="${block.url}" style="display:inline-block;padding:12px 22px;background:${colours.accent};color:#ffffff;text-decoration:none;border-radius:4px;font:bold 15px/1.2 ${font};">${block.label}</a></p>
<p style="margin:0 0 16px;font:13px/1.5 ${font};color:${colours.muted};">${openLink} <a href="${block.url}" style="color:${colours.accent};word-break:break-all;">${block.url}</a></p>`;
    case "fields":
      return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${block.rows.map(
        ([label, value]) =>
          html`<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;font:bold 14px/1.4 ${font};color:${colours.muted};vertical-align:top;">${label}</th><td style="padding:4px 0;font:14px/1.4 ${font};color:${colours.ink};">${multiline(value)}</td></tr>`,
      )}</table>`;
    case "quote":
      return html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${colours.rule};font:15px/1.5 ${font};color:${colours.ink};">${multiline(block.text)}</blockquote>`;
    case "custom":
      return block.html;
  }
}

/** Renders an e-mail's subject, plain-text body and HTML body in the shop's layout. */
export function renderLayout(content: EmailContent, ctx: TemplateContext): RenderedEmail {
  const subject = oneLine(content.subject);
  const footer = footerLines(content, ctx);
  const text = [content.heading, ...content.blocks.map(blockText), `-- \n${footer.join("\n")}`].join("\n\n") + "\n";
  const body = html`<!doctype html>
<html lang="${content.locale === "hi" ? "hi-IN" : "en-IN"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
${content.preheader ? html`<div style="display:none;max-height:0;overflow:hidden;">${content.preheader}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colours.card};border:1px solid ${colours.rule};border-radius:6px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${colours.rule};font:bold 20px/1.2 Georgia, 'Times New Roman', serif;color:${colours.accent};">${ctx.shopName}</td></tr>
<tr><td style="padding:28px;">
<h1 style="margin:0 0 20px;font:bold 22px/1.3 ${font};color:${colours.ink};">${content.heading}</h1>
${content.blocks.map((b) => html`${blockHtml(b, content.locale)}\n`)}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${colours.rule};font:12px/1.5 ${font};color:${colours.muted};">${footer.map(
    (line, i) => html`${i ? html`<br>` : ""}${line}`,
  )}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html: body.value };
}

