"use client";
// The editor's "Add a variant" form: the variant's option values (the class's attributes), SKU, GTIN,
// price and stock. A plain form posting to the addVariant Server Action (works without JavaScript);
// a refused one keeps what was typed and shows each error beside its field.
import { useActionState } from "react";
import { addVariant } from "@/app/admin/products/actions.ts";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import styles from "./product-admin.module.css";

interface Props {
  productId: number;
  productTitle: string;
  attributes: { code: string; name: string }[];
  /** Sold as it is today: the first variant takes over its price and stock. */
  standalone: boolean;
}

export function VariantForm({ productId, productTitle, attributes, standalone }: Props) {
  const [state, action, pending] = useActionState<FormState, FormData>(addVariant, {});
  const v = (state.values ?? {}) as { attributes?: Record<string, string>; sku?: string; upc?: string | null; price?: string; num_in_stock?: unknown };
  const err = (k: string) => state.errors?.[k];
  const input = (name: string, label: string, value: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`v-${name}`}>{label}</label>
      <input id={`v-${name}`} name={name} defaultValue={value} aria-invalid={!!err(name)} aria-describedby={err(name) ? `v-${name}-error` : undefined} {...extra} />
      {err(name) && (
        <span id={`v-${name}-error`} className={styles.error}>
          {err(name)}
        </span>
      )}
    </div>
  );
  return (
    <form action={action} className={styles.editor} aria-label={`Add a variant of ${productTitle}`}>
      <input type="hidden" name="product" value={productId} />
      <fieldset aria-describedby="v-hint">
        <legend>Add a variant</legend>
        <span id="v-hint" className={styles.hint}>
          {standalone
            ? "Give at least one option value. This product is sold as it is today: its first variant takes over its price, SKU and stock, and shoppers then choose a variant."
            : "Give at least one option value that tells it from the other variants."}
        </span>
        {state.error && (
          <p role="alert" className={styles.bannerError}>
            {state.error}
          </p>
        )}
        <div className={styles.row} role="group" aria-label="Option values" aria-describedby={err("attributes") ? "v-attributes-error" : undefined}>
          {attributes.map((a) => input(`attr_${a.code}`, a.name, v.attributes?.[a.code] ?? "", { maxLength: 500 }))}
        </div>
        {err("attributes") && (
          <span id="v-attributes-error" className={styles.error}>
            {err("attributes")}
          </span>
        )}
        <div className={styles.row}>
          {input("sku", "Variant SKU", v.sku ?? "", { required: true, maxLength: 64 })}
          {input("upc", "Variant GTIN / barcode", v.upc ?? "", { maxLength: 64 })}
          {input("price", "Variant price incl. GST (₹)", v.price ?? "", { required: true, inputMode: "decimal" })}
          {input("num_in_stock", "Variant stock", v.num_in_stock === undefined ? "" : String(v.num_in_stock ?? ""), { type: "number", min: 0 })}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={pending}>
            Add variant
          </button>
        </div>
      </fieldset>
    </form>
  );
}
