"use client";
// Make an integration token: a name and the groups it acts with (a subset of the staff member's own).
// The key is shown once, here, after it is made.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import styles from "./make-token-form.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface MakeTokenFormProps {
  groups: { value: string; label: string }[];
  action: (state: StockFormState & { key?: string }, form: FormData) => Promise<StockFormState & { key?: string }>;
}

export function MakeTokenForm({ groups, action }: MakeTokenFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  return (
    <form action={formAction} className={forms.form}>
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      {state.key && (
        <div className={styles.keyField}>
          <label htmlFor="new-key" className={forms.label}>
            The token&apos;s key — copy it now, it is not shown again
          </label>
          <input id="new-key" className={`${forms.input} ${styles.key}`} readOnly spellCheck={false} value={state.key} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      <Field id="name" label="Name" hint="What it is for, e.g. ERP stock sync." error={e.name}>
        {(p) => <input {...p} className={forms.input} required maxLength={80} />}
      </Field>
      <fieldset aria-describedby={e.staff_groups ? "staff_groups-error" : undefined}>
        <legend className={forms.label}>Groups it acts with</legend>
        {groups.map((g) => (
          <label key={g.value} className={forms.check}>
            <input type="checkbox" name="staff_groups" value={g.value} /> {g.label}
          </label>
        ))}
        {e.staff_groups && (
          <span id="staff_groups-error" role="alert" className={forms.error}>
            {e.staff_groups}
          </span>
        )}
      </fieldset>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Make the token
        </button>
      </div>
    </form>
  );
}
