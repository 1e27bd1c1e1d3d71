// Permission checks shared by endpoints and pages.
import { NotAuthenticatedError, PermissionDeniedError } from "@/lib/errors.ts";
import type { Caller } from "./caller.ts";

export type Permission = "anyone" | "user" | "staff";

/** Throws the documented 403 unless the caller has `permission`. */
export function checkPermission(caller: Caller, permission: Permission): void {
  if (permission === "anyone") return;
  if (!caller.user) throw new NotAuthenticatedError();
  if (permission === "staff" && !caller.user.isStaff) throw new PermissionDeniedError();
}

export function hasPermission(caller: Caller, permission: Permission): boolean {
  return permission === "anyone" || (!!caller.user && (permission === "user" || caller.user.isStaff));
}
