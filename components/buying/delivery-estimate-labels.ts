// The delivery estimate's words (delivery-estimate.tsx), apart from the client component so that the product
// page (a server component) can make them too.
import type { LeadTimeWords } from "@/lib/shipping/lead-time.ts";

/** The estimate's words in the page's language (the product page passes them through the buy box). */
export interface DeliveryEstimateLabels {
  lang: "en" | "hi";
  enterPincode: string;
  toSeeDelivery: string;
  /** "We do not deliver to {pincode} yet." */
  notDelivered: string;
  notDeliveredPiece: string;
  /** "{method} to {place}: by " before the date. */
  deliveryBy: string;
  leadTime: LeadTimeWords;
}

/** The labels from the "CatalogueDelivery" messages (a server's getTranslations or a client's useTranslations). */
export function deliveryEstimateLabels(lang: "en" | "hi", text: (key: string) => string): DeliveryEstimateLabels {
  return {
    lang,
    enterPincode: text("enterPincode"),
    toSeeDelivery: text("toSeeDelivery"),
    notDelivered: text("notDelivered"),
    notDeliveredPiece: text("notDeliveredPiece"),
    deliveryBy: text("deliveryBy"),
    leadTime: { day: text("madeToOrderDay"), days: text("madeToOrderDays"), week: text("madeToOrderWeek"), weeks: text("madeToOrderWeeks") },
  };
}

