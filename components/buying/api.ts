// The JSON shapes the buying pages read (spec/API.md §5, §6; interface.md), and the sentences a shopper
// reads for the API's error bodies. The pages talk to the same endpoints apps use.
import { callApi, fieldMessages, generalMessage, type ApiAnswer } from "@/components/account/api-client.ts";
import type { DisplayBasket } from "@/lib/basket/display.ts";
import type { BasketJson } from "@/lib/basket/json.ts";

export { callApi };

// The shapes, from the serializers that make them (type-only imports: no server code reaches the browser).
export type { DisplayBasket, DisplayLine, PriceObject } from "@/lib/basket/display.ts";
export type { BasketJson } from "@/lib/basket/json.ts";
export type { ShippingMethodJson } from "@/lib/shipping/methods.ts";
export type DiscountItem = BasketJson["voucher_discounts"][number];

export const NO_CONNECTION = "We could not reach the shop. Check your connection and try again.";

/** The sentence for a refused basket change: `{"reason": "..."}`, `{"reason": {field: [...]}}` or field errors. */
export function reasonMessage(answer: ApiAnswer | null): string {
  if (!answer) return NO_CONNECTION;
  const data = answer.data as { reason?: unknown } | null;
  const reason = data && typeof data === "object" && !Array.isArray(data) ? data.reason : undefined;
  if (typeof reason === "string") return reason === "Unavailable" ? "Sorry, this is not available to buy just now." : capitalise(reason);
  const fields = fieldMessages(reason && typeof reason === "object" ? reason : answer.data);
  const first = fields.quantity?.[0] ?? fields.non_field_errors?.[0] ?? Object.values(fields)[0]?.[0];
  if (first && answer.status < 500 && answer.status !== 429) return first;
  return generalMessage(answer);
}

function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The display basket, or throws with the shopper's sentence. */
export async function fetchDisplayBasket(): Promise<DisplayBasket> {
  const answer = await callApi("/api/v2/_basket/").catch(() => null);
  if (answer?.status !== 200) throw new Error(answer ? generalMessage(answer) : NO_CONNECTION);
  return answer.data as DisplayBasket;
}

export async function fetchBasket(): Promise<BasketJson> {
  const answer = await callApi("/api/v2/basket/").catch(() => null);
  if (answer?.status !== 200) throw new Error(answer ? generalMessage(answer) : NO_CONNECTION);
  return answer.data as BasketJson;
}

/** How many items a display basket holds (what the header shows). */
export const itemCount = (basket: Pick<DisplayBasket, "lines">) => basket.lines.reduce((n, l) => n + l.quantity, 0);
