"use client";
// The product list's forms: a row's quick edit of price and stock, and the bulk publish/unpublish bar
// that asks to confirm before anything changes. Plain forms: they work before (and without) JavaScript.
import { useActionState } from "react";
import { bulkPublish, quickEditStock, type BulkState } from "@/app/admin/products/actions.ts";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import styles from "./product-admin.module.css";

interface QuickEditProps {
  title: string;
  stockrecord: number;
  price: string;
  numInStock: number | null;
  updatedAt: string;
}

export function QuickEditForm({ title, stockrecord, price, numInStock, updatedAt }: QuickEditProps) {
  const [state, action, pending] = useActionState<FormState, FormData>(quickEditStock, {});
  const v = state.values as { price?: string; num_in_stock?: number | null } | undefined;
  const id = `qe-${stockrecord}`;
  return (
    <form action={action} className={styles.quick} aria-label={`Price and stock of ${title}`}>
      <input type="hidden" name="stockrecord" value={stockrecord} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <label htmlFor={`${id}-price`} className={styles.small}>
        Price ₹
      </label>
      <input id={`${id}-price`} name="price" inputMode="decimal" size={9} defaultValue={v?.price ?? price} aria-invalid={!!state.errors?.price} aria-describedby={`${id}-msg`} />
      <label htmlFor={`${id}-stock`} className={styles.small}>
        Stock
      </label>
      <input id={`${id}-stock`} name="num_in_stock" type="number" min={0} size={5} className={styles.stock} defaultValue={v ? (v.num_in_stock ?? "") : (numInStock ?? "")} aria-invalid={!!state.errors?.num_in_stock} aria-describedby={`${id}-msg`} />
      <button type="submit" className={button.secondary} disabled={pending}>
        Save
      </button>
      <span id={`${id}-msg`} role="status" className={state.ok ? styles.ok : styles.error}>
        {state.ok ?? [state.errors?.price, state.errors?.num_in_stock, state.errors ? null : state.error].filter(Boolean).join(" ")}
      </span>
    </form>
  );
}

/** The bar above the list: choose rows (their checkboxes belong to this form), then publish or hide them. */
export function BulkPublishBar({ titles }: { titles: Record<number, string> }) {
  const [state, action, pending] = useActionState<BulkState, FormData>(bulkPublish, {});
  if (state.confirm) {
    const { ids, isPublic } = state.confirm;
    const verb = isPublic ? "Publish" : "Unpublish";
    return (
      <form id="bulk" action={action} className={styles.confirm} aria-labelledby="bulk-q">
        <p id="bulk-q" role="alert">
          {verb} {ids.length} {ids.length === 1 ? "product" : "products"}: {ids.map((id) => titles[id] ?? `#${id}`).join(", ")}?
        </p>
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <input type="hidden" name="is_public" value={String(isPublic)} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className={button.primary} disabled={pending}>
          Yes, {verb.toLowerCase()}
        </button>
        {/* biome-ignore lint/a11y/useValidAnchor: a link to this same page, which drops the unconfirmed choice */}
        <a href="" className={button.secondary}>
          Cancel
        </a>
      </form>
    );
  }
  return (
    <form id="bulk" action={action} className={styles.bulk} aria-label="Publish or unpublish the chosen products">
      <button type="submit" name="is_public" value="true" className={button.secondary} disabled={pending}>
        Publish chosen
      </button>
      <button type="submit" name="is_public" value="false" className={button.secondary} disabled={pending}>
        Unpublish chosen
      </button>
      {(state.done || state.error) && (
        <span role="status" className={state.done ? styles.ok : styles.error}>
          {state.done ?? state.error}
        </span>
      )}
    </form>
  );
}
