"use client";
// A shipping zone as a form: its areas as text (one per line; a bad line is named beside the field)
// and the product classes it takes. It works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

export interface ZoneFormValues {
  id?: number;
  name: string;
  code: string;
  isServiceable: boolean;
  isDefault: boolean;
  areas: string;
  productClassIds: number[];
  /** The version the form was made from (edit conflicts). */
  updatedAt?: string;
}

interface ZoneFormProps {
  values: ZoneFormValues;
  classes: { id: number; name: string }[];
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  submitLabel: string;
}

export function ZoneForm({ values: v, classes, action, submitLabel }: ZoneFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  return (
    <form action={formAction} className={forms.form} key={JSON.stringify(sent ?? {})}>
      {v.id !== undefined && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id="name" label="Name" error={e.name}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("name", v.name)} required maxLength={128} />}
      </Field>
      <Field id="code" label="Code" hint="Letters, digits and dashes, like metro-south." error={e.code}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("code", v.code)} required maxLength={64} />}
      </Field>
      <Field
        id="areas"
        label="Pincodes it takes"
        hint='One per line: "56" (every pincode starting 56), "110001-110099" (a range), "whole country", or another country’s code first ("NP 44").'
        error={e.areas}
      >
        {(p) => <textarea {...p} className={forms.input} rows={8} defaultValue={value("areas", v.areas)} spellCheck={false} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_serviceable" defaultChecked={sent ? sent.is_serviceable === "on" : v.isServiceable} /> The shop delivers here
      </label>
      <label className={forms.check}>
        <input type="checkbox" name="is_default" defaultChecked={sent ? sent.is_default === "on" : v.isDefault} /> Default zone (for pincodes no zone lists)
      </label>
      <fieldset className={forms.form}>
        <legend>Product classes limited to the zones that list them</legend>
        {e.product_class_ids && (
          <p role="alert" className={forms.alert}>
            {e.product_class_ids}
          </p>
        )}
        {classes.length === 0 && <p>No product classes yet.</p>}
        {classes.map((c) => (
          <label key={c.id} className={forms.check}>
            <input type="checkbox" name="product_class_ids" value={c.id} defaultChecked={v.productClassIds.includes(c.id)} /> {c.name}
          </label>
        ))}
      </fieldset>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
