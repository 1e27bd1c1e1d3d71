"use server";
// The gallery and downloads forms: add one (with its picture or PDF), change it (optionally replacing
// the picture or file), delete it. Each runs the staff API's schema and service; the shop follows at
// once. Files go through the Server Action body cap (next.config.js): the forms say so and refuse a
// larger file first; the staff API takes larger PDFs.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { storeDownloadFile } from "@/lib/admin/content/download-files.ts";
import { createDownload, deleteDownload, DownloadInput, DownloadPatchInput, updateDownload } from "@/lib/admin/content/downloads.ts";
import { storeGalleryPicture } from "@/lib/admin/content/gallery-pictures.ts";
import { createGalleryItem, deleteGalleryItem, GalleryItemInput, GalleryItemPatchInput, updateGalleryItem } from "@/lib/admin/content/gallery.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const GALLERY = "/admin/content/gallery/";
const DOWNLOADS = "/admin/content/downloads/";

function idOf(form: FormData): number | null {
  const raw = form.get("id");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};
/** The chosen file, or null when none was chosen (a form sends an empty file then). */
function fileOf(form: FormData, name: string): File | null {
  const v = form.get(name);
  return v instanceof File && v.size > 0 ? v : null;
}

const galleryBody = (form: FormData) => ({
  title: text(form, "title"), tag: text(form, "tag"), description: text(form, "description"), date: text(form, "date"), updated_at: text(form, "updated_at") || undefined,
});
const downloadBody = (form: FormData) => ({
  title: text(form, "title"), description: text(form, "description"), is_active: form.get("is_active") === "on", updated_at: text(form, "updated_at") || undefined,
});

export const createGalleryItemAction = staffAction(ACCESS, GALLERY, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  let id: number;
  try {
    const parsed = await parseInput(GalleryItemInput, galleryBody(form));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const picture = await storeGalleryPicture(fileOf(form, "image"), FORM_FILE_LIMIT);
    id = (await transaction((tx) => createGalleryItem(tx, { id: caller.user.id, ip: caller.ip }, parsed.data, picture))).id;
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  redirect(`${GALLERY}${id}/?added=1`);
});

export const saveGalleryItemAction = staffAction(ACCESS, GALLERY, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This picture is not in the gallery any more." };
  try {
    const parsed = await parseInput(GalleryItemPatchInput, galleryBody(form));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const file = fileOf(form, "image");
    const picture = file ? await storeGalleryPicture(file, FORM_FILE_LIMIT) : undefined;
    await transaction((tx) => updateGalleryItem(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data, picture));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved. The gallery shows it now." };
});

export const removeGalleryItemAction = staffAction(ACCESS, GALLERY, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This picture is not in the gallery any more." };
  try {
    await transaction((tx) => deleteGalleryItem(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(GALLERY);
});

export const createDownloadAction = staffAction(ACCESS, DOWNLOADS, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  let id: number;
  try {
    const parsed = await parseInput(DownloadInput, downloadBody(form));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const stored = await storeDownloadFile(fileOf(form, "file"), parsed.data.title, FORM_FILE_LIMIT);
    id = (await transaction((tx) => createDownload(tx, { id: caller.user.id, ip: caller.ip }, parsed.data, stored))).id;
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  redirect(`${DOWNLOADS}${id}/?added=1`);
});

export const saveDownloadAction = staffAction(ACCESS, DOWNLOADS, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This download does not exist any more." };
  try {
    const parsed = await parseInput(DownloadPatchInput, downloadBody(form));
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const file = fileOf(form, "file");
    const stored = file ? await storeDownloadFile(file, parsed.data.title ?? "download", FORM_FILE_LIMIT) : undefined;
    await transaction((tx) => updateDownload(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data, stored));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved. The downloads page shows it now." };
});

export const removeDownloadAction = staffAction(ACCESS, DOWNLOADS, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This download does not exist any more." };
  try {
    await transaction((tx) => deleteDownload(tx, { id: caller.user.id, ip: caller.ip }, id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(DOWNLOADS);
});
