"use server";
// The account page's forms (issue 22): the shopper's name and mobile, and "Delete my account" (an erasure
// request staff act on). POSTs from this site only, as the verification page's are.
import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import { refresh } from "next/cache";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { isCrossSite } from "@/lib/auth/csrf.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { ERASURE_REQUESTED } from "@/lib/customers/erasure-request.ts";
import { requestOwnErasure, saveOwnProfile } from "@/lib/customers/own-account.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : "");

async function signedInShopper(): Promise<number> {
  const list = await headers();
  if (isCrossSite(list, originFromHeaders(list))) forbidden();
  const caller = await getPageCaller();
  if (!caller.user) forbidden();
  return caller.user.id;
}

export async function saveMyProfile(_prev: StockFormState, form: FormData): Promise<StockFormState> {
  const userId = await signedInShopper();
  try {
    await saveOwnProfile(userId, { first_name: text(form.get("first_name")), last_name: text(form.get("last_name")), phone_number: text(form.get("phone_number")) });
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Saved." };
}

export async function askForErasure(_prev: StockFormState, _form: FormData): Promise<StockFormState> {
  const userId = await signedInShopper();
  await requestOwnErasure(userId);
  refresh();
  return { ok: true, message: ERASURE_REQUESTED };
}
