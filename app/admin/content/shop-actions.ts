"use server";
// The shop details form: the staff API's schema and service, so the form and PATCH
// /api/v2/admin/shop-details/ accept and refuse the same things.
import { refresh } from "next/cache";
import { saveShopDetails, ShopDetailsPatchInput } from "@/lib/admin/content/shop-details.ts";
import { parseForm, refusal, type FormState } from "@/lib/admin/form-state.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { transaction } from "@/lib/db.ts";

const FIELDS = ["legal_name", "address_line1", "address_line2", "city", "state_code", "pincode", "phone", "hours", "gstin", "updated_at"] as const;

export const saveShopDetailsAction = staffAction(["content"], "/admin/content/shop/", async (caller, _prev: FormState, form: FormData): Promise<FormState> => {
  const body: Record<string, string> = {};
  for (const name of FIELDS) {
    const v = form.get(name);
    body[name] = typeof v === "string" ? v : "";
  }
  const parsed = parseForm(ShopDetailsPatchInput, { ...body, updated_at: body.updated_at || undefined });
  if ("state" in parsed) return parsed.state;
  try {
    const changed = await transaction((tx) => saveShopDetails(tx, { id: caller.user.id, ip: caller.ip }, parsed.data));
    refresh();
    return { ok: changed ? "Saved. Every page of the shop shows the new details now." : "Nothing changed." };
  } catch (e) {
    return refusal(e, body);
  }
});
