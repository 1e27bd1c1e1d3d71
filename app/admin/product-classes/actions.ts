"use server";
// The product class form (catalogue group): the same schema and service as the class's staff edits
// everywhere, audited and told to every cache.
import { revalidatePath } from "next/cache";
import { parseForm, refusal as formRefusal, type FormState } from "@/lib/admin/form-state.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { AttributeChangeInput, AttributeCreateInput, attributeFromForm, createAttribute, deleteAttribute, updateAttribute } from "@/lib/admin/product-classes/attributes.ts";
import { EMPTY_CLASS_FORM, formErrors, refusal, type ClassFormState } from "@/lib/admin/product-classes/form-state.ts";
import { ProductClassInput, productClassFromForm, updateProductClass } from "@/lib/admin/product-classes/service.ts";
import { transaction } from "@/lib/db.ts";

const PATH = "/admin/product-classes/";

export const saveProductClassAction = staffAction(["catalogue"], PATH, async (caller, _state: ClassFormState, form: FormData): Promise<ClassFormState> => {
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return { ...EMPTY_CLASS_FORM, message: "This product class no longer exists." };
  const parsed = ProductClassInput.safeParse(productClassFromForm(form));
  if (!parsed.success) return { ok: false, message: "Check the fields marked.", errors: formErrors(parsed.error) };
  try {
    await transaction((tx) => updateProductClass(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return refusal(e);
  }
  revalidatePath(`${PATH}${id}/`);
  revalidatePath(PATH);
  return { ok: true, message: "Saved. The shop shows the change now.", errors: {} };
});

/** Adds an attribute to a class, or changes one (the form names it with `attribute`). */
export const saveAttributeAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const classId = Number(form.get("class"));
  const attributeId = form.has("attribute") ? Number(form.get("attribute")) : null;
  const body = attributeFromForm(form);
  if (!Number.isSafeInteger(classId) || classId < 1 || (attributeId !== null && (!Number.isSafeInteger(attributeId) || attributeId < 1))) {
    return { error: "This attribute or class no longer exists.", values: body };
  }
  const actor = { id: caller.user.id, ip: caller.ip };
  try {
    if (attributeId === null) {
      const parsed = parseForm(AttributeCreateInput, body);
      if ("state" in parsed) return parsed.state;
      await transaction((tx) => createAttribute(tx, actor, classId, parsed.data));
    } else {
      const parsed = parseForm(AttributeChangeInput, body);
      if ("state" in parsed) return parsed.state;
      await transaction((tx) => updateAttribute(tx, actor, classId, attributeId, parsed.data));
    }
  } catch (e) {
    return formRefusal(e, body);
  }
  revalidatePath(`${PATH}${classId}/`);
  return { ok: attributeId === null ? `Added "${String(body.name)}".` : "Saved." };
});

/** Removes an attribute no product has a value for. */
export const removeAttributeAction = staffAction(["catalogue"], PATH, async (caller, _state: FormState, form: FormData): Promise<FormState> => {
  const classId = Number(form.get("class"));
  const attributeId = Number(form.get("attribute"));
  if (!Number.isSafeInteger(classId) || !Number.isSafeInteger(attributeId)) return { error: "This attribute no longer exists." };
  try {
    await transaction((tx) => deleteAttribute(tx, { id: caller.user.id, ip: caller.ip }, classId, attributeId));
  } catch (e) {
    const state = formRefusal(e, {});
    return { error: state.errors?.attribute ?? state.error ?? "This attribute could not be removed." };
  }
  revalidatePath(`${PATH}${classId}/`);
  return { ok: "Removed." };
});
