"use client";
// Move an application on (only the legal next statuses are offered) and/or add a note to its timeline.
// The hidden updated_at refuses a save over someone else's newer move or note.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface StatusFormProps {
  id: number;
  /** The version the page shows (the application's updated_at). */
  updatedAt: string;
  /** The legal next statuses: [value, label]. */
  choices: [string, string][];
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function StatusForm({ id, updatedAt, choices, action }: StatusFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  return (
    <form action={formAction} className={forms.form} aria-label="Change the status or add a note" key={JSON.stringify(state.values ?? {}) + String(state.ok)}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      {choices.length > 0 && (
        <Field id="status" label="Move to" error={e.status}>
          {(p) => (
            <select {...p} className={forms.select} defaultValue={state.values?.status ?? ""}>
              <option value="">Keep the status (note only)</option>
              {choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id="note" label="Note" hint="For the team: kept with the application and erased with it." error={e.note}>
        {(p) => <textarea {...p} className={forms.input} rows={3} maxLength={2000} defaultValue={state.values?.note ?? ""} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {choices.length > 0 ? "Save" : "Add the note"}
        </button>
      </div>
    </form>
  );
}
