"use client";
// A customer's name and mobile as a form: the shopper's own on the account page, any customer's on the
// staff page (with the version read, so a newer change is never overwritten). Errors beside their
// fields; it works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

export interface ProfileFormValues {
  id?: number;
  firstName: string;
  lastName: string;
  phone: string;
  updatedAt: string;
}

interface ProfileFormProps {
  values: ProfileFormValues;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  submitLabel: string;
  /** The mobile's hint: what changing it means for this reader. */
  phoneHint: string;
  /** The shopper's own form on the account page: its fields have their own labels and ids, apart from the address form's. */
  own?: boolean;
}

export function ProfileForm({ values: v, action, submitLabel, phoneHint, own = false }: ProfileFormProps) {
  const id = (name: string) => (own ? `own-${name}` : name);
  // Apart from the address form's "First name", "Last name" and "Mobile number" on the same page.
  const OWN: Record<string, string> = { "First name": "Given name", "Last name": "Surname", "Mobile number": "Your mobile" };
  const label = (text: string) => (own ? OWN[text] : text);
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  return (
    <form action={formAction} className={forms.form} key={`${v.updatedAt}-${JSON.stringify(sent ?? {})}`} aria-label="Name and mobile">
      {v.id !== undefined && <input type="hidden" name="id" value={v.id} />}
      <input type="hidden" name="updated_at" value={v.updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id={id("first_name")} label={label("First name")} error={e.first_name}>
        {(p) => <input {...p} name="first_name" className={forms.input} defaultValue={value("first_name", v.firstName)} maxLength={150} autoComplete="given-name" />}
      </Field>
      <Field id={id("last_name")} label={label("Last name")} error={e.last_name}>
        {(p) => <input {...p} name="last_name" className={forms.input} defaultValue={value("last_name", v.lastName)} maxLength={150} autoComplete="family-name" />}
      </Field>
      <Field id={id("phone_number")} label={label("Mobile number")} hint={phoneHint} error={e.phone_number}>
        {(p) => <input {...p} name="phone_number" className={forms.input} type="tel" inputMode="tel" defaultValue={value("phone_number", v.phone)} maxLength={32} autoComplete="tel" />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
