"use server";
// The stock pages' forms: a record's quick edit (price, stock, low-stock threshold) and the CSV import
// (preview, then apply). Both run the staff API's services with its zod schema; a price change needs
// the catalogue group, checked here on the server whatever the form showed.
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { formNumber, sentValues, stateOfError, type ImportState, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { applyImport, ImportChangedError, ImportFileError, MAX_IMPORT_BYTES, planImport } from "@/lib/admin/stock-import.ts";
import { StockRecordPatchInput, updateStockRecord } from "@/lib/catalogue/stock-admin.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["catalogue", "orders"] as const;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

export const saveStockRecord = staffAction(ACCESS, "/admin/stock/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return { message: "This stock record does not exist." };
  const body: Record<string, unknown> = { updated_at: text(form.get("updated_at")) };
  if (form.has("price")) body.price = text(form.get("price"));
  if (form.has("num_in_stock")) body.num_in_stock = formNumber(form.get("num_in_stock"));
  if (form.has("low_stock_threshold")) body.low_stock_threshold = formNumber(form.get("low_stock_threshold")) ?? null;
  const parsed = await parseInput(StockRecordPatchInput, body);
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    const mayChangePrice = caller.user.staffGroups.includes("catalogue");
    await transaction((tx) => updateStockRecord(tx, { id: caller.user.id, ip: caller.ip, mayChangePrice }, id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved." };
});

export const importStock = staffAction(ACCESS, "/admin/stock/import/", async (caller, _prev: ImportState, form: FormData): Promise<ImportState> => {
  const mayChangePrice = caller.user.staffGroups.includes("catalogue");
  try {
    if (form.get("intent") === "apply") {
      const csv = form.get("csv");
      const fingerprint = form.get("fingerprint");
      if (typeof csv !== "string" || typeof fingerprint !== "string") return { stage: "upload", fileError: "Choose the file again." };
      try {
        const plan = await transaction((tx) => applyImport(tx, { id: caller.user.id, ip: caller.ip }, csv, fingerprint, { mayChangePrice }));
        const n = plan.changes.length;
        return { stage: "done", message: `Applied ${n} ${n === 1 ? "change" : "changes"}${plan.refused.length ? `; ${plan.refused.length} refused rows were left out` : ""}.` };
      } catch (e) {
        if (e instanceof ImportChangedError) return { stage: "preview", csv, plan: e.plan, message: e.message };
        throw e;
      }
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return { stage: "upload", fileError: "Choose a CSV file." };
    if (file.size > MAX_IMPORT_BYTES) return { stage: "upload", fileError: `The file is larger than ${MAX_IMPORT_BYTES / 1024} KB.` };
    const csv = await file.text();
    return { stage: "preview", csv, plan: await planImport(csv, { mayChangePrice }) };
  } catch (e) {
    if (e instanceof ImportFileError) return { stage: "upload", fileError: e.message };
    throw e;
  }
});
