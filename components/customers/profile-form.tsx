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
  /** The own form's labels in the page's language (the staff page's form is in English). */
  labels?: { form: string; firstName: string; lastName: string; mobile: string };
}

const STAFF_LABELS = { form: "Name and mobile", firstName: "First name", lastName: "Last name", mobile: "Mobile number" };

export function ProfileForm({ values: v, action, submitLabel, phoneHint, own = false, labels = STAFF_LABELS }: ProfileFormProps) {
  // The own form's ids and labels are apart from the address form's on the same page.
  const id = (name: string) => (own ? `own-${name}` : name);
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  return (
    <form action={formAction} className={forms.form} key={`${v.updatedAt}-${JSON.stringify(sent ?? {})}`} aria-label={labels.form}>
      {v.id !== undefined && <input type="hidden" name="id" value={v.id} />}
      <input type="hidden" name="updated_at" value={v.updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id={id("first_name")} label={labels.firstName} error={e.first_name}>
        {(p) => <input {...p} name="first_name" className={forms.input} defaultValue={value("first_name", v.firstName)} maxLength={150} autoComplete="given-name" />}
      </Field>
      <Field id={id("last_name")} label={labels.lastName} error={e.last_name}>
        {(p) => <input {...p} name="last_name" className={forms.input} defaultValue={value("last_name", v.lastName)} maxLength={150} autoComplete="family-name" />}
      </Field>
      <Field id={id("phone_number")} label={labels.mobile} hint={phoneHint} error={e.phone_number}>
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
