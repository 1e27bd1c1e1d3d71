// Permission checks shared by endpoints and pages.
import { NotAuthenticatedError, PermissionDeniedError } from "@/lib/errors.ts";
import type { Caller } from "./caller.ts";
import { mayUse, type StaffAccess } from "./staff-groups.ts";

/**
 * Who may call: anyone, a signed-in user, any staff member, or staff with a group
 * (`{ staff: ["orders"] }`, or `{ staff: "superuser" }` for the owner alone).
 */
export type Permission = "anyone" | "user" | "staff" | { staff: StaffAccess };

const staffAccess = (p: Permission): StaffAccess | null => (p === "staff" ? "any-staff" : typeof p === "object" ? p.staff : null);

/** Throws the documented 401/403 unless the caller has `permission`. */
export function checkPermission(caller: Caller, permission: Permission): void {
  if (permission === "anyone") return;
  if (!caller.user) throw new NotAuthenticatedError();
  const access = staffAccess(permission);
  if (access && !mayUse(caller.user, access)) throw new PermissionDeniedError();
}

export function hasPermission(caller: Caller, permission: Permission): boolean {
  if (permission === "anyone") return true;
  if (!caller.user) return false;
  const access = staffAccess(permission);
  return !access || mayUse(caller.user, access);
}

/** The staff access a permission asks for, or null when it asks for none (tests walking the staff API). */
export function staffAccessOf(permission: Permission | undefined): StaffAccess | null {
  return staffAccess(permission ?? "anyone");
}
