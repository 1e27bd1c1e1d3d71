"use server";
// The order pages' forms (orders group): move along the pipeline, cancel with a reason, and the list's
// bulk move once confirmed. The same input schema and service as POST /api/v2/admin/orders/{id}/status/.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import type { OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { BULK_MOVES, readBulkForm } from "@/lib/admin/orders/bulk.ts";
import { moveFromForm, moveMany } from "@/lib/admin/orders/staff-moves.ts";

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
