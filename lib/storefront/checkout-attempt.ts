// A checkout attempt posted without JavaScript and refused: what was typed and the errors, kept for two
// minutes in an HttpOnly cookie scoped to /checkout/, so the page drawn after the redirect shows them
// (docs/decisions/0040). Only its shape is trusted; anything else is ignored.
import { ADDRESS_FIELDS, GST_FIELDS, type CheckoutState, type CheckoutValues } from "@/components/buying/checkout-state.ts";

export const CHECKOUT_ATTEMPT_COOKIE = "checkout_attempt";

const FIELDS = [...ADDRESS_FIELDS, ...GST_FIELDS, "guest_email", "address_choice", "shipping_method_code", "payment_method"] as const;
const ERROR_KEYS = new Set<string>([...FIELDS, "form"]);

export function readCheckoutAttempt(raw: string | undefined): Pick<CheckoutState, "values" | "errors"> | null {
  if (!raw || raw.length > 8000) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const { values, errors } = (data ?? {}) as { values?: Record<string, unknown>; errors?: Record<string, unknown> };
  if (!values || typeof values !== "object" || !errors || typeof errors !== "object") return null;
  const out = Object.fromEntries(FIELDS.map((f) => [f, typeof values[f] === "string" ? (values[f] as string).slice(0, 300) : ""])) as unknown as CheckoutValues;
  const shown = Object.fromEntries(Object.entries(errors).filter(([k, v]) => ERROR_KEYS.has(k) && typeof v === "string")) as CheckoutState["errors"];
  return { values: { ...out, country: out.country || "IN", address_choice: out.address_choice || "new", payment_method: out.payment_method === "razorpay" ? "razorpay" : "cod" }, errors: shown };
}
