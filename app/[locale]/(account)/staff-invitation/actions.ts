"use server";
// Accepting a staff invitation (a POST from this site only, so a mail scanner following the link
// accepts nothing): the link is used up, the address marked verified, and the member sent to sign in.
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { acceptInvitation, STAFF_INVITATION_PATH } from "@/lib/admin/messages/staff.ts";
import { isCrossSite } from "@/lib/auth/csrf.ts";
import { transaction } from "@/lib/db.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";

export async function acceptStaffInvitation(formData: FormData): Promise<void> {
  const list = await headers();
  if (isCrossSite(list, originFromHeaders(list))) forbidden();
  const accepted = await transaction((tx) => acceptInvitation(tx, String(formData.get("token") ?? "")));
  redirect(accepted ? loginHref("/admin/") : `${STAFF_INVITATION_PATH}?failed=1`);
}
