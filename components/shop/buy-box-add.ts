// Adding to the basket from the buy box (POST /api/v2/_basket/add/): loaded on the first click, so the
// product page's first load carries none of it.
import { callApi, itemCount, reasonMessage, type DisplayBasket } from "@/components/buying/api.ts";

export interface AddBody {
  product: number;
  quantity: number;
  options: { option: string; value: string }[];
}

/** The basket's new item count and the sentence that says so, or the shopper's sentence for the refusal. */
export async function addToBasket(body: AddBody): Promise<{ count: number; added: string } | { refused: string }> {
  const answer = await callApi("/api/v2/_basket/add/", { method: "POST", body }).catch(() => null);
  if (answer?.status !== 200) return { refused: reasonMessage(answer) };
  const count = itemCount(answer.data as DisplayBasket);
  return { count, added: `Added to your basket. It now holds ${count} ${count === 1 ? "item" : "items"}.` };
}

/** The option fields' values (blank ones left out); null after the browser pointed at a missing required one. */
export function optionValues(containerId: string): AddBody["options"] | null {
  const container = document.getElementById(containerId);
  if (!container) return [];
  const inputs = Array.from(container.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[data-option-id], select[data-option-id]"));
  const invalid = inputs.find((input) => !input.checkValidity());
  if (invalid) {
    invalid.reportValidity();
    return null;
  }
  const out: AddBody["options"] = [];
  for (const input of inputs) {
    const value = input instanceof HTMLInputElement && input.type === "checkbox" ? (input.checked ? "true" : "") : input.value.trim();
    if (value) out.push({ option: `${window.location.origin}/api/v2/options/${input.dataset.optionId}/`, value });
  }
  return out;
}
