"use client";
// One button that runs a careers action (open or close a post), with hidden fields, an optional browser
// confirmation (without JavaScript the button acts at once: the hint says what it does) and its answer.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface ButtonFormProps {
  label: string;
  hint: string;
  fields: Record<string, string>;
  question?: string;
  primary?: boolean;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function ButtonForm({ label, hint, fields, question, primary, action }: ButtonFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={label}
      onSubmit={(event) => {
        if (question && !window.confirm(question)) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <p className={forms.hint}>{hint}</p>
      <div className={forms.actions}>
        <button type="submit" className={primary ? button.primary : button.secondary} disabled={pending}>
          {label}
        </button>
      </div>
    </form>
  );
}
