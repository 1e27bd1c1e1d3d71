"use server";
// The customer page's forms: name and mobile (with the version read), deactivate / reactivate, sign out
// everywhere and erase (on the customer's request). They run the staff API's services and schemas.
import { refresh } from "next/cache";
import { CustomerPatchInput, eraseCustomerByStaff, revokeCustomerSessions, updateCustomer } from "@/lib/admin/customers.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["customers"] as const;
const PATH = "/admin/customers/";
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : undefined);
const idOf = (form: FormData) => {
  const raw = text(form.get("id")) ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};
const GONE = { message: "This customer does not exist." };

type Caller = { user: { id: number; isSuperuser: boolean }; ip: string };
const actorOf = (caller: Caller) => ({ id: caller.user.id, ip: caller.ip, isSuperuser: caller.user.isSuperuser });

export const saveCustomer = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  const parsed = await parseInput(CustomerPatchInput, {
    first_name: text(form.get("first_name")) ?? "",
    last_name: text(form.get("last_name")) ?? "",
    phone_number: text(form.get("phone_number")) ?? "",
    updated_at: text(form.get("updated_at")),
  });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    await transaction((tx) => updateCustomer(tx, actorOf(caller), id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved." };
});

async function setActive(caller: Caller, form: FormData, active: boolean): Promise<StockFormState> {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    await transaction((tx) => updateCustomer(tx, actorOf(caller), id, { is_active: active }));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: active ? "Reactivated: the customer can sign in again." : "Deactivated: every session and token has ended." };
}

export const deactivateCustomer = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData) => setActive(caller, form, false));

export const reactivateCustomer = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData) => setActive(caller, form, true));

export const signOutCustomer = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  let ended: number;
  try {
    ended = await transaction((tx) => revokeCustomerSessions(tx, actorOf(caller), id));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: `Signed out everywhere (${ended} ${ended === 1 ? "session" : "sessions"} ended).` };
});

export const eraseCustomer = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    await transaction((tx) => eraseCustomerByStaff(tx, actorOf(caller), id));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Erased: the personal data is gone; the orders stay without the person." };
});

/** The owner sets a staff member's groups (the service refuses anyone else with 403's message). */
export const saveStaffGroups = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  const parsed = await parseInput(CustomerPatchInput, { staff_groups: form.getAll("staff_groups").map(String), updated_at: text(form.get("updated_at")) });
  if (!parsed.ok) return stateOfError(new ValidationError(parsed.errors));
  try {
    await transaction((tx) => updateCustomer(tx, actorOf(caller), id, parsed.data));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Groups saved." };
});
