"use server";
// The newsletter links' pages ask before they change anything: these are their POSTs (Next checks that
// they come from this site), so a mail scanner that follows a link cannot confirm or unsubscribe.
import { redirect } from "next/navigation";
import { tokenOf, tokenPagePath } from "@/lib/storefront/token-page-form.ts";
import { confirmSubscription, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe } from "@/lib/content/newsletter.ts";

export async function confirmNewsletter(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await confirmSubscription(token);
  redirect(tokenPagePath(NEWSLETTER_CONFIRM_PATH, token, formData));
}

export async function leaveNewsletter(formData: FormData): Promise<void> {
  const token = tokenOf(formData);
  await unsubscribe(token);
  redirect(tokenPagePath(NEWSLETTER_UNSUBSCRIBE_PATH, token, formData));
}
