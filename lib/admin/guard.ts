// The server-side checks of the staff pages and their Server Actions (decision 0105). The admin layout
// checks only that the caller is staff; each page and each action checks the group of its section
// itself, since Next renders a layout and its page side by side and calls actions without the layout.
import { forbidden, redirect } from "next/navigation";
import type { Caller, CallerUser } from "@/lib/auth/caller.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { mayUse, type StaffAccess } from "@/lib/auth/staff-groups.ts";
import { refresher, STAFF_WAIT_MS } from "@/lib/page-cache/refresher.mjs";
import { loginHref } from "@/lib/storefront/login-href.ts";
import { sectionOf } from "./sections.ts";

export type StaffCaller = Caller & { user: CallerUser };

function refuse(caller: Caller, path: string): never {
  if (!caller.user) redirect(loginHref(path));
  forbidden();
}

/** The staff caller allowed to open `path` (its section's group); others are sent to sign in or get 403. */
export async function requireStaffPage(path: string): Promise<StaffCaller> {
  const caller = await getPageCaller();
  if (!mayUse(caller.user, sectionOf(path).access)) refuse(caller, path);
  return caller as StaffCaller;
}

/** A Server Action usable only by staff with `access`; it carries its access for the permission test. */
export type StaffAction<A extends unknown[], R> = ((...args: A) => Promise<R>) & { staffAccess: StaffAccess };

/**
 * Wraps a staff Server Action: the caller is checked before anything is read from the form. `path` is
 * where an anonymous caller comes back to after signing in.
 */
export function staffAction<A extends unknown[], R>(access: StaffAccess, path: string, act: (caller: StaffCaller, ...args: A) => Promise<R>): StaffAction<A, R> {
  const action = async (...args: A): Promise<R> => {
    const caller = await getPageCaller();
    if (!mayUse(caller.user, access)) refuse(caller, path);
    try {
      return await act(caller as StaffCaller, ...args);
    } finally {
      // The shop pages the change made out of date are being rendered again in the background: the staff
      // member who goes to look sees the new ones (bounded; shoppers are served meanwhile, decision 0106).
      // Also when the action ends by redirecting (Next's redirect() throws), as a saved editor does.
      await refresher.settled(STAFF_WAIT_MS);
    }
  };
  return Object.assign(action, { staffAccess: access });
}
