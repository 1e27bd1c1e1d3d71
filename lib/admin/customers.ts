// Staff: customers (issue 22). The list (search by name, e-mail or phone; filters), one customer with
// their order count, lifetime value and live sessions, and the changes staff make — name and mobile,
// deactivate / reactivate (every credential ends at once), "sign out everywhere", the superuser's staff
// groups, and erasure on the customer's request. One service for the pages and the staff API; every
// change is audited in its transaction.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { STAFF_GROUPS } from "@/lib/auth/staff-groups.ts";
import { endEveryCredential, eraseCustomer } from "@/lib/customers/erasure.ts";
import { lockUser, ProfileFields, profileOf, saveProfile } from "@/lib/customers/profile.ts";
import { db, type Prisma, type Db, type Tx } from "@/lib/db.ts";
import { ApiError, NotFoundError } from "@/lib/errors.ts";
import type { StaffGroup, User } from "@/lib/generated/prisma/client.ts";
import { money } from "@/lib/pricing/index.ts";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const CustomerFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the name, e-mail or phone number."),
  is_staff: flag.optional(),
  is_active: flag.optional(),
  erasure_requested: flag.optional().describe("true: customers who asked to be erased and are not erased yet."),
});
export type CustomerQuery = z.infer<typeof CustomerFilters>;

export const CustomerPatchInput = ProfileFields.extend({
  is_active: z.boolean().describe("false ends every session and token of the account at once and refuses sign-in."),
  is_staff: z.boolean().describe("Makes the account a staff member (or a shopper again); the owner only. Ends the account's sessions."),
  staff_groups: z.array(z.enum(STAFF_GROUPS)).max(STAFF_GROUPS.length).describe("A staff member's permission groups (the owner only)."),
  updated_at: z.string().max(40).describe("The customer's updated_at as read: a change since is refused with 409 edit_conflict."),
})
  .partial()
  .meta({ id: "CustomerPatchInput" });
export type CustomerPatch = z.infer<typeof CustomerPatchInput>;

export const AdminCustomerSchema = z
  .object({
    id: z.int(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    is_staff: z.boolean(),
    is_active: z.boolean(),
    staff_groups: z.array(z.enum(STAFF_GROUPS)),
    date_joined: z.string(),
    last_login: z.string().nullable(),
    erasure_requested_at: z.string().nullable(),
    erased_at: z.string().nullable(),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminCustomer" });
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({
  num_orders: z.int(),
  lifetime_value: z.string().describe("Total incl. GST of the customer's orders, cancelled ones left out (INR)."),
  active_sessions: z.int().describe("Live browser sessions, API tokens and app sessions."),
}).meta({ id: "AdminCustomerDetail" });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const RevokedSchema = z.object({ detail: z.string(), ended: z.int() }).meta({ id: "SessionsEnded" });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function adminCustomerJson(u: User): AdminCustomer {
  return {
    id: u.id, email: u.email, phone_number: u.phoneNumber, first_name: u.firstName, last_name: u.lastName,
    is_staff: u.isStaff, is_active: u.isActive, staff_groups: u.isStaff ? [...u.staffGroups] : [],
    date_joined: u.dateJoined.toISOString(), last_login: iso(u.lastLogin),
    erasure_requested_at: iso(u.erasureRequestedAt), erased_at: iso(u.erasedAt), updated_at: u.updatedAt.toISOString(),
  };
}

/** Order count and lifetime value (cancelled orders left out of the value). */
export async function customerTotals(userId: number, client: Tx | Db = db()): Promise<{ orders: number; value: string }> {
  const [row] = await client.$queryRaw<{ n: bigint; value: string | null }[]>`
    SELECT COUNT(*) AS n, SUM(CASE WHEN status <> 'cancelled' THEN "totalInclTax" ELSE 0 END)::text AS value FROM "Order" WHERE "userId" = ${userId}`;
  return { orders: Number(row?.n ?? 0), value: money(row?.value ?? 0) };
}

/** Live credentials: sessions and tokens not revoked or expired, AUTH app sessions not expired. */
export async function liveCredentials(userId: number, client: Tx | Db = db(), now = new Date()): Promise<number> {
  const [s, t, h] = await Promise.all([
    client.session.count({ where: { userId, revokedAt: null, expiresAt: { gt: now } } }),
    client.apiToken.count({ where: { userId, revokedAt: null, expiresAt: { gt: now } } }),
    client.headerSession.count({ where: { userId, expiresAt: { gt: now } } }),
  ]);
  return s + t + h;
}

export async function adminCustomerDetailJson(u: User, client: Tx | Db = db()): Promise<AdminCustomerDetail> {
  const [totals, sessions] = [await customerTotals(u.id, client), await liveCredentials(u.id, client)];
  return { ...adminCustomerJson(u), num_orders: totals.orders, lifetime_value: totals.value, active_sessions: sessions };
}

export function customerWhere(q: CustomerQuery): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [];
  if (q.q) {
    const words = q.q.split(/\s+/).filter(Boolean).slice(0, 5);
    const digits = q.q.replace(/\D/g, "");
    for (const w of words) {
      and.push({
        OR: [
          { firstName: { contains: w, mode: "insensitive" } },
          { lastName: { contains: w, mode: "insensitive" } },
          { email: { contains: w.toLowerCase() } },
          { phoneNumber: { contains: w } },
          ...(digits.length >= 4 && words.length === 1 ? [{ phoneNumber: { contains: digits.slice(-10) } }] : []),
        ],
      });
    }
  }
  if (q.is_staff !== undefined) and.push({ isStaff: q.is_staff });
  if (q.is_active !== undefined) and.push({ isActive: q.is_active });
  if (q.erasure_requested === true) and.push({ erasureRequestedAt: { not: null }, erasedAt: null });
  if (q.erasure_requested === false) and.push({ OR: [{ erasureRequestedAt: null }, { erasedAt: { not: null } }] });
  return { AND: and };
}

export const countCustomers = (where: Prisma.UserWhereInput) => db().user.count({ where });
export const listCustomers = (where: Prisma.UserWhereInput, offset: number, limit: number) =>
  db().user.findMany({ where, orderBy: [{ dateJoined: "desc" }, { id: "desc" }], skip: offset, take: limit });

/** Customers who asked to be erased and wait for staff (the dashboard's count). */
export const countErasureRequests = () => db().user.count({ where: { erasureRequestedAt: { not: null }, erasedAt: null } });

export async function customerOr404(id: number, client: Tx | Db = db()): Promise<User> {
  const u = await client.user.findUnique({ where: { id } });
  if (!u) throw new NotFoundError();
  return u;
}

export interface Actor {
  id: number;
  ip?: string;
  isSuperuser: boolean;
}

async function locked(tx: Tx, id: number): Promise<User> {
  const u = await lockUser(tx, id);
  if (!u) throw new NotFoundError();
  return u;
}

const standing = (u: User) => ({ ...profileOf(u), is_active: u.isActive, is_staff: u.isStaff, staff_groups: [...u.staffGroups] });

/** Staff change a customer: name, mobile, active, and (the owner only) a staff member's groups. */
export async function updateCustomer(tx: Tx, actor: Actor, id: number, patch: CustomerPatch): Promise<User> {
  const row = await locked(tx, id);
  await assertUnchanged("User", id, row.updatedAt, patch.updated_at, tx);
  if (row.erasedAt) throw new ApiError(409, { detail: "This customer has been erased; the account cannot be changed." });
  const staffChange = patch.is_staff !== undefined && patch.is_staff !== row.isStaff;
  if (staffChange) {
    if (!actor.isSuperuser) throw new ApiError(403, { detail: "Only the owner can make an account staff or a shopper." });
    if (row.isSuperuser || row.id === actor.id) throw new ApiError(409, { detail: "The owner's own standing cannot be changed here." });
  }
  const willBeStaff = patch.is_staff ?? row.isStaff;
  if (patch.staff_groups !== undefined && JSON.stringify([...patch.staff_groups].sort()) !== JSON.stringify([...row.staffGroups].sort())) {
    if (!actor.isSuperuser) throw new ApiError(403, { detail: "Only the owner can change a staff member's groups." });
    if (!willBeStaff) throw new ApiError(400, { staff_groups: ["Only staff members have groups."] });
  }
  if (patch.is_active === false && (row.id === actor.id || row.isSuperuser)) {
    throw new ApiError(409, { detail: row.id === actor.id ? "You cannot deactivate your own account." : "The owner's account cannot be deactivated." });
  }
  if (row.isStaff && !actor.isSuperuser && (patch.is_active !== undefined && patch.is_active !== row.isActive)) {
    throw new ApiError(403, { detail: "Only the owner can deactivate or reactivate a staff member." });
  }
  const before = standing(row);
  let saved = await saveProfile(tx, row, patch, { isActive: patch.is_active });
  if (staffChange || (patch.staff_groups !== undefined && willBeStaff)) {
    const groups = willBeStaff ? STAFF_GROUPS.filter((g) => (patch.staff_groups ?? row.staffGroups).includes(g)) : [];
    if (willBeStaff !== saved.isStaff || JSON.stringify(groups) !== JSON.stringify(saved.staffGroups)) {
      saved = await tx.user.update({ where: { id }, data: { isStaff: willBeStaff, staffGroups: groups as StaffGroup[], updatedAt: new Date() } });
    }
  }
  const after = standing(saved);
  if (JSON.stringify(after) === JSON.stringify(before)) return row;
  if ((before.is_active && !after.is_active) || staffChange) await endEveryCredential(tx, id);
  const action = before.is_active !== after.is_active ? (after.is_active ? "customer.reactivate" : "customer.deactivate") : "customer.update";
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action, entityType: "User", entityId: id, before, after });
  return saved;
}

/** "Sign out everywhere": ends every session and token of the customer. */
export async function revokeCustomerSessions(tx: Tx, actor: Actor, id: number): Promise<number> {
  const row = await locked(tx, id);
  if (row.isStaff && !actor.isSuperuser && row.id !== actor.id) throw new ApiError(403, { detail: "Only the owner can sign a staff member out." });
  const before = await liveCredentials(id, tx);
  const ended = await endEveryCredential(tx, id);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "customer.revoke_sessions", entityType: "User", entityId: id, before: { active_sessions: before }, after: { active_sessions: 0 } });
  return ended;
}

/** Erases the customer on their request; the audit entry holds no personal data. */
export async function eraseCustomerByStaff(tx: Tx, actor: Actor, id: number): Promise<User> {
  const row = await locked(tx, id);
  const saved = await eraseCustomer(tx, row);
  await recordStaffAction(tx, {
    actorId: actor.id, ip: actor.ip, action: "customer.erase", entityType: "User", entityId: id,
    before: { erasure_requested_at: iso(row.erasureRequestedAt), erased_at: null }, after: { erasure_requested_at: iso(row.erasureRequestedAt), erased_at: iso(saved.erasedAt) },
  });
  return saved;
}
