// The owner's staff forms: invite by e-mail (an account made, or a shopper's promoted) with a link
// mailed through the outbox whose token is kept hashed and built from the public URL; change groups;
// remove staff rights (never one's own). Only the owner; everything audited.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptInvitation, invitationState } from "@/lib/admin/messages/staff.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { sha256 } from "@/lib/auth/secrets.ts";
import { db, transaction } from "@/lib/db.ts";
import { composeMessage } from "@/lib/messaging/compose.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { inviteStaffMember, removeStaffMember, saveStaffGroups } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
}

let owner: { id: number };
beforeAll(async () => {
  owner = await db().user.update({ where: { id: (await createUser({ isStaff: true })).id }, data: { firstName: "Meera" } });
  pageCaller = { user: { ...owner, isStaff: true, isSuperuser: true, staffGroups: [] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
});
beforeEach(async () => {
  await db().outboxMessage.deleteMany();
});

/** The invitation link as the mail would carry it (the outbox keeps it sealed). */
async function invitationLink(to: string): Promise<string> {
  const row = await db().outboxMessage.findFirstOrThrow({ where: { recipient: to, template: "staff-invitation" } });
  expect(JSON.stringify(row.data)).not.toContain("token");
  const mail = composeMessage({ ...row, channel: "email" } as never);
  return /https?:\/\/\S+staff-invitation\/\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
}

describe("inviting staff", () => {
  it("makes the account, mails a link from the public URL with its token kept hashed, and the link works once", async () => {
    expect(await inviteStaffMember({}, form({ email: "Kiran@Example.in", groups: ["orders", "customers"] }))).toEqual({ ok: true, message: "Invited: kiran@example.in gets a link by mail." });
    const kiran = await db().user.findUniqueOrThrow({ where: { email: "kiran@example.in" } });
    expect([kiran.isStaff, kiran.isSuperuser, kiran.staffGroups]).toEqual([true, false, ["orders", "customers"]]);
    const link = await invitationLink("kiran@example.in");
    expect(link.startsWith(`${process.env.NEXTAUTH_URL ?? ""}`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    const invitation = await db().staffInvitation.findFirstOrThrow({ where: { userId: kiran.id } });
    expect(invitation.tokenHash).toBe(sha256(token));
    expect(await invitationState(token)).toEqual({ state: "open", email: "kiran@example.in" });
    expect(await transaction((tx) => acceptInvitation(tx, token))).toBe(true);
    expect(await transaction((tx) => acceptInvitation(tx, token))).toBe(false);
    expect(await invitationState(token)).toEqual({ state: "accepted" });
    expect((await db().user.findUniqueOrThrow({ where: { id: kiran.id } })).emailVerified).toBe(true);
    expect(await db().auditLogEntry.count({ where: { action: "staff.invite", entityId: String(kiran.id) } })).toBe(1);
  });

  it("promotes a shopper's account, refuses a staff member's address and a bad one beside the field", async () => {
    const shopper = await createUser({ email: "nisha@example.in" });
    expect((await inviteStaffMember({}, form({ email: "nisha@example.in", groups: "content" }))).ok).toBe(true);
    expect((await db().user.findUniqueOrThrow({ where: { id: shopper.id } })).staffGroups).toEqual(["content"]);
    expect(await inviteStaffMember({}, form({ email: "nisha@example.in" }))).toEqual({ message: "This address is already a staff member's.", values: { email: "nisha@example.in" } });
    expect(await inviteStaffMember({}, form({ email: "not an address" }))).toEqual({ errors: { email: "Enter a valid e-mail address." }, message: "Check the fields marked.", values: { email: "not an address" } });
  });
});

describe("changing and removing staff", () => {
  it("saves groups, removes rights (signing the member out), and never one's own", async () => {
    const arjun = await createUser({ staffGroups: ["orders"] });
    const seen = (await db().user.update({ where: { id: arjun.id }, data: { updatedAt: new Date("2026-11-01T00:00:00Z") } })).updatedAt;
    expect(await saveStaffGroups({}, form({ id: String(arjun.id), groups: ["catalogue", "orders"] }))).toEqual({ ok: true, message: "Groups saved." });
    const saved = await db().user.findUniqueOrThrow({ where: { id: arjun.id } });
    expect(saved.staffGroups).toEqual(["orders", "catalogue"]);
    // The account's version moves on, so a customer form opened before cannot undo the change unseen.
    expect(saved.updatedAt.getTime()).toBeGreaterThan(seen.getTime());
    expect(await saveStaffGroups({}, form({ id: String(arjun.id), groups: ["root"] }))).toEqual({ message: "Choose groups from the list." });

    expect(await removeStaffMember({}, form({ id: String(owner.id) }))).toEqual({ message: "You cannot remove your own staff rights." });
    expect(await removeStaffMember({}, form({ id: String(arjun.id) }))).toEqual({ ok: true, message: "Staff rights removed." });
    expect(await db().user.findUniqueOrThrow({ where: { id: arjun.id } })).toMatchObject({ isStaff: false, staffGroups: [] });
    expect(await removeStaffMember({}, form({ id: String(arjun.id) }))).toEqual({ message: "This staff member does not exist." });
    expect(await db().auditLogEntry.findFirstOrThrow({ where: { action: "staff.remove" } })).toMatchObject({ actorId: owner.id, entityType: "User", entityId: String(arjun.id) });
  });
});
