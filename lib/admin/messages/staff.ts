// Staff members, for the owner (/admin/staff/, superuser only): who is staff with their groups; invite
// by e-mail (makes the account, or promotes an existing one, and mails a one-time link whose token is
// kept hashed, built from the configured public URL); change groups; remove staff rights (never one's
// own, never the last owner's). Every change is audited; removing rights signs the member out everywhere.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { randomKey, sha256 } from "@/lib/auth/secrets.ts";
import { signOutEverywhere } from "@/lib/auth/sign-in.ts";
import { STAFF_GROUP_LABELS, STAFF_GROUPS, type StaffGroup } from "@/lib/auth/staff-groups.ts";
import { displayName } from "@/lib/auth/users.ts";
import { db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import type { Actor } from "./contact.ts";

export const INVITATION_DAYS = 7;
export const STAFF_INVITATION_PATH = "/staff-invitation/";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const StaffGroupsInput = z.array(z.enum(STAFF_GROUPS)).max(STAFF_GROUPS.length);

export const StaffInviteInput = z.object({
  email: z.email("Enter a valid e-mail address.").max(254).transform((v) => v.trim().toLowerCase()).meta({ label: "E-mail" }),
  groups: StaffGroupsInput,
});
export type StaffInviteInput = z.infer<typeof StaffInviteInput>;

const select = { id: true, email: true, firstName: true, lastName: true, phoneNumber: true, isSuperuser: true, staffGroups: true, lastLogin: true, dateJoined: true } as const;

export const listStaff = () => db().user.findMany({ where: { isStaff: true, isActive: true }, select, orderBy: [{ isSuperuser: "desc" }, { email: "asc" }, { id: "asc" }] });
export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

const groupNames = (groups: readonly StaffGroup[]) => groups.map((g) => STAFF_GROUP_LABELS[g]).join(", ");

/** Makes (or promotes) the account and mails the invitation; answers the user's id. */
export async function inviteStaff(tx: Tx, actor: Actor, input: StaffInviteInput, now = new Date()): Promise<number> {
  const existing = await tx.user.findUnique({ where: { email: input.email } });
  if (existing?.isStaff) throw new ConflictError("This address is already a staff member's.", "already_staff");
  const groups = [...new Set(input.groups)];
  const user = existing
    ? await tx.user.update({ where: { id: existing.id }, data: { isStaff: true, staffGroups: groups } })
    : await tx.user.create({ data: { email: input.email, isStaff: true, staffGroups: groups } });
  const token = randomKey(32);
  await tx.staffInvitation.create({
    data: { userId: user.id, tokenHash: sha256(token), invitedById: actor.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) },
  });
  const inviter = await tx.user.findUnique({ where: { id: actor.id }, select: { firstName: true, email: true, phoneNumber: true } });
  await queueEmail(tx, {
    to: input.email,
    template: "staff-invitation",
    data: { invitedBy: inviter ? displayName(inviter) : "The owner", groups: groupNames(groups), expiresInDays: INVITATION_DAYS },
    secrets: { inviteUrl: publicUrl(`${STAFF_INVITATION_PATH}?token=${token}`) },
  });
  await recordStaffAction(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: existing ? "staff.promote" : "staff.invite",
    entityType: "User",
    entityId: user.id,
    before: existing ? { is_staff: false, staff_groups: existing.staffGroups } : null,
    after: { is_staff: true, staff_groups: groups },
  });
  return user.id;
}

async function staffMemberOr404(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${id} FOR UPDATE`;
  const u = await tx.user.findUnique({ where: { id } });
  if (!u?.isStaff) throw new NotFoundError("This staff member does not exist.");
  return u;
}

export async function setStaffGroups(tx: Tx, actor: Actor, id: number, groups: StaffGroup[]): Promise<void> {
  const u = await staffMemberOr404(tx, id);
  const next = STAFF_GROUPS.filter((g) => groups.includes(g));
  // updatedAt moves on: a customer form opened before this change is refused instead of undoing it.
  await tx.user.update({ where: { id }, data: { staffGroups: next, updatedAt: new Date() } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "staff.groups", entityType: "User", entityId: id, before: { staff_groups: u.staffGroups }, after: { staff_groups: next } });
}

/** Takes staff rights away (the account stays, as a shopper's) and signs the member out everywhere. */
export async function removeStaff(tx: Tx, actor: Actor, id: number): Promise<void> {
  if (id === actor.id) throw new ConflictError("You cannot remove your own staff rights.", "self");
  const u = await staffMemberOr404(tx, id);
  await tx.user.update({ where: { id }, data: { isStaff: false, isSuperuser: false, staffGroups: [], updatedAt: new Date() } });
  await signOutEverywhere(tx, id);
  await recordStaffAction(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: "staff.remove",
    entityType: "User",
    entityId: id,
    before: { is_staff: true, is_superuser: u.isSuperuser, staff_groups: u.staffGroups },
    after: { is_staff: false, is_superuser: false, staff_groups: [] },
  });
}

export type InvitationState = { state: "open"; email: string } | { state: "accepted" } | { state: "invalid" };

async function invitationRow(token: string) {
  if (!TOKEN.test(token)) return null;
  return db().staffInvitation.findUnique({ where: { tokenHash: sha256(token) }, include: { user: { select: { email: true, isStaff: true } } } });
}

/** What an invitation link can still do (read only: a mail scanner following it changes nothing). */
export async function invitationState(token: string, now = new Date()): Promise<InvitationState> {
  const row = await invitationRow(token);
  if (!row?.user.isStaff || !row.user.email) return { state: "invalid" };
  if (row.acceptedAt) return { state: "accepted" };
  return row.expiresAt > now ? { state: "open", email: row.user.email } : { state: "invalid" };
}

/** Uses the link up and marks the address verified (the link proves it); true when it was open. */
export async function acceptInvitation(tx: Tx, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const row = await tx.staffInvitation.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row) return false;
  const used = await tx.staffInvitation.updateMany({ where: { id: row.id, acceptedAt: null, expiresAt: { gt: now } }, data: { acceptedAt: now } });
  if (used.count === 0) return false;
  const changed = await tx.user.updateMany({ where: { id: row.userId, isStaff: true }, data: { emailVerified: true } });
  return changed.count === 1;
}
