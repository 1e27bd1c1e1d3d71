// The staff customers API (issue 22, API.md §10 `users/`): search and filters in Envelope A, one
// customer with orders, lifetime value and live sessions, name and mobile edits with edit conflicts,
// deactivation that ends a signed-in browser at once and refuses sign-in with the reason, sign out
// everywhere, and erasure on the customer's request that keeps orders without the person. Only the
// customers group (and the owner for staff groups).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import * as data from "../../account/data/route.ts";
import * as erasure from "../../account/erasure/route.ts";
import * as login from "../../login/route.ts";
import * as erase from "./[id]/erase/route.ts";
import * as revoke from "./[id]/revoke-sessions/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let staff: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
const PASSWORD = "teak and cane 42";
const SAME_SITE = { Origin: "http://shop.test" };

beforeAll(async () => {
  staff = await signedIn({ staffGroups: ["customers"] });
  owner = await signedIn({ isStaff: true });
  await createCountries();
});

const get = (path: string, headers = staff.headers) => call(list, path, { headers });
const detail = (id: number, headers = staff.headers) => call(one, `/api/v2/admin/users/${id}/`, { params: { id: String(id) }, headers });
const patch = (id: number, body: unknown, headers = staff.headers) => call(one, `/api/v2/admin/users/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });

async function browserSignIn(email: string): Promise<string> {
  const r = await call(login, "/api/v2/login/", { method: "POST", body: { username: email, password: PASSWORD }, headers: SAME_SITE });
  expect(r.status).toBe(200);
  return r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("GET /api/v2/admin/users/", () => {
  it("finds customers by name, e-mail or phone, and filters by staff, active and erasure requested", async () => {
    const meera = await db().user.create({ data: { email: "meera.k@example.in", firstName: "Meera", lastName: "Krishnan", phoneNumber: "+919812345678" } });
    await db().user.create({ data: { email: "gone@example.in", firstName: "Ravi", isActive: false, erasureRequestedAt: new Date() } });
    for (const q of ["meera", "KRISHNAN", "meera.k@", "98123"]) {
      const r = await get(`/api/v2/admin/users/?q=${q}`);
      expect([r.status, r.json.count, r.json.results[0]?.id], q).toEqual([200, 1, meera.id]);
    }
    const r = await get("/api/v2/admin/users/?q=meera");
    expect(r.json).toEqual({
      count: 1, next: null, previous: null,
      results: [{
        id: meera.id, email: "meera.k@example.in", phone_number: "+919812345678", first_name: "Meera", last_name: "Krishnan",
        is_staff: false, is_active: true, staff_groups: [], date_joined: meera.dateJoined.toISOString(), last_login: null,
        erasure_requested_at: null, erased_at: null, updated_at: meera.updatedAt.toISOString(),
      }],
    });
    expect((await get("/api/v2/admin/users/?erasure_requested=true")).json.results.map((u: { email: string }) => u.email)).toEqual(["gone@example.in"]);
    expect((await get("/api/v2/admin/users/?is_active=false")).json.results.map((u: { email: string }) => u.email)).toEqual(["gone@example.in"]);
    expect((await get("/api/v2/admin/users/?is_staff=true")).json.count).toBe(2);
    expect((await get("/api/v2/admin/users/?is_staff=maybe")).status).toBe(400);
  });

  it("is refused to a content staff member and a shopper", async () => {
    const content = await signedIn({ staffGroups: ["content"] });
    const shopper = await signedIn();
    expect((await get("/api/v2/admin/users/", content.headers)).status).toBe(403);
    expect((await get("/api/v2/admin/users/", shopper.headers)).status).toBe(403);
    expect((await detail(shopper.user.id, content.headers)).status).toBe(403);
    expect((await call(erase, `/api/v2/admin/users/${shopper.user.id}/erase/`, { method: "POST", params: { id: String(shopper.user.id) }, headers: content.headers })).status).toBe(403);
  });
});

describe("one customer", () => {
  it("answers orders, lifetime value (cancelled left out) and live sessions; 404 for a bad id", async () => {
    const u = await createUser({ password: PASSWORD });
    await createOrder({ userId: u.id, quantities: [2] });
    const { order } = await createOrder({ userId: u.id, quantities: [1] });
    await db().order.update({ where: { id: order.id }, data: { status: "cancelled" } });
    await browserSignIn(u.email!);
    const r = await detail(u.id);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: u.id, num_orders: 2, lifetime_value: "2360.00", active_sessions: 2 });
    for (const bad of ["0", "abc", "99999999999"]) expect((await call(one, `/api/v2/admin/users/${bad}/`, { params: { id: bad }, headers: staff.headers })).status).toBe(404);
  });

  it("edits name and mobile (an Indian mobile, unverified), audited; refuses a stale updated_at with 409", async () => {
    const u = await createUser();
    const bad = await patch(u.id, { phone_number: "12345" });
    expect([bad.status, bad.json]).toEqual([400, { phone_number: ["Enter a 10-digit Indian mobile number, like 98123 45678."] }]);
    const r = await patch(u.id, { first_name: "Asha ", last_name: "Menon", phone_number: "098450 12399", updated_at: u.updatedAt.toISOString() });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ first_name: "Asha", last_name: "Menon", phone_number: "+919845012399" });
    expect((await db().user.findUniqueOrThrow({ where: { id: u.id } })).phoneVerified).toBe(false);
    const stale = await patch(u.id, { first_name: "Late", updated_at: u.updatedAt.toISOString() });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "customer.update", entityId: String(u.id) } });
    expect(audit).toMatchObject({ actorId: staff.user.id, entityType: "User", changes: { last_name: ["Rao", "Menon"], phone_number: [null, "+919845012399"] } });
  });

  it("leaves staff groups to the owner", async () => {
    const member = await createUser({ staffGroups: ["content"] });
    const refused = await patch(member.id, { staff_groups: ["content", "orders"] });
    expect([refused.status, refused.json]).toEqual([403, { detail: "Only the owner can change a staff member's groups." }]);
    const r = await patch(member.id, { staff_groups: ["orders", "content"] }, owner.headers);
    expect([r.status, r.json.staff_groups]).toEqual([200, ["orders", "content"]]);
    const shopper = await createUser();
    expect((await patch(shopper.id, { is_staff: true, staff_groups: ["content"] })).json).toEqual({ detail: "Only the owner can make an account staff or a shopper." });
    const made = await patch(shopper.id, { is_staff: true, staff_groups: ["content"] }, owner.headers);
    expect([made.status, made.json.is_staff, made.json.staff_groups]).toEqual([200, true, ["content"]]);
    const back = await patch(shopper.id, { is_staff: false }, owner.headers);
    expect([back.status, back.json.is_staff, back.json.staff_groups]).toEqual([200, false, []]);
  });
});

describe("deactivating", () => {
  it("ends a signed-in browser at once: its next request is anonymous, and signing in says why", async () => {
    const u = await createUser({ password: PASSWORD });
    const cookie = await browserSignIn(u.email!);
    const me = () => call(login, "/api/v2/login/", { headers: { Cookie: cookie } });
    expect((await me()).json).toMatchObject({ id: u.id });
    const r = await patch(u.id, { is_active: false });
    expect([r.status, r.json.is_active, r.json.active_sessions]).toEqual([200, false, 0]);
    expect((await me()).json).not.toMatchObject({ id: u.id });
    expect(await db().session.count({ where: { userId: u.id } })).toBe(0);
    expect(await db().apiToken.count({ where: { userId: u.id } })).toBe(0);
    const again = await call(login, "/api/v2/login/", { method: "POST", body: { username: u.email, password: PASSWORD }, headers: SAME_SITE });
    expect([again.status, again.json]).toEqual([401, { non_field_errors: ["This account has been deactivated. Write to us to restore it."] }]);
    expect(await db().auditLogEntry.count({ where: { action: "customer.deactivate", entityId: String(u.id) } })).toBe(1);
    const back = await patch(u.id, { is_active: true });
    expect([back.status, back.json.is_active]).toEqual([200, true]);
    expect((await call(login, "/api/v2/login/", { method: "POST", body: { username: u.email, password: PASSWORD }, headers: SAME_SITE })).status).toBe(200);
  });

  it("signs a customer out everywhere on request, audited", async () => {
    const u = await createUser({ password: PASSWORD });
    const cookie = await browserSignIn(u.email!);
    const r = await call(revoke, `/api/v2/admin/users/${u.id}/revoke-sessions/`, { method: "POST", params: { id: String(u.id) }, headers: staff.headers });
    expect([r.status, r.json]).toEqual([200, { detail: "Signed out everywhere.", ended: 2 }]);
    expect((await call(login, "/api/v2/login/", { headers: { Cookie: cookie } })).json).not.toMatchObject({ id: u.id });
    expect(await db().auditLogEntry.count({ where: { action: "customer.revoke_sessions", entityId: String(u.id) } })).toBe(1);
  });
});

describe("erasure", () => {
  it("downloads the customer's data, records their request, and erases them keeping orders without the person", async () => {
    const u = await createUser({ password: PASSWORD, email: "priya.s@example.in" });
    const { order } = await createOrder({ userId: u.id, email: "priya.s@example.in" });
    await db().wishList.create({ data: { ownerId: u.id, key: "priya-list", name: "Living room", lines: { create: { title: "Teak bench" } } } });
    await db().newsletterSubscription.create({ data: { email: "priya.s@example.in", status: "confirmed", tokenHash: "h-priya" } });
    const cookie = await browserSignIn(u.email!);

    const own = await call(data, "/api/v2/account/data/?download=1", { headers: { Cookie: cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="vanya-living-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(own.json.profile).toMatchObject({ id: u.id, email: "priya.s@example.in", first_name: "Asha", last_name: "Rao" });
    expect(own.json.orders).toEqual([expect.objectContaining({ number: String(order.number), total_incl_tax: "2360.00", lines: [expect.objectContaining({ quantity: 2 })] })]);
    expect(own.json.wish_lists).toEqual([{ name: "Living room", visibility: "Private", date_created: expect.any(String), lines: [{ title: "Teak bench", date_created: expect.any(String) }] }]);
    expect(own.json.reviews).toEqual([]);
    expect(own.json.newsletter).toMatchObject({ email: "priya.s@example.in", status: "confirmed" });

    const early = await call(erase, `/api/v2/admin/users/${u.id}/erase/`, { method: "POST", params: { id: String(u.id) }, headers: staff.headers });
    expect([early.status, early.json]).toEqual([409, { detail: "The customer has not asked to be erased. Erasure happens only on their request (from their account page)." }]);

    const asked = await call(erasure, "/api/v2/account/erasure/", { method: "POST", headers: { Cookie: cookie, ...SAME_SITE } });
    expect([asked.status, asked.json]).toEqual([200, { detail: "We have your request. Our team will erase your account; your orders stay in our tax records without your name.", erasure_requested_at: expect.any(String) }]);
    expect((await get("/api/v2/admin/users/?erasure_requested=true")).json.results.map((x: { id: number }) => x.id)).toContain(u.id);

    const r = await call(erase, `/api/v2/admin/users/${u.id}/erase/`, { method: "POST", params: { id: String(u.id) }, headers: staff.headers });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ email: `erased-${u.id}@erased.invalid`, first_name: "", last_name: "", phone_number: null, is_active: false, num_orders: 1, lifetime_value: "2360.00", active_sessions: 0 });
    const kept = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { shippingAddress: true, lines: true } });
    expect(kept).toMatchObject({ email: `erased-${u.id}@erased.invalid`, totalInclTax: expect.anything() });
    expect(String(kept.totalInclTax)).toBe("2360");
    expect(kept.lines).toHaveLength(1);
    expect(kept.shippingAddress).toMatchObject({ firstName: "", lastName: "", line1: "Erased", line4: "", phoneNumber: null, postcode: "560038", countryIso2: "IN" });
    expect(await db().wishList.count({ where: { ownerId: u.id } })).toBe(0);
    expect(await db().newsletterSubscription.count({ where: { email: "priya.s@example.in" } })).toBe(0);
    expect((await call(login, "/api/v2/login/", { headers: { Cookie: cookie } })).json).not.toMatchObject({ id: u.id });
    const signIn = await call(login, "/api/v2/login/", { method: "POST", body: { username: "priya.s@example.in", password: PASSWORD }, headers: SAME_SITE });
    expect([signIn.status, signIn.json]).toEqual([401, { non_field_errors: ["invalid login"] }]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "customer.erase", entityId: String(u.id) } });
    expect(JSON.stringify(audit)).not.toMatch(/priya|Asha|Rao/i);
    const twice = await call(erase, `/api/v2/admin/users/${u.id}/erase/`, { method: "POST", params: { id: String(u.id) }, headers: staff.headers });
    expect([twice.status, twice.json]).toEqual([409, { detail: "This customer has already been erased." }]);
  });
});
