// What "Tell me when it's back" says, in one place: the enhanced form (stock-alert-fields.tsx) and the
// form posted without JavaScript (lib/storefront/stock-alert-form.ts) say the same words. What the shop
// did is the API's own `detail` (stockAlertDetail, lib/stock-alerts/alerts.ts).
import { fieldMessages, generalMessage, type ApiAnswer } from "@/components/account/api-client.ts";

export type AlertField = "email" | "phone_number";

/** The form's sentences in the page's language (the product page passes the rest of the form's words with them). */
export interface AlertSentences {
  enterEmail: string;
  enterMobile: string;
  noAccountEmail: string;
  backInStock: string;
}

const ENGLISH: AlertSentences = {
  enterEmail: "Enter your e-mail address.",
  enterMobile: "Enter your mobile number.",
  noAccountEmail: "Your account has no e-mail address: enter one to hear from us.",
  backInStock: "Good news: it can be ordered again. Reload the page to order it.",
};

export const enterValue = (field: AlertField, words: AlertSentences = ENGLISH) => (field === "email" ? words.enterEmail : words.enterMobile);

export interface AlertRefusal {
  text: string;
  /** The field the sentence belongs beside. */
  field?: AlertField;
  /** The signed-in shopper's account has no e-mail address: the form asks for one. */
  askAddress?: boolean;
}

/** The sentence for a refused request; `askedForAccount`: nothing was typed, the account's address was meant. */
export function stockAlertRefusal(answer: ApiAnswer, field: AlertField, askedForAccount: boolean, words: AlertSentences = ENGLISH): AlertRefusal {
  const fields = fieldMessages(answer.data);
  if (askedForAccount && fields.email) return { field: "email", askAddress: true, text: words.noAccountEmail };
  const own = fields[field]?.[0];
  if (own && answer.status === 400) return { field, text: own };
  if (answer.status === 409) return { text: words.backInStock };
  return { text: fields.non_field_errors?.[0] ?? generalMessage(answer) };
}
