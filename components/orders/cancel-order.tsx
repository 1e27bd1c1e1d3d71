"use client";
// "Cancel this order" on the buyer's order page and on the tracking page: a form (it works without
// JavaScript) that asks once more before it cancels, and announces the outcome.
import { useActionState, useEffect, useState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";

interface CancelState {
  message: string;
  ok: boolean;
}

interface CancelOrderProps {
  /** What the action needs to find the order (hidden fields): its id, or its tracking token. */
  fields: Record<string, string | number>;
  /** The order may still be cancelled (after a cancel, the message stays while the page is drawn again). */
  canCancel: boolean;
  action: (state: CancelState, data: FormData) => Promise<CancelState>;
  /** Its words in the page's language (messages AccountCancel). */
  texts: { ask: string; yes: string; keep: string; cancel: string };
}

export function CancelOrder({ fields, canCancel, action, texts: t }: CancelOrderProps) {
  const [state, formAction, pending] = useActionState(action, { message: "", ok: false });
  const [asking, setAsking] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (!canCancel && !state.ok) return null;
  if (state.ok) {
    return (
      <p role="status" className={forms.status}>
        {state.message}
      </p>
    );
  }
  return (
    <form action={formAction} className={forms.form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.message && (
        <p role="alert" className={forms.alert}>
          {state.message}
        </p>
      )}
      {asking ? (
        <div className={forms.actions}>
          <p>{t.ask}</p>
          <button type="submit" className={button.primary} disabled={pending}>
            {t.yes}
          </button>
          <button type="button" className={button.secondary} onClick={() => setAsking(false)}>
            {t.keep}
          </button>
        </div>
      ) : (
        // Before JavaScript runs (or without it) the button cancels at once; with it, it asks first.
        <div className={forms.actions}>
          <button type={enhanced ? "button" : "submit"} className={button.secondary} onClick={enhanced ? () => setAsking(true) : undefined}>
            {t.cancel}
          </button>
        </div>
      )}
    </form>
  );
}
