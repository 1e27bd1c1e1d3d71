"use server";
// The account page's forms (issue 22): the shopper's name and mobile, and "Delete my account" (an erasure
// request staff act on). POSTs from this site only, as the verification page's are.
import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import { refresh } from "next/cache";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { isCrossSite } from "@/lib/auth/csrf.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { requestOwnErasure, saveOwnProfile } from "@/lib/customers/own-account.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";
import { inCallerLanguage } from "@/lib/i18n/api-messages.ts";
import { asLocale } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : "");

async function signedInShopper(): Promise<number> {
  const list = await headers();
  if (isCrossSite(list, originFromHeaders(list))) forbidden();
  const caller = await getPageCaller();
  if (!caller.user) forbidden();
  return caller.user.id;
}

// Each action is bound to the page's language by the page (an action has no [locale] param of its own),
// and answers in it: the API's Hindi texts for refusals, the account's for what went well.
export async function saveMyProfile(language: string, _prev: StockFormState, form: FormData): Promise<StockFormState> {
  const userId = await signedInShopper();
  const locale = asLocale(language);
  try {
    await saveOwnProfile(userId, { first_name: text(form.get("first_name")), last_name: text(form.get("last_name")), phone_number: text(form.get("phone_number")) });
  } catch (e) {
    return { ...inCallerLanguage(stateOfError(e), locale), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: messagesOf(locale).AccountHome.saved };
}

export async function askForErasure(language: string, _prev: StockFormState, _form: FormData): Promise<StockFormState> {
  const userId = await signedInShopper();
  await requestOwnErasure(userId);
  refresh();
  const locale = asLocale(language);
  return { ok: true, message: messagesOf(locale).AccountHome.erasureRequested };
}
