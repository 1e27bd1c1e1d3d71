"use client";
// One review's moderation on the staff reviews page: hide it with a reason (shown to staff only), or
// show it again. A plain form posting to a Server Action: it works without JavaScript; with it, the
// outcome appears without a reload, beside the form.
import { useActionState, useId } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { ModerationFormState } from "@/lib/reviews/staff.ts";

type Action = (state: ModerationFormState, form: FormData) => Promise<ModerationFormState>;
const EMPTY: ModerationFormState = { ok: false, message: "", errors: {} };

export function ModerationForm({ reviewId, hidden, title, action }: { reviewId: number; hidden: boolean; title: string; action: Action }) {
  const [state, formAction, pending] = useActionState(action, EMPTY);
  const id = useId();
  const error = state.errors.reason?.[0];
  return (
    <form action={formAction} className={forms.form} aria-label={`${hidden ? "Show" : "Hide"} the review “${title}”`}>
      <input type="hidden" name="id" value={reviewId} />
      <input type="hidden" name="action" value={hidden ? "unhide" : "hide"} />
      {!hidden && (
        <div className={forms.field}>
          <label htmlFor={id} className={forms.label}>
            Why hide it
          </label>
          <input id={id} name="reason" maxLength={500} required className={forms.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          {error && (
            <span id={`${id}-error`} className={forms.error}>
              {error}
            </span>
          )}
        </div>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          {hidden ? "Show again" : "Hide"}
        </button>
      </div>
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
    </form>
  );
}
