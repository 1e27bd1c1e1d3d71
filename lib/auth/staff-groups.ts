// Staff permission groups (decision 0105): what a staff member may do besides seeing the dashboard.
// A superuser (the owner) has every group, the audit log and the staff accounts. An integration token
// acts with the groups it was given, never more than its owner has now.
import type { StaffGroup } from "@/lib/generated/prisma/enums.ts";

export type { StaffGroup };

export const STAFF_GROUPS = ["orders", "catalogue", "marketing", "content", "careers", "customers", "settings"] as const satisfies readonly StaffGroup[];

export const STAFF_GROUP_LABELS: Record<StaffGroup, string> = {
  orders: "Orders and stock",
  catalogue: "Catalogue, stock and prices",
  marketing: "Vouchers and marketing",
  content: "Shop content",
  careers: "Careers",
  customers: "Customers",
  settings: "Delivery and settings",
};

/**
 * Who may use a staff page, action or endpoint: any staff member, the owner only, or staff holding
 * at least one of the groups listed.
 */
export type StaffAccess = "any-staff" | "superuser" | readonly StaffGroup[];

export interface StaffStanding {
  isStaff: boolean;
  isSuperuser: boolean;
  /** The groups the caller acts with now (all of them for a superuser, a token's subset for a scoped token). */
  staffGroups: readonly StaffGroup[];
  /** True when the caller acts through a scoped integration token (never the owner's full powers). */
  scopedToken?: boolean;
}

/** The groups a user acts with through a credential; `tokenGroups` when the credential is a scoped token. */
export function actingGroups(user: { isSuperuser: boolean; staffGroups: readonly StaffGroup[] }, tokenGroups?: readonly StaffGroup[]): StaffGroup[] {
  const own: readonly StaffGroup[] = user.isSuperuser ? STAFF_GROUPS : user.staffGroups;
  return STAFF_GROUPS.filter((g) => own.includes(g) && (!tokenGroups || tokenGroups.includes(g)));
}

export function mayUse(who: StaffStanding | null | undefined, access: StaffAccess): boolean {
  if (!who?.isStaff) return false;
  if (access === "any-staff") return true;
  if (access === "superuser") return who.isSuperuser && !who.scopedToken;
  return access.some((g) => who.staffGroups.includes(g));
}

export function accessLabel(access: StaffAccess): string {
  if (access === "any-staff") return "any staff member";
  if (access === "superuser") return "the owner";
  return access.map((g) => STAFF_GROUP_LABELS[g].toLowerCase()).join(" or ");
}
