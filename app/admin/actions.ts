"use server";
// The dashboard's forms. "Send again" for a failed order mail: the orders group (the mails are about
// orders and the buyer's tracking link is made again from the order), decision 0110.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import type { OrderFormState } from "@/lib/admin/orders/form-state.ts";
import { resendOrderMail } from "@/lib/admin/orders/resend.ts";
import { transaction } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";

export const sendMailAgain = staffAction(["orders"], "/admin/", async (caller, _state: OrderFormState, form: FormData): Promise<OrderFormState> => {
  const id = integerId(String(form.get("id") ?? ""));
  if (id === null) return { ok: false, message: "No such mail.", errors: {} };
  try {
    await transaction((tx) => resendOrderMail(tx, id, { userId: caller.user.id, ip: caller.ip }));
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return { ok: false, message: e.message, errors: {} };
    throw e;
  }
  revalidatePath("/admin/");
  return { ok: true, message: "Queued again: it goes out within a minute.", errors: {} };
});
