// The customer page's Server Actions: name and mobile saved (a stale form refused with who changed it),
// deactivate ends the customer's sessions and reactivate restores sign-in, sign out everywhere, erase only
// after the customer asked. Refused to staff without the customers group, changing nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { createSession } from "@/lib/auth/sessions.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { deactivateCustomer, eraseCustomer, reactivateCustomer, saveCustomer, saveStaffGroups, signOutCustomer } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const outcome = (sent: Promise<unknown>) => sent.then((state) => ({ state }), (e: unknown) => ({ refused: String((e as { digest?: string }).digest ?? e) }));

const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, isStaff: true, isSuperuser: false, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let meera: { id: number };
let other: { id: number };
beforeAll(async () => {
  meera = await db().user.update({ where: { id: (await createUser({ staffGroups: ["customers"] })).id }, data: { firstName: "Meera" } });
  other = await createUser({ staffGroups: ["customers"] });
});

const version = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();

describe("the customer forms", () => {
  it("save name and mobile, refuse a stale form naming who saved it, and show field errors", async () => {
    const c = await createUser();
    const seen = await version(c.id);
    as(meera, ["customers"]);
    expect(await saveCustomer({}, form({ id: String(c.id), updated_at: seen, first_name: "Kavya", last_name: "Iyer", phone_number: "98450 12345" }))).toEqual({ ok: true, message: "Saved." });
    as(other, ["customers"]);
    const stale = await saveCustomer({}, form({ id: String(c.id), updated_at: seen, first_name: "Late", last_name: "", phone_number: "" }));
    expect(stale.message).toMatch(/^Changed by Meera at \d\d:\d\d — review and save again\.$/);
    const bad = await saveCustomer({}, form({ id: String(c.id), updated_at: await version(c.id), first_name: "Kavya", last_name: "Iyer", phone_number: "555" }));
    expect(bad).toMatchObject({ errors: { phone_number: "Enter a 10-digit Indian mobile number, like 98123 45678." }, message: "Check the fields marked." });
    expect(await db().user.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ firstName: "Kavya", lastName: "Iyer", phoneNumber: "+919845012345" });
    expect(await saveCustomer({}, form({ id: "x" }))).toEqual({ message: "This customer does not exist." });
  });

  it("deactivate ends the sessions, reactivate restores the account, sign out everywhere ends them again", async () => {
    const c = await createUser();
    await transaction((tx) => createSession(tx, c.id));
    as(meera, ["customers"]);
    expect(await deactivateCustomer({}, form({ id: String(c.id) }))).toEqual({ ok: true, message: "Deactivated: every session and token has ended." });
    expect(await db().session.count({ where: { userId: c.id } })).toBe(0);
    expect(await reactivateCustomer({}, form({ id: String(c.id) }))).toEqual({ ok: true, message: "Reactivated: the customer can sign in again." });
    expect((await db().user.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(true);
    await transaction((tx) => createSession(tx, c.id));
    expect(await signOutCustomer({}, form({ id: String(c.id) }))).toEqual({ ok: true, message: "Signed out everywhere (1 session ended)." });
  });

  it("erase only after the customer asked", async () => {
    const c = await createUser();
    as(meera, ["customers"]);
    expect(await eraseCustomer({}, form({ id: String(c.id) }))).toEqual({ message: "The customer has not asked to be erased. Erasure happens only on their request (from their account page)." });
    await db().user.update({ where: { id: c.id }, data: { erasureRequestedAt: new Date() } });
    expect(await eraseCustomer({}, form({ id: String(c.id) }))).toEqual({ ok: true, message: "Erased: the personal data is gone; the orders stay without the person." });
    expect(await db().user.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ email: `erased-${c.id}@erased.invalid`, firstName: "", isActive: false });
  });

  it("are refused to staff without the customers group, changing nothing", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    const c = await createUser();
    as(meera, ["catalogue", "orders", "marketing", "content", "careers", "settings"]);
    for (const action of [deactivateCustomer, signOutCustomer, eraseCustomer]) {
      expect(await outcome(action({}, form({ id: String(c.id) })))).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    }
    expect(await outcome(saveCustomer({}, form({ id: String(c.id), first_name: "X" })))).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect(await db().user.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ firstName: "Asha", isActive: true });
  });
});

describe("the staff groups form", () => {
  it("saves a staff member's groups for the owner only", async () => {
    const member = await createUser({ staffGroups: ["content"] });
    const f = () => {
      const x = form({ id: String(member.id) });
      x.append("staff_groups", "content");
      x.append("staff_groups", "orders");
      return x;
    };
    as(meera, ["customers"]);
    expect(await saveStaffGroups({}, f())).toEqual({ message: "Only the owner can change a staff member's groups." });
    const owner = await createUser({ isStaff: true });
    pageCaller = { user: { ...owner, staffGroups: ["orders", "catalogue", "marketing", "content", "careers", "customers", "settings"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    expect(await saveStaffGroups({}, f())).toEqual({ ok: true, message: "Groups saved." });
    expect((await db().user.findUniqueOrThrow({ where: { id: member.id } })).staffGroups).toEqual(["orders", "content"]);
  });
});
