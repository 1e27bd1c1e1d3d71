"use server";
// The newsletter links' pages ask before they change anything: these are their POSTs (Next checks that
// they come from this site), so a mail scanner that follows a link cannot confirm or unsubscribe.
import { redirect } from "next/navigation";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { confirmSubscription, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe } from "@/lib/content/newsletter.ts";

const tokenOf = (formData: FormData) => String(formData.get("token") ?? "").slice(0, 128);
// Back to the same page in the language it was asked in (the question's form says which: "en" or "hi" only).
const pathOf = (template: string, token: string, formData: FormData) => localePath(asLocale(formData.get("locale")), template.replace("{token}", encodeURIComponent(token)));

export async function confirmNewsletter(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await confirmSubscription(token);
  redirect(pathOf(NEWSLETTER_CONFIRM_PATH, token, formData));
}

export async function leaveNewsletter(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await unsubscribe(token);
  redirect(pathOf(NEWSLETTER_UNSUBSCRIBE_PATH, token, formData));
}
