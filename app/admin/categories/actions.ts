"use server";
// The category forms: add, rename, move under another parent, move up or down among its siblings,
// publish or hide, and set the picture. They run the staff API's services with its zod schemas, each
// with the version the form was made from, so a newer change is never overwritten.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { CATEGORY_PICTURE_LIMIT, storeCategoryPicture } from "@/lib/admin/categories/picture.ts";
import { CategoryInput, CategoryPatchInput, createCategory, setCategoryImage, updateCategory, type CategoryPatch } from "@/lib/admin/categories/service.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { db, transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["catalogue"] as const;
const PATH = "/admin/categories/";
const GONE: StockFormState = { message: "This category no longer exists." };
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : undefined);
const idOf = (form: FormData) => {
  const raw = text(form.get("id")) ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};
/** "" is the top level; anything else is the parent's id as the API takes it. */
const parentOf = (form: FormData) => {
  const raw = text(form.get("parent")) ?? "";
  return raw === "" ? null : /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
};

/** Applies a change of the staff API's PATCH shape to the category the form names. */
async function change(caller: { user: { id: number }; ip?: string }, form: FormData, body: Record<string, unknown>, done: string): Promise<StockFormState> {
  const id = idOf(form);
  if (id === null) return GONE;
  const parsed = await parseInput(CategoryPatchInput, { ...body, updated_at: text(form.get("updated_at")) });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    await transaction((tx) => updateCategory(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data as CategoryPatch));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: done };
}

export const createCategoryAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const body = { name: text(form.get("name")), slug: text(form.get("slug")) || undefined, description: text(form.get("description")) ?? "", parent: parentOf(form), is_public: false };
  const parsed = await parseInput(CategoryInput, body);
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  let id: number;
  try {
    id = (await transaction((tx) => createCategory(tx, { id: caller.user.id, ip: caller.ip }, parsed.data))).id;
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  redirect(`${PATH}${id}/`);
});

export const saveCategoryDetailsAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData) =>
  change(
    caller,
    form,
    {
      name: text(form.get("name")),
      slug: text(form.get("slug")),
      description: text(form.get("description")) ?? "",
      // Absent from an older form: left as they are.
      ...(form.has("name_hi") ? { name_hi: text(form.get("name_hi")) ?? "", description_hi: text(form.get("description_hi")) ?? "" } : {}),
    },
    "Saved. The shop shows the change now."),
);

export const moveCategoryAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData) =>
  change(caller, form, { parent: parentOf(form) }, "Moved. The shop shows it in its new place now."),
);

export const publishCategoryAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData) => {
  const show = text(form.get("is_public")) === "true";
  return change(caller, form, { is_public: show }, show ? "Published: shoppers see it when its parents are shown." : "Hidden from shoppers.");
});

export const reorderCategoryAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  const row = id === null ? null : await db().category.findUnique({ where: { id }, select: { displayOrder: true } });
  if (!row) return GONE;
  const position = row.displayOrder + 1 + (text(form.get("move")) === "up" ? -1 : 1);
  if (position < 1) return { ok: true, message: "It is first already." };
  return change(caller, form, { position }, "Moved. The shop shows the new order now.");
});

export const categoryPictureAction = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return GONE;
  const remove = text(form.get("remove")) === "yes";
  const file = form.get("picture");
  try {
    const key = remove ? null : await storeCategoryPicture(file instanceof File ? file : null, CATEGORY_PICTURE_LIMIT);
    await transaction((tx) => setCategoryImage(tx, { id: caller.user.id, ip: caller.ip }, id, key, text(form.get("updated_at"))));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: remove ? "Picture removed." : "Picture saved. The shop shows it now." };
});
