import type { ShippingMethodJson } from "@/lib/shipping/methods.ts";

// What the checkout form holds and what placing the order answers (the server action's state). Field
// errors are keyed by the form's field names; "form" is an error about the whole order.
export const ADDRESS_FIELDS = ["first_name", "last_name", "phone_number", "line1", "line2", "line4", "state", "postcode", "country", "notes"] as const;
/** The optional fields for a GST invoice in a business's name (checkout's gstin and business_name). */
export const GST_FIELDS = ["gstin", "business_name"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export interface CheckoutValues extends AddressValues {
  guest_email: string;
  /** A saved address's id, or "new". */
  address_choice: string;
  shipping_method_code: string;
  gstin: string;
  business_name: string;
  /** "razorpay" (pay online) or "cod". */
  payment_method: string;
}

export interface CheckoutState {
  /** The Idempotency-Key of the next attempt: the same one until an attempt is answered. */
  key: string;
  errors: Partial<Record<keyof CheckoutValues | "form", string>>;
  values: CheckoutValues | null;
  /** The shipping methods for the address the refused attempt gave (what the next attempt may choose from). */
  methods?: ShippingMethodJson[];
}

export const EMPTY_ADDRESS: AddressValues = { first_name: "", last_name: "", phone_number: "", line1: "", line2: "", line4: "", state: "", postcode: "", country: "IN", notes: "" };

/** The hidden field that carries the total the shopper saw for a shipping method. */
export const totalField = (code: string) => `total:${code}`;
