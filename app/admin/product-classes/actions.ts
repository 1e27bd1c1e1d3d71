"use server";
// The product class form (catalogue group): the same schema and service as the class's staff edits
// everywhere, audited and told to every cache.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
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
