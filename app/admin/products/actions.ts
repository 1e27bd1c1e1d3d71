"use server";
// The product pages' forms: quick edit of price and stock in the list, bulk publish (asked to confirm
// first) and the product editor. Each parses with the staff API's schema and calls the same services.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { staffAction } from "@/lib/admin/guard.ts";
import { parseForm, refusal, type FormState } from "@/lib/admin/form-state.ts";
import { markdownToHtml } from "@/lib/content/markdown.ts";
import { AdminProductCreateInput, AdminProductPatchInput, AdminVariantCreateInput, BulkPublishInput, productFormInput, variantFormInput } from "@/lib/catalogue/product-admin-schemas.ts";
import { createProduct, setPublished, updateProduct } from "@/lib/catalogue/product-admin-write.ts";
import { AltText, changePicture } from "@/lib/catalogue/product-pictures.ts";
import { createVariant } from "@/lib/catalogue/product-variants.ts";
import { StockRecordPatchInput, updateStockRecord } from "@/lib/catalogue/stock-admin.ts";
import { transaction } from "@/lib/db.ts";

const LIST = "/admin/products/";

export const quickEditStock = staffAction(["catalogue"], LIST, async (caller, _prev: FormState, form: FormData): Promise<FormState> => {
  const id = Number(form.get("stockrecord"));
  const stock = String(form.get("num_in_stock") ?? "");
  const body = { price: String(form.get("price") ?? ""), num_in_stock: stock === "" ? null : Number(stock), updated_at: String(form.get("updated_at") ?? "") };
  const parsed = parseForm(StockRecordPatchInput, body);
  if ("state" in parsed) return parsed.state;
  if (!Number.isInteger(id) || id <= 0) return { error: "This product has no stock record." };
  try {
    const record = await transaction((tx) => updateStockRecord(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
    return { ok: `Saved: ₹${record.price}, ${record.numInStock ?? "not tracked"} in stock.` };
  } catch (e) {
    return refusal(e, body);
  }
});

export interface BulkState extends FormState {
  confirm?: { ids: number[]; isPublic: boolean };
  done?: string;
}

export const bulkPublish = staffAction(["catalogue"], LIST, async (caller, _prev: BulkState, form: FormData): Promise<BulkState> => {
  const body = { ids: form.getAll("ids").map(String), is_public: form.get("is_public") === "true" };
  const parsed = parseForm(BulkPublishInput, body);
  if ("state" in parsed) return { error: parsed.state.errors?.ids ?? "Choose at least one product." };
  const { ids, is_public } = parsed.data;
  if (form.get("confirmed") !== "yes") return { confirm: { ids, isPublic: is_public } };
  const n = await transaction((tx) => setPublished(tx, { id: caller.user.id, ip: caller.ip }, ids, is_public));
  return { done: `${n} ${n === 1 ? "product" : "products"} ${is_public ? "published" : "hidden from the shop"}.` };
});

export interface ProductFormState extends FormState {
  preview?: string;
}

export const saveProduct = staffAction(["catalogue"], LIST, async (caller, _prev: ProductFormState, form: FormData): Promise<ProductFormState> => {
  const body = productFormInput(form);
  if (form.get("intent") === "preview") return { values: body, preview: markdownToHtml(String(body.description ?? "")) };
  const id = Number(form.get("id") || 0);
  const actor = { id: caller.user.id, ip: caller.ip };
  let savedId: number;
  try {
    if (id) {
      const parsed = parseForm(AdminProductPatchInput, body);
      if ("state" in parsed) return parsed.state;
      savedId = (await transaction((tx) => updateProduct(tx, actor, id, parsed.data))).id;
    } else {
      const parsed = parseForm(AdminProductCreateInput, body);
      if ("state" in parsed) return parsed.state;
      savedId = (await transaction((tx) => createProduct(tx, actor, parsed.data))).id;
    }
  } catch (e) {
    return refusal(e, body);
  }
  redirect(`/admin/products/${savedId}/?saved=1`);
});

export const addVariant = staffAction(["catalogue"], LIST, async (caller, _prev: FormState, form: FormData): Promise<FormState> => {
  const id = Number(form.get("product"));
  const body = variantFormInput(form);
  const parsed = parseForm(AdminVariantCreateInput, body);
  if ("state" in parsed) return parsed.state;
  if (!Number.isSafeInteger(id) || id <= 0) return { error: "This product no longer exists.", values: body };
  try {
    await transaction((tx) => createVariant(tx, { id: caller.user.id, ip: caller.ip }, id, parsed.data));
  } catch (e) {
    return refusal(e, body);
  }
  redirect(`/admin/products/${id}/?saved=variant#variants`);
});

export const changeProductPicture = staffAction(["catalogue"], LIST, async (caller, _prev: FormState, form: FormData): Promise<FormState> => {
  const productId = Number(form.get("product"));
  const imageId = Number(form.get("image"));
  const change = String(form.get("change") ?? "alt");
  const alt = AltText.safeParse(form.get("alt") ?? "");
  if (change === "alt" && !alt.success) return { errors: { alt: alt.error.issues[0].message } };
  if (!Number.isInteger(productId) || !Number.isInteger(imageId)) return { error: "This picture is gone." };
  try {
    await transaction((tx) =>
      changePicture(tx, { id: caller.user.id, ip: caller.ip }, productId, imageId, change === "remove" ? { remove: true } : change === "up" || change === "down" ? { move: change } : { alt: alt.data }),
    );
  } catch (e) {
    return refusal(e, {});
  }
  revalidatePath(`/admin/products/${productId}/`);
  return { ok: change === "remove" ? "Removed." : change === "alt" ? "Alt text saved." : "Moved." };
});
