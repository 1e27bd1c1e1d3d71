// Adding to the basket from the buy box (POST /api/v2/_basket/add/): loaded on the first click, so the
// product page's first load carries none of it.
import { callApi, itemCount, reasonMessage, type DisplayBasket } from "@/components/buying/api.ts";

export interface AddBody {
  product: number;
  quantity: number;
  options: { option: string; value: string }[];
}

/** The basket's new item count, or the shopper's sentence for the refusal. */
export async function addToBasket(body: AddBody): Promise<{ count: number } | { refused: string }> {
  const answer = await callApi("/api/v2/_basket/add/", { method: "POST", body }).catch(() => null);
  if (answer?.status !== 200) return { refused: reasonMessage(answer) };
  return { count: itemCount(answer.data as DisplayBasket) };
}
