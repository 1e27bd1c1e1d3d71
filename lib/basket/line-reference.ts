// A basket line is one product with one set of option values: adding the same product with the same
// options again adds to that line. `lineReference` names the pair; (basket, reference) is unique.
import { createHash } from "node:crypto";

export interface LineOptionValue {
  optionId: number;
  value: string;
}

/** "42" for product 42 without options; "42:<hash of the sorted option values>" with them. */
export function lineReference(productId: number, options: readonly LineOptionValue[] = []): string {
  if (!options.length) return String(productId);
  const sorted = [...options].sort((a, b) => a.optionId - b.optionId).map((o) => [o.optionId, o.value]);
  return `${productId}:${createHash("sha256").update(JSON.stringify(sorted)).digest("hex").slice(0, 32)}`;
}
