"use client";
// "Deactivate": ends the voucher's window now, after a confirmation (without JavaScript the button ends
// it at once — the page says what it does beside the button).
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface EndVoucherFormProps {
  id: number;
  updatedAt: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function EndVoucherForm({ id, updatedAt, action }: EndVoucherFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      className={forms.form}
      onSubmit={(event) => {
        if (!window.confirm("Deactivate this voucher now? Shoppers will be told it has expired.")) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <p className={forms.hint}>Deactivating ends the voucher now; orders already placed keep their discount.</p>
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Deactivate the voucher
        </button>
      </div>
    </form>
  );
}
