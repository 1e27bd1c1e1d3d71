// What an order form's Server Action answers: a message for the whole form and errors beside fields.
import type { FieldErrors } from "@/lib/errors.ts";

export interface OrderFormState {
  ok: boolean;
  message: string;
  errors: FieldErrors;
}

export const EMPTY_FORM_STATE: OrderFormState = { ok: false, message: "", errors: {} };

/** The first message for `field` (a field's errors are a list of messages). */
export function errorOf(state: OrderFormState, field: string): string | undefined {
  const e = state.errors[field];
  return Array.isArray(e) && typeof e[0] === "string" ? e[0] : undefined;
}
