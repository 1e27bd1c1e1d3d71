"use server";
// The landing page video's forms: its title and whether it is the one shown (the others are switched
// off), and its poster picture (under the form's cap). The landing page follows at once.
import { refresh } from "next/cache";
import { HomeVideoPatchInput, setHomeVideoPoster, storeVideoPoster, updateHomeVideo } from "@/lib/admin/content/home-video.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const PATH = "/admin/content/video/";
const GONE: StockFormState = { message: "This video does not exist any more." };

function idOf(form: FormData): number | null {
  const raw = form.get("id");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export const saveHomeVideoAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const title = form.get("title");
    const parsed = await parseInput(HomeVideoPatchInput, { title: typeof title === "string" ? title : undefined, is_active: form.get("is_active") === "on" });
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    await transaction((tx) => updateHomeVideo(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved. The landing page shows it now." };
});

export const homeVideoPosterAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const file = form.get("poster");
    const key = await storeVideoPoster(file instanceof File && file.size > 0 ? file : null, FORM_FILE_LIMIT);
    await transaction((tx) => setHomeVideoPoster(tx, { id: caller.user.id, ip: caller.ip }, id, key));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Poster saved. The landing page shows it now." };
});
