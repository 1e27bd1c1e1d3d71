"use client";
// "Mail the candidate": the template's subject and body, edited by the staff member, then queued.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface MailFormProps {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function MailForm({ id, kind, to, subject, body, action }: MailFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.ok ? undefined : state.values;
  return (
    <form action={formAction} className={forms.form} aria-label="Mail the candidate" key={`${kind}-${JSON.stringify(sent ?? {})}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="kind" value={kind} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <p className={forms.hint}>To {to}</p>
      <Field id="subject" label="Subject" error={e.subject}>
        {(p) => <input {...p} className={forms.input} defaultValue={sent?.subject ?? subject} required maxLength={200} />}
      </Field>
      <Field id="body" label="Message" hint="Plain text; a blank line starts a new paragraph." error={e.body}>
        {(p) => <textarea {...p} className={forms.input} rows={10} defaultValue={sent?.body ?? body} required maxLength={10000} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Send the mail
        </button>
      </div>
    </form>
  );
}
