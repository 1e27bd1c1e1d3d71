"use server";
// The voucher forms: make, change (with the version read, so a newer change is never overwritten) and
// deactivate. They run the staff API's services with its zod schemas.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { createVoucher, deactivateVoucher, updateVoucher, VoucherInput, VoucherPatchInput } from "@/lib/admin/vouchers.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["marketing"] as const;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : undefined);

/** The form as the API's JSON body: an empty minimum is none, the checkbox a boolean. */
function bodyOf(form: FormData): Record<string, unknown> {
  const min = text(form.get("min_basket_value"));
  return {
    name: text(form.get("name")),
    code: text(form.get("code")),
    kind: text(form.get("kind")),
    value: text(form.get("value")),
    min_basket_value: min ? min : null,
    start_datetime: text(form.get("start_datetime")),
    end_datetime: text(form.get("end_datetime")),
    usage: text(form.get("usage")),
    signed_in_only: form.get("signed_in_only") === "on",
  };
}

export const saveVoucher = staffAction(ACCESS, "/admin/vouchers/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const actor = { id: caller.user.id, ip: caller.ip };
  const rawId = text(form.get("id"));
  let id: number;
  try {
    if (rawId) {
      id = Number(rawId);
      if (!/^\d{1,9}$/.test(rawId)) return { message: "This voucher does not exist." };
      const parsed = await parseInput(VoucherPatchInput, { ...bodyOf(form), updated_at: text(form.get("updated_at")) });
      if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
      await transaction((tx) => updateVoucher(tx, actor, id, parsed.data));
    } else {
      const parsed = await parseInput(VoucherInput, bodyOf(form));
      if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
      id = (await transaction((tx) => createVoucher(tx, actor, parsed.data))).id;
    }
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (!rawId) redirect(`/admin/vouchers/${id}/`);
  refresh();
  return { ok: true, message: "Saved." };
});

export const endVoucher = staffAction(ACCESS, "/admin/vouchers/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = text(form.get("id")) ?? "";
  if (!/^\d{1,9}$/.test(raw)) return { message: "This voucher does not exist." };
  try {
    await transaction((tx) => deactivateVoucher(tx, { id: caller.user.id, ip: caller.ip }, Number(raw), text(form.get("updated_at"))));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Deactivated: shoppers are told the voucher has expired." };
});
