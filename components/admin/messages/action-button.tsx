"use client";
// One button that runs a staff Server Action on one object ("Mark handled", "Send again",
// "Unsubscribe"), optionally after the browser asks to confirm; its answer is announced beside it.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface ActionButtonProps {
  label: string;
  /** Names the form for assistive technology, e.g. "Send again: mail 12". */
  name: string;
  fields: Record<string, string | number>;
  /** The browser's confirmation question, when the action needs one. */
  question?: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function ActionButton({ label, name, fields, question, action }: ActionButtonProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      aria-label={name}
      onSubmit={(event) => {
        if (question && !window.confirm(question)) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={button.secondary} disabled={pending}>
        {label}
      </button>
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
    </form>
  );
}
