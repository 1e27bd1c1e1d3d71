// The words of "Tell me when it's back" in the page's language: the product page makes them on the server
// (stockAlertLabels), the form (a client component) shows them.
import type { AlertSentences } from "./stock-alert-messages.ts";

export interface StockAlertLabels extends AlertSentences {
  heading: string;
  lede: string;
  ledeAccount: string;
  how: string;
  byEmail: string;
  bySms: string;
  email: string;
  mobile: string;
  sending: string;
  done: string;
  noConnection: string;
}

const KEYS = ["heading", "lede", "ledeAccount", "how", "byEmail", "bySms", "email", "mobile", "sending", "done", "enterEmail", "enterMobile", "noAccountEmail", "backInStock"] as const;

/** The labels from the "CatalogueStockAlert" messages, with the shop's "could not reach us" sentence. */
export function stockAlertLabels(text: (key: (typeof KEYS)[number]) => string, noConnection: string): StockAlertLabels {
  return { ...(Object.fromEntries(KEYS.map((key) => [key, text(key)])) as Omit<StockAlertLabels, "noConnection">), noConnection };
}
