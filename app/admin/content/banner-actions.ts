"use server";
// The banner forms: add one (with its wide picture), change its fields, replace a picture, move it up
// or down, delete it. Each runs the staff API's schema and service; the landing page follows at once.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { bannerBody } from "@/lib/admin/content/banner-form.ts";
import { storeBannerPicture, type BannerPictureField } from "@/lib/admin/content/banner-pictures.ts";
import { BannerInput, BannerPatchInput, createBanner, deleteBanner, moveBanner, setBannerPictures, updateBanner } from "@/lib/admin/content/banners.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const PATH = "/admin/content/";
/** Under the Server Action body cap (next.config.js), with room for the form's fields (decision 0131). */
const GONE: StockFormState = { message: "This banner does not exist any more." };

function idOf(form: FormData): number | null {
  const raw = form.get("id");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export const createBannerAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  let id: number;
  try {
    const parsed = await parseInput(BannerInput, bannerBody((n) => form.get(n), { checkbox: true }));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const file = form.get("image");
    const image = await storeBannerPicture(file instanceof File ? file : null, "image", FORM_FILE_LIMIT);
    id = (await transaction((tx) => createBanner(tx, { id: caller.user.id, ip: caller.ip }, parsed.data, { image, mobileImage: null }))).id;
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  redirect(`/admin/content/banners/${id}/`);
});

export const saveBannerAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const parsed = await parseInput(BannerPatchInput, bannerBody((n) => form.get(n), { checkbox: true }));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    await transaction((tx) => updateBanner(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved. The landing page shows it now." };
});

export const bannerPictureAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  const field: BannerPictureField = form.get("field") === "mobile_image" ? "mobile_image" : "image";
  const removing = field === "mobile_image" && form.get("remove") === "yes";
  const seen = typeof form.get("updated_at") === "string" ? (form.get("updated_at") as string) : undefined;
  try {
    const file = form.get("picture");
    const key = removing ? null : await storeBannerPicture(file instanceof File && file.size > 0 ? file : null, field, FORM_FILE_LIMIT);
    const pictures = field === "image" ? { image: key ?? undefined } : { mobileImage: key };
    await transaction((tx) => setBannerPictures(tx, { id: caller.user.id, ip: caller.ip }, id, pictures, seen));
  } catch (e) {
    const state = stateOfError(e);
    // The file box is named "picture" on the page, whichever picture it is.
    if (state.errors?.[field]) state.errors = { picture: state.errors[field] };
    return state;
  }
  refresh();
  return { ok: true, message: removing ? "Phones now show the wide picture." : "Picture saved. The landing page shows it now." };
});

export const moveBannerAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    const moved = await transaction((tx) => moveBanner(tx, { id: caller.user.id, ip: caller.ip }, id, form.get("move") === "up" ? "up" : "down"));
    if (!moved) return { ok: true, message: form.get("move") === "up" ? "It is first already." : "It is last already." };
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Moved." };
});

export const removeBannerAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  try {
    await transaction((tx) => deleteBanner(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(PATH);
});
