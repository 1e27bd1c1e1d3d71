"use server";
// The back-in-stock links' pages ask before they change anything: these are their POSTs (Next checks
// that they come from this site), so a mail scanner that follows a link cannot confirm or cancel.
import { redirect } from "next/navigation";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { cancelStockAlert, confirmStockAlert, STOCK_ALERT_CANCEL_PATH, STOCK_ALERT_CONFIRM_PATH } from "@/lib/stock-alerts/alerts.ts";

const tokenOf = (formData: FormData) => String(formData.get("token") ?? "").slice(0, 128);
// Back to the same page in the language it was asked in (the question's form says which: "en" or "hi" only).
const pathOf = (template: string, token: string, formData: FormData) => localePath(asLocale(formData.get("locale")), template.replace("{token}", encodeURIComponent(token)));

export async function confirmAlert(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await confirmStockAlert(token);
  redirect(pathOf(STOCK_ALERT_CONFIRM_PATH, token, formData));
}

export async function cancelAlert(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await cancelStockAlert(token);
  redirect(pathOf(STOCK_ALERT_CANCEL_PATH, token, formData));
}
