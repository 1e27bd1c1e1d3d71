"use server";
// The collection forms: add one, change its fields, move it among collections, add, remove and order
// its products, delete it. Each runs the staff API's schema and service; the shop follows at once.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { CollectionInput, CollectionPatchInput, collectionOr404, createCollection, deleteCollection, storeCollectionPicture, updateCollection } from "@/lib/admin/content/collections.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["content"] as const;
const PATH = "/admin/content/collections/";
const GONE: StockFormState = { message: "This collection does not exist any more." };
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : "");
const numberIn = (form: FormData, name: string) => (/^\d{1,9}$/.test(text(form.get(name))) ? Number(text(form.get(name))) : null);
const actorOf = (caller: { user: { id: number }; ip?: string }) => ({ id: caller.user.id, ip: caller.ip });

export const saveCollectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = numberIn(form, "id");
  const creating = form.get("id") === null;
  if (!creating && id === null) return GONE;
  const body = {
    title: text(form.get("title")),
    slug: text(form.get("slug")),
    ...(form.has("description") ? { description: text(form.get("description")) } : {}),
    ...(form.has("title_hi") ? { title_hi: text(form.get("title_hi")) ?? "" } : {}),
    ...(form.has("description_hi") ? { description_hi: text(form.get("description_hi")) ?? "" } : {}),
    is_active: form.get("is_active") === "on",
    ...(creating ? {} : { updated_at: text(form.get("updated_at")) || undefined }),
  };
  let made = 0;
  try {
    const parsed = await parseInput(creating ? CollectionInput : CollectionPatchInput, body);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    if (creating) made = await transaction((tx) => createCollection(tx, actorOf(caller), parsed.data as Parameters<typeof createCollection>[2]));
    else await transaction((tx) => updateCollection(tx, actorOf(caller), id!, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (creating) redirect(`${PATH}${made}/`);
  refresh();
  return { ok: true, message: "Saved. The shop shows it now." };
});

/** Adds, removes or moves one product of the collection (the list is written whole, as the API does). */
export const collectionProductAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = numberIn(form, "id");
  const product = numberIn(form, "product");
  if (id === null) return GONE;
  if (product === null) return { message: "Choose a product." };
  const intent = text(form.get("intent"));
  try {
    const current = (await collectionOr404(id)).product_ids;
    const at = current.indexOf(product);
    const next = [...current];
    if (intent === "add") {
      if (at >= 0) return { ok: true, message: "It is in the collection already." };
      next.push(product);
    } else if (at < 0) {
      return { message: "It is not in the collection any more." };
    } else if (intent === "remove") {
      next.splice(at, 1);
    } else {
      const to = intent === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= next.length) return { ok: true, message: intent === "up" ? "It is first already." : "It is last already." };
      [next[at], next[to]] = [next[to], next[at]];
    }
    await transaction((tx) => updateCollection(tx, actorOf(caller), id, { product_ids: next, updated_at: text(form.get("updated_at")) || undefined }));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: intent === "add" ? "Added. The shop shows it now." : intent === "remove" ? "Removed." : "Moved." };
});

export const moveCollectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = numberIn(form, "id");
  if (id === null) return GONE;
  try {
    const { position } = await collectionOr404(id);
    const to = form.get("move") === "up" ? position - 1 : position + 1;
    if (to < 0) return { ok: true, message: "It is first already." };
    await transaction((tx) => updateCollection(tx, actorOf(caller), id, { position: to }));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Moved." };
});

export const removeCollectionAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = numberIn(form, "id");
  if (id === null) return GONE;
  try {
    await transaction((tx) => deleteCollection(tx, actorOf(caller), id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect(PATH);
});

/** Replaces or removes the picture of the collection's tile. */
export const collectionPictureAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = numberIn(form, "id");
  if (id === null) return GONE;
  const removing = form.get("remove") === "yes";
  try {
    const file = form.get("picture");
    const image = removing ? null : await storeCollectionPicture(file instanceof File && file.size > 0 ? file : null, FORM_FILE_LIMIT);
    await transaction((tx) => updateCollection(tx, actorOf(caller), id, { image, updated_at: text(form.get("updated_at")) || undefined }));
  } catch (e) {
    const state = stateOfError(e);
    // The file box is named "picture" on the page.
    if (state.errors?.image) state.errors = { picture: state.errors.image };
    return state;
  }
  refresh();
  return { ok: true, message: removing ? "Picture removed." : "Picture saved. The shop shows it now." };
});
