"use client";
// The order page's refund forms (orders group): refund part or all of what is left (a cash-on-delivery
// order needs the buyer's UPI ID), and record a UPI refund as paid with its reference. Plain forms
// posting to Server Actions, working without JavaScript; errors beside their fields.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { EMPTY_FORM_STATE, type OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { Field, Outcome } from "./order-forms.tsx";

type Action = (state: OrderFormState, form: FormData) => Promise<OrderFormState>;

export function RefundForm({ orderId, left, cashOnDelivery, action }: { orderId: number; left: string; cashOnDelivery: boolean; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className={forms.form} aria-label="Refund">
      <input type="hidden" name="id" value={orderId} />
      <Outcome state={state} />
      <Field name="amount" label="Amount to refund (₹)" state={state} inputMode="decimal" hint={`Up to ${left}.`} />
      <Field name="reason" label="Reason" state={state} multiline hint="The buyer reads it in their mail and on the order." />
      {cashOnDelivery && <Field name="upi_id" label="Buyer's UPI ID" state={state} hint="Cash on delivery: you send the money there, then record its reference." />}
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Refund
        </button>
      </div>
    </form>
  );
}

export function RefundPaidForm({ refundId, action }: { refundId: number; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  if (state.ok) return <Outcome state={state} />;
  return (
    <form action={formAction} className={forms.form} aria-label={`Record UPI refund ${refundId} as paid`}>
      <input type="hidden" name="id" value={refundId} />
      <Outcome state={state} />
      <Field name="reference" label="UPI transfer reference" state={state} />
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Record as paid
        </button>
      </div>
    </form>
  );
}
