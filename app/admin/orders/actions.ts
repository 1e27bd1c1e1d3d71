"use server";
// The order pages' forms (orders group): move along the pipeline, cancel with a reason, the list's
// bulk move once confirmed, and refunds (lib/admin/orders/refunds.ts). The same input schema and service as POST /api/v2/admin/orders/{id}/status/.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import type { OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { BULK_MOVES, readBulkForm } from "@/lib/admin/orders/bulk.ts";
import { moveFromForm, moveMany } from "@/lib/admin/orders/staff-moves.ts";
import { readRefundForm, RefundPaidInput, staffMarkRefundPaid, staffRefund } from "@/lib/admin/orders/refunds.ts";
import { ApiError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { formatMoney } from "@/lib/money/format.ts";

const PATH = "/admin/orders/";

/** Moves one order (status, tracking number, note); cancelling needs a reason in the note. */
export const moveOrderAction = staffAction(["orders"], PATH, async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const { orderId, ...state } = await moveFromForm({ userId: caller.user.id, ip: caller.ip }, form);
  if (state.ok && orderId !== null) revalidatePath(`${PATH}${orderId}/`);
  return state;
});

/** The list's bulk move, after its confirmation page. */
export const bulkMoveAction = staffAction(["orders"], PATH, async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const bulk = readBulkForm(form);
  if (!bulk) return { ok: false, message: "Choose at least one order and a move.", errors: {} };
  const r = await moveMany({ userId: caller.user.id, ip: caller.ip }, bulk.ids, bulk.move, "");
  revalidatePath(PATH);
  const moved = `${r.moved.length} ${r.moved.length === 1 ? "order" : "orders"} moved to ${BULK_MOVES[bulk.move].label}.`;
  const refused = r.refused.map((x) => `Order id ${x.id}: ${x.reason}`).join(" ");
  return { ok: r.moved.length > 0, message: refused ? `${moved} ${refused}` : moved, errors: {} };
});

/** Refunds part or all of an order (the same service as POST /api/v2/admin/orders/{id}/refunds/). */
export const refundAction = staffAction(["orders"], PATH, async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const orderId = integerId(String(form.get("id") ?? ""));
  if (orderId === null) return { ok: false, message: "No such order.", errors: {} };
  const { input, errors } = readRefundForm(form);
  if (!input) return { ok: false, message: "Check the fields marked below.", errors };
  try {
    const refund = await staffRefund({ userId: caller.user.id, ip: caller.ip }, orderId, input);
    revalidatePath(`${PATH}${orderId}/`);
    const how = refund.paymentId === null ? `Send it to ${refund.upiId}, then record its reference below.` : "It is on its way back to the buyer's payment.";
    return { ok: true, message: `Refund of ${formatMoney(refund.amount)} written; the buyer is mailed. ${how}`, errors: {} };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return { ok: false, message: e.message, errors: {} };
    throw e;
  }
});

/** A cash-on-delivery refund sent by UPI: its reference recorded. */
export const refundPaidAction = staffAction(["orders"], PATH, async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const refundId = integerId(String(form.get("id") ?? ""));
  const parsed = RefundPaidInput.safeParse({ reference: String(form.get("reference") ?? "") });
  if (refundId === null) return { ok: false, message: "No such refund.", errors: {} };
  if (!parsed.success) return { ok: false, message: "Check the fields marked below.", errors: { reference: [parsed.error.issues[0]!.message] } };
  try {
    const refund = await staffMarkRefundPaid({ userId: caller.user.id, ip: caller.ip }, refundId, parsed.data.reference);
    revalidatePath(`${PATH}${refund.orderId}/`);
    return { ok: true, message: "Recorded as paid; the buyer is mailed.", errors: {} };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return { ok: false, message: e.message, errors: {} };
    throw e;
  }
});
