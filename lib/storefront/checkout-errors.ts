// The checkout's answers (spec/API.md §6) as sentences beside the checkout page's fields: field errors
// of the address beside the address's fields (or beside the chosen saved address), the shipping method's
// beside the methods, the rest above the "Place order" button.
import type { CheckoutState } from "@/components/buying/checkout-state.ts";

type Errors = CheckoutState["errors"];
const ADDRESS_KEYS = new Set(["first_name", "last_name", "phone_number", "line1", "line2", "line3", "line4", "state", "postcode", "country", "notes", "title"]);

function first(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.length ? first(value[0]) : null;
  return null;
}

function sentence(message: string): string {
  if (message.startsWith("Total incorrect") || message.startsWith("Shipping price incorrect")) {
    return "Your basket or its delivery charge changed while you were checking out. Please check the new total and place the order again.";
  }
  if (message === "Cannot checkout with empty basket") return "Your basket is empty.";
  if (message === "Anonymous checkout forbidden") return "Please sign in to place an order.";
  return message;
}

/** Errors by form field for an answer of the checkout (status and body); `savedAddress`: a saved address was chosen. */
export function checkoutErrors(status: number, body: unknown, savedAddress: boolean): Errors {
  const errors: Errors = {};
  if (status === 401) return { form: "This basket can no longer be checked out (it may have been ordered already). Please look at your basket." };
  if (status === 400) return { form: "Your basket changed while you were checking out. Please look at your basket and try again." };
  if (status === 409) return { form: "Your order is still being placed. Please wait a moment and look at your orders before trying again." };
  if (status === 429) return { form: "Too many tries. Please wait a little and try again." };
  if (status !== 406 || !body || typeof body !== "object" || Array.isArray(body)) return { form: "Something went wrong on our side. Please try again in a moment." };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === "shipping_address" || key === "billing_address") {
      if (value && typeof value === "object" && !Array.isArray(value)) {
        for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
          const message = first(messages);
          if (!message) continue;
          if (savedAddress) errors.address_choice ??= message;
          else if (ADDRESS_KEYS.has(field)) (errors as Record<string, string>)[field === "line3" || field === "title" ? "line1" : field] ??= message;
        }
      } else if (first(value)) errors[savedAddress ? "address_choice" : "line1"] ??= "Enter your delivery address.";
    } else if (key === "guest_email") {
      errors.guest_email = first(value) ?? "Enter a valid e-mail address.";
    } else if (key === "gstin" || key === "business_name") {
      errors[key] = first(value) ?? (key === "gstin" ? "Enter a valid GSTIN." : "Enter the registered business name.");
    } else if (key === "payment") {
      const messages = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>).method : value;
      errors.payment_method = first(messages) ?? "Choose how to pay.";
    } else if (key === "shipping_method_code") {
      errors.shipping_method_code = first(value) ?? "Choose a shipping method.";
    } else {
      const message = first(value) ?? (typeof value === "object" && value ? first(Object.values(value)[0]) : null);
      if (!message) continue;
      if (/^Shipping method '.*' is not available$/.test(message)) errors.shipping_method_code = `${message}. Please choose another.`;
      else if (message === "Guest email is required for anonymous checkouts") errors.guest_email = "Enter your e-mail address.";
      else errors.form ??= sentence(message);
    }
  }
  return Object.keys(errors).length ? errors : { form: "That did not work. Please check what you entered and try again." };
}
