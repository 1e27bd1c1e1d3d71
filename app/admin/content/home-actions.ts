"use server";
// The landing page's section forms: add or change a section, move it up or down, delete it. Each runs
// the staff API's schema and service; the landing page follows at once.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { createHomeSection, deleteHomeSection, HomeSectionInput, HomeSectionPatchInput, moveHomeSection, updateHomeSection } from "@/lib/admin/content/home-sections.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const PATH = "/admin/content/home/";
const GONE: StockFormState = { message: "This section does not exist any more." };
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : "");

function idOf(form: FormData): number | null {
  const raw = text(form.get("id"));
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The form as the API's body: an empty choice is null, numbers as numbers. */
function sectionBody(form: FormData, creating: boolean): Record<string, unknown> {
  const source = text(form.get("product_source"));
  const collection = text(form.get("collection_id"));
  const limit = text(form.get("item_limit"));
  return {
    ...(creating ? { type: text(form.get("type")) } : {}),
    title: text(form.get("title")),
    is_active: form.get("is_active") === "on",
    product_source: source || null,
    collection_id: collection ? (/^\d{1,9}$/.test(collection) ? Number(collection) : collection) : null,
    item_limit: /^\d{1,3}$/.test(limit) ? Number(limit) : limit,
    ...(creating ? {} : { updated_at: text(form.get("updated_at")) || undefined }),
  };
}

export const saveHomeSectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  const creating = form.get("id") === null;
  if (!creating && id === null) return GONE;
  const actor = { id: caller.user.id, ip: caller.ip };
  try {
    if (creating) {
      const parsed = await parseInput(HomeSectionInput, sectionBody(form, true));
      if (!parsed.ok) throw new ValidationError(parsed.errors);
      await transaction((tx) => createHomeSection(tx, actor, parsed.data));
    } else {
      const parsed = await parseInput(HomeSectionPatchInput, sectionBody(form, false));
      if (!parsed.ok) throw new ValidationError(parsed.errors);
      await transaction((tx) => updateHomeSection(tx, actor, id!, parsed.data));
    }
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (creating) redirect(PATH);
  refresh();
  return { ok: true, message: "Saved. The landing page shows it now." };
});

export const moveHomeSectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const up = form.get("move") === "up";
    if (!(await transaction((tx) => moveHomeSection(tx, { id: caller.user.id, ip: caller.ip }, id, up ? "up" : "down")))) return { ok: true, message: up ? "It is first already." : "It is last already." };
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Moved." };
});

export const removeHomeSectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    await transaction((tx) => deleteHomeSection(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(PATH);
});
