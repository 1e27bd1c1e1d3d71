"use server";
// The 360° showroom set forms: rename a set and attach it to a product or detach it; delete it. The
// showroom page and the products concerned follow at once.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { deleteShowroomSet, ShowroomSetInput, updateShowroomSet } from "@/lib/admin/content/showroom-sets.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const PATH = "/admin/content/showroom/";
const GONE: StockFormState = { message: "This set does not exist any more." };

function idOf(form: FormData): number | null {
  const raw = form.get("id");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

export const saveShowroomSetAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const parsed = await parseInput(ShowroomSetInput, { title: text(form.get("title")), product: text(form.get("product")) ?? "" });
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    await transaction((tx) => updateShowroomSet(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved. The showroom shows it now." };
});

export const removeShowroomSetAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    await transaction((tx) => deleteShowroomSet(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(PATH);
});
