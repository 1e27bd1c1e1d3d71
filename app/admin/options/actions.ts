"use server";
// The options page's forms (catalogue group): the same schemas and service as every option change,
// audited and told to the caches of the products asking for it.
import { revalidatePath } from "next/cache";
import { parseForm, refusal, type FormState } from "@/lib/admin/form-state.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { createOption, deleteOption, OptionChangeInput, OptionCreateInput, optionFromForm, updateOption } from "@/lib/admin/options/service.ts";
import { transaction } from "@/lib/db.ts";

const PATH = "/admin/options/";

/** Adds an option, or changes one (the form names it with `option`). */
export const saveOptionAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const id = form.has("option") ? Number(form.get("option")) : null;
  const body = optionFromForm(form);
  if (id !== null && (!Number.isSafeInteger(id) || id < 1)) return { error: "This option no longer exists.", values: body };
  const actor = { id: caller.user.id, ip: caller.ip };
  try {
    if (id === null) {
      const parsed = parseForm(OptionCreateInput, body);
      if ("state" in parsed) return parsed.state;
      await transaction((tx) => createOption(tx, actor, parsed.data));
    } else {
      const parsed = parseForm(OptionChangeInput, body);
      if ("state" in parsed) return parsed.state;
      await transaction((tx) => updateOption(tx, actor, id, parsed.data));
    }
  } catch (e) {
    return refusal(e, body);
  }
  revalidatePath(PATH);
  return { ok: id === null ? `Added "${String(body.name)}".` : "Saved." };
});

/** Removes an option no basket line holds an answer to. */
export const removeOptionAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const id = Number(form.get("option"));
  if (!Number.isSafeInteger(id) || id < 1) return { error: "This option no longer exists." };
  try {
    await transaction((tx) => deleteOption(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    const state = refusal(e, {});
    return { error: state.errors?.option ?? state.error ?? "This option could not be removed." };
  }
  revalidatePath(PATH);
  return { ok: "Removed." };
});
