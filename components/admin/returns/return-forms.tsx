"use client";
// The return page's forms: approve or refuse with a note for the buyer, mark picked up, mark received
// (whether the goods can be sold again). Plain forms posting to a Server Action: they work without
// JavaScript; with it, the answer appears without a reload. Errors sit beside their fields. The forms
// share one state, shown above them: after a move the form that made it is gone (the return moved on),
// and its outcome must still be read.
import { useActionState, useId } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { EMPTY_FORM_STATE, errorOf, type OrderFormState } from "@/lib/admin/orders/form-state.ts";

type Action = (state: OrderFormState, form: FormData) => Promise<OrderFormState>;

interface FormProps {
  returnId: number;
  /** The version the page showed (a move over a newer one is refused). */
  updatedAt: string;
  state: OrderFormState;
  formAction: (form: FormData) => void;
  pending: boolean;
}

function Outcome({ state }: { state: OrderFormState }) {
  if (!state.message) return null;
  return (
    <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
      {state.message}
    </p>
  );
}

function Hidden({ returnId, updatedAt, action }: { returnId: number; updatedAt: string; action: string }) {
  return (
    <>
      <input type="hidden" name="id" value={returnId} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}

/** Approve or refuse (a note; refusing needs one). */
function DecideForm({ returnId, updatedAt, state, formAction, pending, canApprove }: FormProps & { canApprove: boolean }) {
  const id = useId();
  const error = errorOf(state, "note");
  return (
    <form action={formAction} className={forms.form} aria-label="Approve or refuse the return">
      <input type="hidden" name="id" value={returnId} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          Note to the buyer
        </label>
        <textarea id={id} name="note" rows={3} maxLength={1000} className={forms.input} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} />
        <span id={`${id}-hint`} className={forms.hint}>
          It goes into the buyer&apos;s mail: when the courier comes, or why the return is refused (required to refuse).
        </span>
        {error && (
          <span id={`${id}-error`} className={forms.error}>
            {error}
          </span>
        )}
      </div>
      <div className={forms.actions}>
        {canApprove && (
          <button type="submit" name="action" value="approve" className={button.primary} disabled={pending}>
            Approve
          </button>
        )}
        <button type="submit" name="action" value="refuse" className={button.secondary} disabled={pending}>
          Refuse
        </button>
      </div>
    </form>
  );
}

/** The courier has collected the items. */
function PickedUpForm({ returnId, updatedAt, formAction, pending }: FormProps) {
  return (
    <form action={formAction} className={forms.form} aria-label="Mark the return picked up">
      <Hidden returnId={returnId} updatedAt={updatedAt} action="picked_up" />
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Mark picked up
        </button>
      </div>
    </form>
  );
}

/** The items reached the shop: resaleable or not; the credit note and the refund follow. */
function ReceivedForm({ returnId, updatedAt, state, formAction, pending }: FormProps) {
  const error = errorOf(state, "resaleable");
  return (
    <form action={formAction} className={forms.form} aria-label="Mark the return received">
      <Hidden returnId={returnId} updatedAt={updatedAt} action="received" />
      <fieldset className={forms.field}>
        <legend className={forms.label}>Can the items be sold again?</legend>
        <label className={forms.check}>
          <input type="radio" name="resaleable" value="yes" required /> Yes: put them back in stock
        </label>
        <label className={forms.check}>
          <input type="radio" name="resaleable" value="no" /> No: damaged, keep them out of stock
        </label>
        {error && <span className={forms.error}>{error}</span>}
      </fieldset>
      <p className={forms.hint}>Receiving issues the credit note and the refund of the returned items.</p>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Mark received
        </button>
      </div>
    </form>
  );
}

/** The moves open to staff now (`actions`), each in its own card, and the last move's outcome above them. */
export function ReturnActions({ returnId, updatedAt, actions, action, cardClass }: { returnId: number; updatedAt: string; actions: string[]; action: Action; cardClass: string }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const props = { returnId, updatedAt, state, formAction, pending };
  return (
    <>
      <Outcome state={state} />
      {actions.includes("refuse") && (
        <section className={cardClass} aria-labelledby="decide">
          <h2 id="decide">{actions.includes("approve") ? "Approve or refuse" : "Refuse"}</h2>
          <DecideForm {...props} canApprove={actions.includes("approve")} />
        </section>
      )}
      {actions.includes("picked_up") && (
        <section className={cardClass} aria-labelledby="pickup">
          <h2 id="pickup">Pickup</h2>
          <PickedUpForm {...props} />
        </section>
      )}
      {actions.includes("received") && (
        <section className={cardClass} aria-labelledby="receive">
          <h2 id="receive">Receive</h2>
          <ReceivedForm {...props} />
        </section>
      )}
    </>
  );
}
