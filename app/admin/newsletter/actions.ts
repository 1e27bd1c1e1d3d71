"use server";
// "Unsubscribe" on the newsletter page (after a confirmation), through the staff API's service.
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { unsubscribeByStaff } from "@/lib/admin/messages/newsletter.ts";
import { stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";

export const unsubscribeSubscriber = staffAction(["marketing"], "/admin/newsletter/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = form.get("id");
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return { message: "This subscriber does not exist." };
  try {
    await transaction((tx) => unsubscribeByStaff(tx, { id: caller.user.id, ip: caller.ip }, Number(raw)));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Unsubscribed." };
});
