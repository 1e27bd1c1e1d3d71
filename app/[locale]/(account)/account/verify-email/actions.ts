"use server";
// The verification page's two forms (docs/decisions/0080): confirming the address with the account's
// password, and "I did not make this account". Both are POSTs from this site only: Next checks the
// Origin against the host; a request a browser marks as cross-site in any other way (Referer,
// Sec-Fetch-Site) is refused here too (403), as the API's session endpoints refuse it.
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { isCrossSite } from "@/lib/auth/csrf.ts";
import { confirmEmailVerification, disownUnverifiedAccount, VERIFY_EMAIL_PATH, type ConfirmOutcome } from "@/lib/auth/email-verification.ts";
import { clientIp } from "@/lib/http/client-ip.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";

async function sameSiteHeaders() {
  const list = await headers();
  if (isCrossSite(list, originFromHeaders(list))) forbidden();
  return list;
}

/** Where each outcome sends the browser: the page in its new state, or back to the form with the problem named. */
/** The page again in the language it was asked in (its forms say which: "en" or "hi" only). */
const inLanguageOf = (formData: FormData, path: string) => localePath(asLocale(formData.get("locale")), path);

function landing(outcome: ConfirmOutcome, token: string): string {
  if (outcome === "confirmed") return `${VERIFY_EMAIL_PATH}?confirmed=1`;
  if (outcome === "invalid") return `${VERIFY_EMAIL_PATH}?failed=1`;
  return `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}&problem=${outcome === "wait" ? "wait" : "password"}`;
}

export async function confirmEmail(formData: FormData): Promise<void> {
  const list = await sameSiteHeaders();
  const token = String(formData.get("token") ?? "");
  const outcome = await confirmEmailVerification(token, String(formData.get("password") ?? ""), clientIp(list));
  redirect(inLanguageOf(formData, landing(outcome, token)));
}

export async function disownAccount(formData: FormData): Promise<void> {
  await sameSiteHeaders();
  const removed = await disownUnverifiedAccount(String(formData.get("token") ?? ""));
  redirect(inLanguageOf(formData, `${VERIFY_EMAIL_PATH}?${removed ? "removed=1" : "failed=1"}`));
}
