"use client";
// "Delete my account": asks to be erased, after the browser confirms (without JavaScript the request is
// sent at once — the text beside the button says what happens).
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

/** `texts`: the button's words and the browser's question, in the page's language. */
export function ErasureRequestForm({ action, texts }: { action: (state: StockFormState, form: FormData) => Promise<StockFormState>; texts: { label: string; confirm: string } }) {
  const [state, formAction, pending] = useActionState(action, {});
  if (state.ok) {
    return (
      <p role="status" className={forms.status}>
        {state.message}
      </p>
    );
  }
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={texts.label}
      onSubmit={(event) => {
        if (!window.confirm(texts.confirm)) event.preventDefault();
      }}
    >
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          {texts.label}
        </button>
      </div>
    </form>
  );
}
