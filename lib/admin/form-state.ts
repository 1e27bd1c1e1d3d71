// What a staff form's Server Action answers: a message for the whole form (saved, or "changed by X at
// 14:02 — review and save again"), errors beside their fields, and the values sent (so a refused form
// shows what was typed). Shared by the catalogue's forms.
import type { z } from "zod";
import { ApiError, ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { fieldErrors } from "@/lib/http/validation.ts";

export interface FormState {
  ok?: string;
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, unknown>;
}

function flat(fields: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v) && typeof v[0] === "string") out[k] = v[0];
    else if (Array.isArray(v)) out[k] = "Check this field.";
    else out[k] = Object.values(flat(v as FieldErrors))[0] ?? "Check this field.";
  }
  return out;
}

/** Parses a form's body with the staff API's schema: the data, or the state naming each bad field. */
export function parseForm<T>(schema: z.ZodType<T>, body: Record<string, unknown>): { data: T } | { state: FormState } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  return { state: { error: "Check the fields marked below.", errors: flat(fieldErrors(parsed.error.issues)), values: body } };
}

/** A refusal of the service as the form's state (validation → beside the fields; 409 and others → on top). */
export function refusal(e: unknown, values: Record<string, unknown>): FormState {
  if (e instanceof ValidationError) return { error: "Check the fields marked below.", errors: flat(e.fields), values };
  if (e instanceof ApiError) {
    const detail = (e.body as { detail?: unknown } | null)?.detail;
    return { error: typeof detail === "string" ? detail : "This could not be saved.", values };
  }
  throw e;
}
