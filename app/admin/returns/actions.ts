"use server";
// The return page's forms (orders group): approve, refuse, picked up, received. The same input schema
// and service as POST /api/v2/admin/returns/{id}/.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import type { OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { moveReturnFromForm } from "@/lib/returns/staff-form.ts";

const PATH = "/admin/returns/";

export const moveReturnAction = staffAction(["orders"], PATH, async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const { returnId, ...state } = await moveReturnFromForm({ userId: caller.user.id, ip: caller.ip }, form);
  if (state.ok) {
    revalidatePath(`${PATH}${returnId}/`);
    revalidatePath(PATH);
  }
  return state;
});
