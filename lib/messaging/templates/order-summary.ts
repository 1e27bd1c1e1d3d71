// What every order mail shows of the order itself: its lines and its totals, in text and HTML.
// The confirmation and each status change render them from here, so they always read the same.
// Amounts arrive formatted ("₹45,000"): templates never do arithmetic on money.
import { html } from "./html.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { custom, fields, type Block } from "./layout.ts";

export interface OrderLineData {
  /** The product's title, e.g. "Sheesham Wood Bed". */
  title: string;
  /** The variant, e.g. "Queen · Honey finish", or "" when the product has none. */
  variant: string;
  quantity: number;
  /** The line's total, formatted, e.g. "₹90,000". */
  total: string;
}

export interface OrderTotalsData {
  subtotal: string;
  /** "Free" or an amount. */
  shipping: string;
  /** Omitted (or "") without a discount; otherwise as it should be shown, e.g. "−₹2,000". */
  discount?: string;
  total: string;
}

function lineLabel(line: OrderLineData): string {
  return line.variant.trim() ? `${line.title} (${line.variant.trim()})` : line.title;
}

export function linesBlock(lines: readonly OrderLineData[]): Block {
  const text = lines.map((l) => `- ${l.quantity} × ${lineLabel(l)}: ${l.total}`).join("\n");
  const cell = "padding:8px 0;border-bottom:1px solid #e6ded2;font:14px/1.4 Helvetica, Arial, sans-serif;color:#2b2620;vertical-align:top;";
  const table = html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${lines.map(
    (l) =>
      html`<tr><td style="${cell}">${l.title}${l.variant.trim() ? html`<br><span style="color:#6f665c;font-size:13px;">${l.variant.trim()}</span>` : ""}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">× ${l.quantity}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${l.total}</td></tr>`,
  )}</table>`;
  return custom(text, table);
}

const TOTALS = {
  en: { subtotal: "Subtotal", shipping: "Shipping", discount: "Discount", total: "Total (incl. GST)" },
  hi: { subtotal: "उप-योग", shipping: "डिलीवरी", discount: "छूट", total: "कुल (GST सहित)" },
};

export function totalsBlock(totals: OrderTotalsData, locale?: ShopLocale): Block {
  const w = TOTALS[locale === "hi" ? "hi" : "en"];
  return fields([
    [w.subtotal, totals.subtotal],
    [w.shipping, totals.shipping],
    [w.discount, totals.discount],
    [w.total, totals.total],
  ]);
}
