// What the basket endpoints take (spec/API.md §5.2). Products and options by URL or bare id.
import { z } from "zod";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import { OPTION_PATH } from "@/lib/catalogue/options.ts";
import { hyperlinkField } from "@/lib/http/hyperlinks.ts";
import type { AddProductInput } from "./add.ts";
import { MAX_LINE_QUANTITY } from "./messages.ts";

export const quantityField = (min: number) => z.int().min(min).max(MAX_LINE_QUANTITY).meta({ label: "Quantity" });

export const OptionValuesField = z
  .array(z.object({ option: hyperlinkField(OPTION_PATH), value: z.string().max(255) }))
  .max(20)
  .optional()
  .meta({ label: "Options" });

/** POST /api/v2/basket/add-product/: {"url", "quantity", "options"?}. */
export const AddProductBody = z.object({ url: hyperlinkField(PRODUCT_PATH).meta({ label: "Product" }), quantity: quantityField(1), options: OptionValuesField });

/** POST /api/v2/_basket/add/ and /baskets/{id}/lines/: {"product", "quantity", "options"?}. */
export const AddLineBody = z.object({ product: hyperlinkField(PRODUCT_PATH).meta({ label: "Product" }), quantity: quantityField(1), options: OptionValuesField });

export function addInput(productId: number, quantity: number, options: { option: number; value: string }[] | undefined): AddProductInput {
  return { productId, quantity, options: (options ?? []).map((o) => ({ optionId: o.option, value: o.value })) };
}
