"use client";
// The reply to a contact message: mailed to the sender through the outbox, kept with the message.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface ReplyFormProps {
  id: number;
  to: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function ReplyForm({ id, to, action }: ReplyFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={forms.form} aria-label="Reply by mail">
      <input type="hidden" name="id" value={id} />
      <Field id="body" label="Reply" hint={`Mailed to ${to}, with their message quoted below it.`} error={state.errors?.body}>
        {(props) => <textarea {...props} className={forms.input} rows={8} maxLength={5000} required defaultValue={state.ok ? "" : (state.values?.body ?? "")} key={state.ok ? "sent" : "draft"} />}
      </Field>
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Send the reply
        </button>
      </div>
    </form>
  );
}
