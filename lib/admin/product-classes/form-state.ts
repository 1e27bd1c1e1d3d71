// What the product class form's Server Action answers: a message, and each field's error beside it.
import type { z } from "zod";
import { ApiError, ValidationError } from "@/lib/errors.ts";

export interface ClassFormState {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

export const EMPTY_CLASS_FORM: ClassFormState = { ok: false, message: "", errors: {} };

/** The schema's issues by field (the form's names: lead_min/lead_max for the lead time's ends). */
export function formErrors(error: z.ZodError): Record<string, string> {
  const rename: Record<string, string> = { made_to_order_min_days: "lead_min", made_to_order_max_days: "lead_max", zone_ids: "zone" };
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[rename[key] ?? key] ??= issue.message;
  }
  return out;
}

/** A refusal of the service as the form shows it. */
export function refusal(e: unknown): ClassFormState {
  if (e instanceof ValidationError) {
    const errors = Object.fromEntries(Object.entries(e.fields as Record<string, string[]>).map(([k, v]) => [k === "zone_ids" ? "zone" : k, v[0]]));
    return { ok: false, message: "Check the fields marked.", errors };
  }
  if (e instanceof ApiError && e.status === 409) return { ok: false, message: e.message, errors: {} };
  if (e instanceof ApiError && e.status === 404) return { ok: false, message: "This product class no longer exists.", errors: {} };
  throw e;
}
