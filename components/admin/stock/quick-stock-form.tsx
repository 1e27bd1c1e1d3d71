"use client";
// The stock level edited in place in the stock list: one number and Save (a plain form: it works
// without JavaScript). The record's version goes with it, so a newer change is never overwritten.
import { useActionState } from "react";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./stock.module.css";

interface QuickStockFormProps {
  id: number;
  sku: string;
  numInStock: number;
  updatedAt: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function QuickStockForm({ id, sku, numInStock, updatedAt, action }: QuickStockFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const field = `stock-${id}`;
  const error = state.errors?.num_in_stock ?? (state.ok ? undefined : state.message);
  return (
    <form action={formAction} className={styles.quick}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <label htmlFor={field} className={styles.visuallyHidden}>
        Stock of {sku}
      </label>
      <input id={field} name="num_in_stock" type="number" min={0} max={1000000} step={1} inputMode="numeric" defaultValue={state.values?.num_in_stock ?? numInStock} key={`${updatedAt}-${state.values?.num_in_stock ?? ""}`} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${field}-error` : undefined} />
      <button type="submit" className={button.secondary} disabled={pending}>
        Save<span className={styles.visuallyHidden}> stock of {sku}</span>
      </button>
      {error && (
        <span id={`${field}-error`} role="alert" className={styles.error}>
          {error}
        </span>
      )}
      {state.ok && <span role="status">{state.message}</span>}
    </form>
  );
}
