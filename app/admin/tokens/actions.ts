"use server";
// The integration tokens page's forms: make a token (its key shown once, in the answer) and revoke one.
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { createStaffToken, revokeStaffToken, StaffTokenInput } from "@/lib/admin/staff-tokens.ts";
import { stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

export interface TokenFormState extends StockFormState {
  key?: string;
  name?: string;
}

export const makeToken = staffAction("any-staff", "/admin/tokens/", async (caller, _prev: TokenFormState, form: FormData): Promise<TokenFormState> => {
  const name = form.get("name");
  const parsed = await parseInput(StaffTokenInput, { name: typeof name === "string" ? name : undefined, staff_groups: form.getAll("staff_groups") });
  if (!parsed.ok) return stateOfError(new ValidationError(parsed.errors));
  try {
    const made = await transaction((tx) => createStaffToken(tx, { user: caller.user, tokenId: caller.tokenId, ip: caller.ip }, parsed.data));
    refresh();
    return { ok: true, key: made.key, name: made.name, message: `Token "${made.name}" made.` };
  } catch (e) {
    return stateOfError(e);
  }
});

export const dropToken = staffAction("any-staff", "/admin/tokens/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = form.get("id");
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return { message: "This token does not exist." };
  try {
    await transaction((tx) => revokeStaffToken(tx, { user: caller.user, tokenId: caller.tokenId, ip: caller.ip }, Number(raw)));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Revoked." };
});
