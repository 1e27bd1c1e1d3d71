// What "Tell me when it's back" says, in one place: the enhanced form (stock-alert-fields.tsx) and the
// form posted without JavaScript (lib/storefront/stock-alert-form.ts) say the same words. What the shop
// did is the API's own `detail` (stockAlertDetail, lib/stock-alerts/alerts.ts).
import { fieldMessages, generalMessage, type ApiAnswer } from "@/components/account/api-client.ts";

export type AlertField = "email" | "phone_number";

export const enterValue = (field: AlertField) => (field === "email" ? "Enter your e-mail address." : "Enter your mobile number.");

export interface AlertRefusal {
  text: string;
  /** The field the sentence belongs beside. */
  field?: AlertField;
  /** The signed-in shopper's account has no e-mail address: the form asks for one. */
  askAddress?: boolean;
}

/** The sentence for a refused request; `askedForAccount`: nothing was typed, the account's address was meant. */
export function stockAlertRefusal(answer: ApiAnswer, field: AlertField, askedForAccount: boolean): AlertRefusal {
  const fields = fieldMessages(answer.data);
  if (askedForAccount && fields.email) return { field: "email", askAddress: true, text: "Your account has no e-mail address: enter one to hear from us." };
  const own = fields[field]?.[0];
  if (own && answer.status === 400) return { field, text: own };
  if (answer.status === 409) return { text: "Good news: it can be ordered again. Reload the page to order it." };
  return { text: fields.non_field_errors?.[0] ?? generalMessage(answer) };
}
