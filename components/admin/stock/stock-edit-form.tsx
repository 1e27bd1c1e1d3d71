"use client";
// A stock record's editor: price (only for the catalogue group; others see it), stock level and the
// low-stock threshold, with errors beside their fields and the edit-conflict message on top.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface StockEditFormProps {
  record: { id: number; price: string; numInStock: number | null; lowStockThreshold: number | null; updatedAt: string };
  mayChangePrice: boolean;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function StockEditForm({ record, mayChangePrice, action }: StockEditFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  return (
    <form action={formAction} className={forms.form} key={`${record.updatedAt}-${JSON.stringify(sent ?? {})}`}>
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="updated_at" value={record.updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      {mayChangePrice ? (
        <Field id="price" label="Price incl. GST (₹)" error={e.price}>
          {(p) => <input {...p} className={forms.input} inputMode="decimal" defaultValue={sent?.price ?? record.price} required />}
        </Field>
      ) : (
        <p>
          Price incl. GST: ₹{record.price} <span className={forms.hint}>(prices are changed by the catalogue group)</span>
        </p>
      )}
      {record.numInStock !== null && (
        <Field id="num_in_stock" label="In stock" hint="Units on the shelf, including those allocated to orders." error={e.num_in_stock}>
          {(p) => <input {...p} className={forms.input} type="number" min={0} max={1000000} step={1} defaultValue={sent?.num_in_stock ?? record.numInStock ?? ""} required />}
        </Field>
      )}
      <Field id="low_stock_threshold" label="Low-stock threshold" hint="Shown as low when the available stock is at or below it; empty: never." error={e.low_stock_threshold}>
        {(p) => <input {...p} className={forms.input} type="number" min={0} max={1000000} step={1} defaultValue={sent?.low_stock_threshold ?? record.lowStockThreshold ?? ""} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save
        </button>
      </div>
    </form>
  );
}
