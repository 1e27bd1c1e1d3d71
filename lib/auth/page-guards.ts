// Who may see a personal page, checked on the server by every such page (and its layout: Next renders a
// layout and its page side by side, so a page that reads data must check for itself).
import { forbidden, redirect } from "next/navigation";
import { localePath } from "@/lib/i18n/locale.ts";
import { pageLocale } from "@/lib/i18n/texts.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";
import type { Caller, CallerUser } from "./caller.ts";
import { getPageCaller } from "./page-caller.ts";

/** The signed-in caller; anyone else is sent to sign in and come back to `path`, in the page's language. */
export async function requireShopper(path: string): Promise<Caller & { user: CallerUser }> {
  const caller = await getPageCaller();
  if (!caller.user) {
    const locale = await pageLocale();
    redirect(localePath(locale, loginHref(localePath(locale, path))));
  }
  return caller as Caller & { user: CallerUser };
}

/** A staff caller; anonymous visitors are sent to sign in, signed-in shoppers get the 403 page. */
export async function requireStaff(path: string): Promise<Caller & { user: CallerUser }> {
  const caller = await requireShopper(path);
  if (!caller.user.isStaff) forbidden();
  return caller;
}
