// What the stock pages' forms send back to the page (their Server Actions are in app/admin/stock/actions.ts):
// field errors beside their fields, a message, and for the import the plan to preview.
import { ApiError, ValidationError } from "@/lib/errors.ts";
import type { ImportPlan } from "./stock-import.ts";

export interface StockFormState {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  /** The form as sent, shown again with its errors (React resets a form after its action). */
  values?: Record<string, string>;
}

/** A form's text fields as sent (files left out), to show again beside the errors. */
export function sentValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && !k.startsWith("$")) out[k] = v;
  return out;
}

export interface ImportState {
  stage: "upload" | "preview" | "done";
  message?: string;
  fileError?: string;
  /** The uploaded file, sent again with the confirmation and planned again before anything is applied. */
  csv?: string;
  plan?: ImportPlan;
}

/** A form field as the staff API's JSON would carry it: "" is left out, whole numbers become numbers. */
export function formNumber(v: FormDataEntryValue | null): number | string | undefined {
  if (typeof v !== "string" || v.trim() === "") return undefined;
  return /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim();
}

/** The form's answer to an error the service threw (field errors, a refusal or an edit conflict). */
export function stateOfError(e: unknown): StockFormState {
  if (e instanceof ValidationError) {
    const errors: Record<string, string> = {};
    for (const [k, v] of Object.entries(e.fields as Record<string, unknown>)) errors[k] = Array.isArray(v) ? String(v[0]) : String(v);
    return { errors, message: "Check the fields marked." };
  }
  if (e instanceof ApiError) return { message: e.message };
  throw e;
}
