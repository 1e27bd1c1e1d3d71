// Staff moving an order along the pipeline: the input both the staff API (POST
// /api/v2/admin/orders/{id}/status/) and the order page's forms read, and the reading of a form into it.
// The move itself is lib/orders/pipeline.ts's moveOrder (stock settled, buyer mailed, audit written).
import { z } from "zod";
import type { FieldErrors } from "@/lib/errors.ts";
import { fieldErrors } from "@/lib/http/validation.ts";
import { ORDER_STATUSES } from "@/lib/orders/pipeline-rules.ts";

export const CANCEL_REASON_REQUIRED = "Give the reason for cancelling (the buyer reads it).";

export const OrderMoveInput = z
  .object({
    status: z.enum(ORDER_STATUSES).meta({ label: "Status" }),
    note: z.string().max(2000).optional().default("").meta({ label: "Note" }),
    tracking_number: z.string().max(100).nullish().meta({ label: "Tracking number" }),
  });
export type OrderMove = z.infer<typeof OrderMoveInput>;

/** The order page's form: the API's input, and a cancel from the page must say why (the API leaves it to the caller). */
export const OrderMoveForm = OrderMoveInput.superRefine((m, ctx) => {
  if (m.status === "cancelled" && !m.note.trim()) ctx.addIssue({ code: "custom", path: ["note"], message: CANCEL_REASON_REQUIRED });
});

/** The form's fields as the API body; field errors like the API's 400 when they do not parse. */
export function readMoveForm(form: FormData): { move: OrderMove; errors: null } | { move: null; errors: FieldErrors } {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const parsed = OrderMoveForm.safeParse({ status: text("status"), note: text("note") ?? "", tracking_number: text("tracking_number") || null });
  // (fieldErrors builds prototype-less objects; a form's state must be plain to reach the client)
  return parsed.success ? { move: parsed.data, errors: null } : { move: null, errors: JSON.parse(JSON.stringify(fieldErrors(parsed.error.issues))) as FieldErrors };
}
