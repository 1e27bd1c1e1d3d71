"use client";
// The order page's forms: move along the pipeline (with a tracking number and a note), cancel with a
// reason, and the bulk move's confirmation. Plain forms posting to Server Actions: they work without
// JavaScript; with it, the answer appears without a reload. Errors sit beside their fields.
import { useActionState, useId } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { EMPTY_FORM_STATE, errorOf, type OrderFormState } from "@/lib/admin/orders/form-state.ts";

type Action = (state: OrderFormState, form: FormData) => Promise<OrderFormState>;

export function Outcome({ state }: { state: OrderFormState }) {
  if (!state.message) return null;
  return state.ok ? (
    <p role="status" className={forms.status}>
      {state.message}
    </p>
  ) : (
    <p role="alert" className={forms.alert}>
      {state.message}
    </p>
  );
}

export function Field({ name, label, state, hint, multiline, inputMode }: { name: string; label: string; state: OrderFormState; hint?: string; multiline?: boolean; inputMode?: "decimal" }) {
  const id = useId();
  const error = errorOf(state, name);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const props = { id, name, className: forms.input, inputMode, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      {multiline ? <textarea rows={3} maxLength={2000} {...props} /> : <input maxLength={100} autoComplete="off" {...props} />}
      {hint && (
        <span id={`${id}-hint`} className={forms.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={forms.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Moves the order to one of `next` (its legal next statuses other than cancelled). */
export function MoveForm({ orderId, next, labels, action }: { orderId: number; next: string[]; labels: Record<string, string>; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const id = useId();
  const statusError = errorOf(state, "status");
  return (
    <form action={formAction} className={forms.form} aria-label="Move the order">
      <input type="hidden" name="id" value={orderId} />
      <Outcome state={state} />
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          Move to
        </label>
        <select id={id} name="status" className={forms.select} defaultValue={next[0]} aria-invalid={statusError ? true : undefined}>
          {next.map((s) => (
            <option key={s} value={s}>
              {labels[s] ?? s}
            </option>
          ))}
        </select>
        {statusError && <span className={forms.error}>{statusError}</span>}
      </div>
      {next.includes("shipped") && <Field name="tracking_number" label="Tracking number" state={state} hint="The courier's number; the buyer's mail shows it." />}
      <Field name="note" label="Note to the buyer" state={state} multiline hint="Optional; it goes into the buyer's mail." />
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Move the order
        </button>
      </div>
    </form>
  );
}

/** Cancels the order with a reason (required); its allocated stock is released. */
export function CancelForm({ orderId, action }: { orderId: number; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className={forms.form} aria-label="Cancel the order">
      <input type="hidden" name="id" value={orderId} />
      <input type="hidden" name="status" value="cancelled" />
      <Outcome state={state} />
      <Field name="note" label="Reason for cancelling" state={state} multiline hint="Required; the buyer's mail shows it. The stock the order holds is released." />
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Cancel the order
        </button>
      </div>
    </form>
  );
}

/** The bulk move's confirmation: the selected ids ride along as hidden fields. */
export function BulkConfirmForm({ move, ids, label, nothing, action }: { move: string; ids: number[]; label: string; nothing: string; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  // After the move the page is drawn again without those orders ready: the outcome stays.
  if (state.message && state.ok) return <Outcome state={state} />;
  if (ids.length === 0) return <p role="alert">{nothing}</p>;
  return (
    <form action={formAction} className={forms.form}>
      <input type="hidden" name="move" value={move} />
      {ids.map((i) => (
        <input key={i} type="hidden" name="id" value={i} />
      ))}
      <Outcome state={state} />
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {label}
        </button>
      </div>
    </form>
  );
}

/** "Send again" for one failed mail. */
export function SendAgainForm({ mailId, label, action }: { mailId: number; label: string; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  if (state.ok) return <Outcome state={state} />;
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={mailId} />
      <Outcome state={state} />
      <button type="submit" className={button.secondary} disabled={pending} aria-label={label}>
        Send again
      </button>
    </form>
  );
}
