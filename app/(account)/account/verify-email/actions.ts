"use server";
// Confirming an e-mail address from the link in the mail: a POST from the landing page (Next checks that
// it comes from this site), so a mail scanner that follows the link cannot confirm on its own.
import { redirect } from "next/navigation";
import { confirmEmailVerification, VERIFY_EMAIL_PATH } from "@/lib/auth/email-verification.ts";

export async function confirmEmail(formData: FormData): Promise<void> {
  const token = String(formData.get("token") ?? "");
  const confirmed = await confirmEmailVerification(token);
  redirect(`${VERIFY_EMAIL_PATH}?${confirmed ? "confirmed=1" : "failed=1"}`);
}
