// The words of the header's "Deliver to" button and pincode panel in the page's language: the header (a
// server component) makes them, the picker and its panel (client components) show them.

export interface DeliveryLabels {
  /** "Deliver to " before the pincode. */
  deliverTo: string;
  yourPincode: string;
  loading: string;
  pincodeLabel: string;
  pincodeHint: string;
  apply: string;
  close: string;
  pincodeDigits: string;
  /** "We deliver to {place}." */
  weDeliver: string;
  /** "Sorry, we do not deliver to {pincode} yet." */
  noDelivery: string;
  noConnection: string;
}

const KEYS = ["deliverTo", "yourPincode", "loading", "pincodeLabel", "pincodeHint", "apply", "close", "pincodeDigits", "weDeliver", "noDelivery", "noConnection"] as const;

/** The labels from the "CatalogueProduct" messages, read raw (the panel puts in the place and pincode). */
export function deliveryLabels(text: (key: (typeof KEYS)[number]) => string): DeliveryLabels {
  return Object.fromEntries(KEYS.map((key) => [key, text(key)])) as unknown as DeliveryLabels;
}
