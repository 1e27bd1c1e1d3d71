"use server";
// The delivery forms: a zone (its areas as text, its product classes) and a method (its charge per
// zone). They run the staff API's services with its zod schemas.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { createMethod, deleteMethod, MethodInput, updateMethod } from "@/lib/admin/delivery/methods.ts";
import { createZone, deleteZone, updateZone, ZoneInput } from "@/lib/admin/delivery/zones.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["settings"] as const;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : undefined);

function zoneBody(form: FormData): Record<string, unknown> {
  return {
    name: text(form.get("name")),
    code: text(form.get("code")),
    is_serviceable: form.get("is_serviceable") === "on",
    is_default: form.get("is_default") === "on",
    areas: typeof form.get("areas") === "string" ? form.get("areas") : "",
    product_class_ids: form.getAll("product_class_ids").map(Number),
    updated_at: text(form.get("updated_at")) || undefined,
  };
}

export const saveZone = staffAction(ACCESS, "/admin/delivery/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const actor = { id: caller.user.id, ip: caller.ip };
  const rawId = text(form.get("id"));
  if (rawId && !/^\d{1,9}$/.test(rawId)) return { message: "This zone does not exist." };
  let id: number;
  try {
    const parsed = await parseInput(ZoneInput, zoneBody(form));
    if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
    if (rawId) {
      id = Number(rawId);
      await transaction((tx) => updateZone(tx, actor, id, parsed.data));
    } else {
      id = await transaction((tx) => createZone(tx, actor, parsed.data));
    }
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (!rawId) redirect(`/admin/delivery/zones/${id}/`);
  refresh();
  return { ok: true, message: "Saved." };
});

/** The method form as the API's body: a charge for each zone whose price box is filled in. */
function methodBody(form: FormData): Record<string, unknown> {
  const zoneIds = form.getAll("zone_ids").map(String);
  return {
    name: text(form.get("name")),
    code: text(form.get("code")),
    description: text(form.get("description")) ?? "",
    min_days: Number(text(form.get("min_days"))),
    max_days: Number(text(form.get("max_days"))),
    display_order: Number(text(form.get("display_order")) || 0),
    is_active: form.get("is_active") === "on",
    for_made_to_order: form.get("for_made_to_order") === "on",
    charges: zoneIds
      .filter((z) => text(form.get(`price_${z}`)))
      .map((z) => {
        const free = text(form.get(`free_above_${z}`));
        return { zone_id: Number(z), price: text(form.get(`price_${z}`)), price_per_item: text(form.get(`price_per_item_${z}`)) || "0", free_above: free ? free : null };
      }),
    updated_at: text(form.get("updated_at")) || undefined,
  };
}

export const saveMethod = staffAction(ACCESS, "/admin/delivery/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const actor = { id: caller.user.id, ip: caller.ip };
  const rawId = text(form.get("id"));
  if (rawId && !/^\d{1,9}$/.test(rawId)) return { message: "This method does not exist." };
  let id: number;
  try {
    const parsed = await parseInput(MethodInput, methodBody(form));
    if (!parsed.ok) {
      const errors = { ...parsed.errors };
      if (Array.isArray(errors.charges) && typeof errors.charges[0] !== "string") errors.charges = ["Each charge is rupees with at most 2 decimal places, like 499 or 499.50."];
      return { ...stateOfError(new ValidationError(errors)), values: sentValues(form) };
    }
    if (rawId) {
      id = Number(rawId);
      await transaction((tx) => updateMethod(tx, actor, id, parsed.data));
    } else {
      id = await transaction((tx) => createMethod(tx, actor, parsed.data));
    }
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (!rawId) redirect(`/admin/delivery/methods/${id}/`);
  refresh();
  return { ok: true, message: "Saved." };
});

/** Deletes a zone or a method named by the form's id, then shows the delivery page; a refusal stays on the form. */
function deleteAction(kind: "zone" | "method", remove: typeof deleteZone) {
  return staffAction(ACCESS, "/admin/delivery/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
    const rawId = text(form.get("id"));
    if (!rawId || !/^\d{1,9}$/.test(rawId)) return { message: `This ${kind} does not exist.` };
    try {
      await transaction((tx) => remove(tx, { id: caller.user.id, ip: caller.ip }, Number(rawId)));
    } catch (e) {
      return stateOfError(e);
    }
    redirect("/admin/delivery/");
  });
}

export const removeZone = deleteAction("zone", deleteZone);
export const removeMethod = deleteAction("method", deleteMethod);
