"use client";
// A voucher's rules (API.md §5.2) as a form: errors beside their fields, the edit-conflict message on
// top; it works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

export interface VoucherFormValues {
  id?: number;
  name: string;
  code: string;
  kind: string;
  value: string;
  minBasketValue: string;
  start: string;
  end: string;
  usage: string;
  signedInOnly: boolean;
  updatedAt?: string;
}

interface VoucherFormProps {
  values: VoucherFormValues;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  submitLabel: string;
}

export function VoucherForm({ values: v, action, submitLabel }: VoucherFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  return (
    <form action={formAction} className={forms.form} key={`${v.updatedAt}-${JSON.stringify(sent ?? {})}`}>
      {v.id !== undefined && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id="name" label="Name" hint="Shown to shoppers with the discount." error={e.name}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("name", v.name)} required maxLength={128} />}
      </Field>
      <Field id="code" label="Code" hint="Letters, digits, - and _; shoppers type it in any case." error={e.code}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("code", v.code)} required minLength={3} maxLength={32} autoCapitalize="characters" />}
      </Field>
      <Field id="kind" label="Discount" error={e.kind}>
        {(p) => (
          <select {...p} className={forms.select} defaultValue={value("kind", v.kind)}>
            <option value="percentage">A percentage of the lines incl. GST</option>
            <option value="fixed">A fixed amount incl. GST (₹)</option>
          </select>
        )}
      </Field>
      <Field id="value" label="Value" hint="Percent (at most 100) or rupees." error={e.value}>
        {(p) => <input {...p} className={forms.input} inputMode="decimal" defaultValue={value("value", v.value)} required />}
      </Field>
      <Field id="min_basket_value" label="Minimum basket value (₹, optional)" hint="Compared with the lines' total incl. GST before discounts." error={e.min_basket_value}>
        {(p) => <input {...p} className={forms.input} inputMode="decimal" defaultValue={value("min_basket_value", v.minBasketValue)} />}
      </Field>
      <Field id="start_datetime" label="Starts (India time)" error={e.start_datetime}>
        {(p) => <input {...p} className={forms.input} type="datetime-local" defaultValue={value("start_datetime", v.start)} required />}
      </Field>
      <Field id="end_datetime" label="Ends (India time)" error={e.end_datetime}>
        {(p) => <input {...p} className={forms.input} type="datetime-local" defaultValue={value("end_datetime", v.end)} required />}
      </Field>
      <Field id="usage" label="Usage" error={e.usage}>
        {(p) => (
          <select {...p} className={forms.select} defaultValue={value("usage", v.usage)}>
            <option value="multi_use">Any number of orders</option>
            <option value="single_use">One order only</option>
            <option value="once_per_customer">Once per customer (signed in)</option>
          </select>
        )}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="signed_in_only" defaultChecked={sent ? sent.signed_in_only === "on" : v.signedInOnly} /> Only for signed-in shoppers
      </label>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
