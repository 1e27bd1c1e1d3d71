"use server";
// The search synonyms page's forms (catalogue group): the service's schema and writes, audited, and
// every cached search dropped (lib/admin/search-synonyms/service.ts).
import { revalidatePath } from "next/cache";
import { parseForm, refusal, type FormState } from "@/lib/admin/form-state.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { createSynonym, deleteSynonym, SynonymInput, updateSynonym } from "@/lib/admin/search-synonyms/service.ts";
import { transaction } from "@/lib/db.ts";

const PATH = "/admin/search-synonyms/";

const idOf = (form: FormData) => Number(form.get("synonym"));
const valid = (id: number) => Number.isSafeInteger(id) && id > 0;

/** Adds a synonym, or changes one (the form names it with `synonym`). */
export const saveSynonymAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const id = form.has("synonym") ? idOf(form) : null;
  const body = { term: String(form.get("term") ?? ""), meaning: String(form.get("meaning") ?? "") };
  if (id !== null && !valid(id)) return { error: "This synonym no longer exists.", values: body };
  const parsed = parseForm(SynonymInput, body);
  if ("state" in parsed) return parsed.state;
  const actor = { id: caller.user.id, ip: caller.ip };
  try {
    await transaction((tx) => (id === null ? createSynonym(tx, actor, parsed.data) : updateSynonym(tx, actor, id, parsed.data)));
  } catch (e) {
    return refusal(e, body);
  }
  revalidatePath(PATH);
  return { ok: id === null ? `Added "${parsed.data.term}": searches for it now also find ${parsed.data.meaning}.` : "Saved." };
});

export const removeSynonymAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const id = idOf(form);
  if (!valid(id)) return { error: "This synonym no longer exists." };
  try {
    await transaction((tx) => deleteSynonym(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return { error: refusal(e, {}).error ?? "This synonym could not be removed." };
  }
  revalidatePath(PATH);
  return { ok: "Removed." };
});
