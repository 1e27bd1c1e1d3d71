// The order page's moves, done by the same function the staff API uses (moveOrder, in one transaction):
// one order from its page, or several from the list's bulk action (each in its own transaction, so an
// order someone else moved first is reported and the others still move).
import { transaction } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { STATUS_LABELS, type OrderStatusName } from "@/lib/orders/pipeline-rules.ts";
import type { OrderFormState } from "./form-state.ts";
import { readMoveForm } from "./moves.ts";

export interface Staff {
  userId: number;
  ip?: string;
}

/** Reads the form and moves the order; refusals (bad fields, an illegal move, an unknown order) come back as the form's state. */
export async function moveFromForm(staff: Staff, form: FormData): Promise<OrderFormState & { orderId: number | null }> {
  const orderId = integerId(String(form.get("id") ?? ""));
  if (orderId === null) return { ok: false, message: "No such order.", errors: {}, orderId };
  const { move, errors } = readMoveForm(form);
  if (!move) return { ok: false, message: "Check the fields marked below.", errors, orderId };
  try {
    await transaction((tx) => moveOrder(tx, orderId, { status: move.status, note: move.note, trackingNumber: move.tracking_number }, { kind: "staff", ...staff }));
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return { ok: false, message: e.message, errors: {}, orderId };
    throw e;
  }
  const done = move.status === "cancelled" ? "Order cancelled: its stock is released and the buyer is mailed." : `Order moved to ${STATUS_LABELS[move.status]}; the buyer is mailed.`;
  return { ok: true, message: done, errors: {}, orderId };
}

export interface BulkResult {
  moved: number[];
  refused: { id: number; reason: string }[];
}

/** Moves each of `ids` to `status` (a note for all); each order in its own transaction. */
export async function moveMany(staff: Staff, ids: number[], status: OrderStatusName, note: string): Promise<BulkResult> {
  const result: BulkResult = { moved: [], refused: [] };
  for (const id of ids) {
    try {
      await transaction((tx) => moveOrder(tx, id, { status, note }, { kind: "staff", ...staff }));
      result.moved.push(id);
    } catch (e) {
      if (!(e instanceof ApiError) || (e.status !== 404 && e.status !== 409)) throw e;
      result.refused.push({ id, reason: e.message });
    }
  }
  return result;
}
