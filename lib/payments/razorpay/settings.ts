// Whether the shop takes online payment, and with which keys: all three Razorpay settings, or none
// (then only cash on delivery is offered). lib/config.ts refuses a partial set at start-up.
import { config, type Config } from "@/lib/config.ts";

export interface RazorpaySettings {
  /** The public key id (`rzp_test_…`, `rzp_live_…`): also given to the buyer's checkout. */
  keyId: string;
  /** Signs API calls (Basic auth) and the checkout's return. Never logged, never sent to a browser. */
  keySecret: string;
  /** Signs the webhooks Razorpay sends. */
  webhookSecret: string;
  /** Razorpay's API, e.g. `https://api.razorpay.com/v1` (no trailing slash). */
  apiUrl: string;
}

/** The settings from a parsed configuration; null when Razorpay is not configured. */
export function razorpaySettingsOf(c: Pick<Config, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "RAZORPAY_API_URL">): RazorpaySettings | null {
  if (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET) return null;
  return { keyId: c.RAZORPAY_KEY_ID, keySecret: c.RAZORPAY_KEY_SECRET, webhookSecret: c.RAZORPAY_WEBHOOK_SECRET, apiUrl: c.RAZORPAY_API_URL };
}

/** The process's Razorpay settings; null when only cash on delivery is offered. */
export function razorpaySettings(): RazorpaySettings | null {
  return razorpaySettingsOf(config());
}

/** True when the shop may offer online payment. */
export function razorpayConfigured(): boolean {
  return razorpaySettings() !== null;
}
