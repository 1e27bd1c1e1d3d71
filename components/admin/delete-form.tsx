"use client";
// "Delete …": removes one object after the browser asks to confirm (without JavaScript the button
// deletes at once — the hint beside it says what deleting does). A refusal (say, a zone that still has
// pincodes) is shown above the button and nothing is removed.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface DeleteFormProps {
  id: number;
  /** What the button says, like "Delete the zone". */
  label: string;
  /** The browser's confirmation question. */
  question: string;
  /** What deleting does, shown beside the button. */
  hint: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function DeleteForm({ id, label, question, hint, action }: DeleteFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={label}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <p className={forms.hint}>{hint}</p>
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          {label}
        </button>
      </div>
    </form>
  );
}
