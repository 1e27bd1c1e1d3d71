"use server";
// The staff members' forms (owner only): invite by e-mail, change groups, remove staff rights.
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { inviteStaff, removeStaff, setStaffGroups, StaffGroupsInput, StaffInviteInput } from "@/lib/admin/messages/staff.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const PATH = "/admin/staff/";
const idOf = (form: FormData) => {
  const raw = form.get("id");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

export const inviteStaffMember = staffAction("superuser", PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const parsed = await parseInput(StaffInviteInput, { email: form.get("email"), groups: form.getAll("groups") });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    await transaction((tx) => inviteStaff(tx, { id: caller.user.id, ip: caller.ip }, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: `Invited: ${parsed.data.email} gets a link by mail.` };
});

export const saveStaffGroups = staffAction("superuser", PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This staff member does not exist." };
  const parsed = StaffGroupsInput.safeParse(form.getAll("groups"));
  if (!parsed.success) return { message: "Choose groups from the list." };
  try {
    await transaction((tx) => setStaffGroups(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Groups saved." };
});

export const removeStaffMember = staffAction("superuser", PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This staff member does not exist." };
  try {
    await transaction((tx) => removeStaff(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Staff rights removed." };
});
