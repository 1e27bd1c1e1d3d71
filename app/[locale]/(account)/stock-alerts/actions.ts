"use server";
// The back-in-stock links' pages ask before they change anything: these are their POSTs (Next checks
// that they come from this site), so a mail scanner that follows a link cannot confirm or cancel.
import { redirect } from "next/navigation";
import { tokenOf, tokenPagePath } from "@/lib/storefront/token-page-form.ts";
import { cancelStockAlert, confirmStockAlert, STOCK_ALERT_CANCEL_PATH, STOCK_ALERT_CONFIRM_PATH } from "@/lib/stock-alerts/alerts.ts";

export async function confirmAlert(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await confirmStockAlert(token);
  redirect(tokenPagePath(STOCK_ALERT_CONFIRM_PATH, token, formData));
}

export async function cancelAlert(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await cancelStockAlert(token);
  redirect(tokenPagePath(STOCK_ALERT_CANCEL_PATH, token, formData));
}
