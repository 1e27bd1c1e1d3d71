"use client";
// Add a profession, or rename one (a row of the professions table): the name with its error beside it.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./careers.module.css";

interface ProfessionFormProps {
  id?: number;
  name: string;
  /** The visible label (adding) or the screen-reader one (renaming, in its row). */
  label: string;
  submitLabel: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function ProfessionForm({ id, name, label, submitLabel, action }: ProfessionFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const inputId = id === undefined ? "new-profession" : `profession-${id}`;
  const error = state.errors?.name;
  const described = error ? `${inputId}-error` : state.message ? `${inputId}-message` : undefined;
  return (
    <form action={formAction} className={id === undefined ? `${styles.inline} ${styles.adding}` : styles.inline} aria-label={label} key={JSON.stringify(state.values ?? {})}>
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <label htmlFor={inputId} className={id === undefined ? forms.label : "visually-hidden"}>
        {label}
      </label>
      <input id={inputId} name="name" className={forms.input} defaultValue={state.values?.name ?? name} required maxLength={100} aria-invalid={error ? true : undefined} aria-describedby={described} />
      <button type="submit" className={button.secondary} disabled={pending}>
        {submitLabel}
      </button>
      {error && (
        <span id={`${inputId}-error`} className={forms.error} role="alert">
          {error}
        </span>
      )}
      {!error && state.message && (
        <span id={`${inputId}-message`} role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </span>
      )}
    </form>
  );
}
