"use client";
// "Delete my account": asks to be erased, after the browser confirms (without JavaScript the request is
// sent at once — the text beside the button says what happens).
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

export function ErasureRequestForm({ action }: { action: (state: StockFormState, form: FormData) => Promise<StockFormState> }) {
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
      aria-label="Delete my account"
      onSubmit={(event) => {
        if (!window.confirm("Ask us to delete your account? Your name, contact details, addresses and wish lists will be erased.")) event.preventDefault();
      }}
    >
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Delete my account
        </button>
      </div>
    </form>
  );
}
