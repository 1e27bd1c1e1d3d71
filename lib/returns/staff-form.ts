// The return page's forms (Server Actions) read through the staff API's schema (ReturnMoveInput), so a
// rule lives once; refusals come back as the form's state, beside their fields.
import { ApiError, ValidationError } from "@/lib/errors.ts";
import type { OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { apiErrorMap, fieldErrors } from "@/lib/http/validation.ts";
import { ReturnMoveInput } from "./staff-input.ts";
import { moveReturn, type StaffActor } from "./staff.ts";
import { RETURN_STATUS_LABELS, STAFF_RETURN_ACTIONS } from "./statuses.ts";

export async function moveReturnFromForm(actor: StaffActor, form: FormData): Promise<OrderFormState & { returnId: string }> {
  const returnId = String(form.get("id") ?? "");
  const resaleable = form.get("resaleable");
  const fields = {
    action: form.get("action") ?? undefined,
    note: form.get("note") ?? undefined,
    resaleable: resaleable === null ? undefined : resaleable === "yes",
    updated_at: form.get("updated_at") || undefined,
  };
  const parsed = ReturnMoveInput.safeParse(fields, { error: apiErrorMap });
  if (!parsed.success) return { ok: false, message: "Check the fields marked below.", errors: fieldErrors(parsed.error.issues), returnId };
  const m = parsed.data;
  try {
    await moveReturn(returnId, { action: m.action, note: m.note, resaleable: m.resaleable, updatedAt: m.updated_at }, actor);
  } catch (e) {
    if (e instanceof ValidationError) return { ok: false, message: "Check the fields marked below.", errors: e.fields, returnId };
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return { ok: false, message: e.message, errors: {}, returnId };
    throw e;
  }
  const to = RETURN_STATUS_LABELS[STAFF_RETURN_ACTIONS[m.action].to];
  const extra = m.action === "received" ? " The credit note and the refund are issued." : "";
  return { ok: true, message: `Return ${to.toLowerCase()}; the buyer is mailed.${extra}`, errors: {}, returnId };
}
