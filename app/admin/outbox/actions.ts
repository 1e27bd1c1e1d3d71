"use server";
// "Send again" on the outbox page: the one rule of lib/admin/messages/outbox.ts (resendMessage).
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { resendMessage } from "@/lib/admin/messages/outbox.ts";
import { stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";

export const resendOutboxMessage = staffAction(["customers"], "/admin/outbox/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = form.get("id");
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return { message: "This message does not exist." };
  try {
    await transaction((tx) => resendMessage(tx, { id: caller.user.id, ip: caller.ip }, Number(raw)));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Queued again." };
});
