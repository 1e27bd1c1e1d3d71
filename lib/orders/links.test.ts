// An order's two links (docs/decisions/0085): the tracking token shows status, events and lines only and
// lets its holder cancel a new order; the thanks token opens the whole order for a day; staff revoke
// either. The thanks page's read is checked here through its service (lib/orders/tracking.ts); its 404s
// on a real server in scripts/account-pages.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "@/lib/auth/tokens.ts";
import { db, transaction } from "@/lib/db.ts";
import { stockOf } from "@/lib/testing/basket-fixtures.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { holdGuestSlots } from "./guest-holds.ts";
import { orderByThanksToken, thanksTokenOpens } from "./tracking.ts";
import * as track from "@/app/api/v2/orders/track/route.ts";
import * as trackCancel from "@/app/api/v2/orders/track/cancel/route.ts";
import * as status from "@/app/api/v2/admin/orders/[id]/status/route.ts";
import * as revoke from "@/app/api/v2/admin/orders/[id]/revoke-links/route.ts";

useTestDatabase();
beforeAll(createCountries);

async function staff() {
  const user = await createUser({ isStaff: true });
  const token = await transaction((tx) => issueToken(tx, user.id));
  return { user, auth: { Authorization: `Token ${token.key}` } };
}

const trackBy = (token: string, ip = "198.51.100.20") => call(track, `/api/v2/orders/track/?token=${encodeURIComponent(token)}`, { ip });
const cancel = (token: unknown, ip = "198.51.100.21") => call(trackCancel, "/api/v2/orders/track/cancel/", { method: "POST", body: { token }, ip });
const revokeLinks = (auth: Record<string, string>, id: number, body: unknown = {}) =>
  call(revoke, `/api/v2/admin/orders/${id}/revoke-links/`, { method: "POST", body, headers: auth, params: { id: String(id) } });
const move = (auth: Record<string, string>, id: number, body: unknown) =>
  call(status, `/api/v2/admin/orders/${id}/status/`, { method: "POST", body, headers: auth, params: { id: String(id) } });

describe("the tracking token", () => {
  it("shows status, events and line titles only: no address, no phone, no e-mail", async () => {
    const { order, products, trackingToken } = await createOrder({ email: "guest@example.in" });
    const r = await trackBy(trackingToken);
    expect([r.status, r.json]).toEqual([
      200,
      {
        number: String(order.number),
        status: "new",
        date_placed: order.datePlaced.toISOString(),
        lines: [{ title: products[0].title }],
        tracking: [{ status: "new", note: "Order placed", created_at: expect.any(String) }],
      },
    ]);
    expect(r.text).not.toMatch(/guest@example\.in|Asha|2nd Cross|560038|9845012345/);
  });

  it("does not open the thanks page, and the thanks token does not track", async () => {
    const { order, trackingToken, thanksToken } = await createOrder();
    expect(await thanksTokenOpens(String(order.number), trackingToken)).toBe(false);
    await expect(orderByThanksToken(String(order.number), trackingToken)).rejects.toMatchObject({ status: 404 });
    expect((await trackBy(thanksToken)).status).toBe(404);
  });
});

describe("the thanks token", () => {
  it("opens the whole order for its number, and a day later no longer", async () => {
    const { order, thanksToken } = await createOrder({ email: "thanks@example.in" });
    const found = await orderByThanksToken(String(order.number), thanksToken);
    expect([found.email, found.shippingAddress?.line1]).toEqual(["thanks@example.in", "14, 2nd Cross"]);
    await expect(orderByThanksToken(String(order.number + 1), thanksToken)).rejects.toMatchObject({ status: 404 });
    await expect(orderByThanksToken(String(order.number), `${thanksToken}x`)).rejects.toMatchObject({ status: 404 });
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.thanksTokenHash).not.toContain(thanksToken);
    const dayLater = new Date(stored.thanksTokenExpiresAt!.getTime() + 1);
    expect(stored.thanksTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    await expect(orderByThanksToken(String(order.number), thanksToken, dayLater)).rejects.toMatchObject({ status: 404 });
    expect(await thanksTokenOpens(String(order.number), thanksToken, dayLater)).toBe(false);
  });
});

describe("POST /api/v2/orders/track/cancel/", () => {
  it("cancels a new order with its tracking token and releases its stock as cancelling does; then 409", async () => {
    const { order, products, trackingToken } = await createOrder({ quantities: [2, 3], stock: 6 });
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 6, numAllocated: 2 });
    const r = await cancel(trackingToken);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toEqual({
      number: String(order.number),
      status: "cancelled",
      date_placed: order.datePlaced.toISOString(),
      lines: products.map((p) => ({ title: p.title })),
      tracking: [
        { status: "new", note: "Order placed", created_at: expect.any(String) },
        { status: "cancelled", note: "Cancelled by the customer", created_at: expect.any(String) },
      ],
    });
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 6, numAllocated: 0 });
    expect(await stockOf(products[1].id)).toEqual({ numInStock: 6, numAllocated: 0 });
    expect((await db().outboxMessage.findFirstOrThrow({ where: { recipient: "asha@example.in", template: "order-status" }, orderBy: { id: "desc" } })).data).toMatchObject({ status: "Cancelled" });
    const again = await cancel(trackingToken);
    expect([again.status, again.json]).toEqual([409, { detail: "Order can no longer be cancelled.", code: "order_not_cancellable" }]);
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 6, numAllocated: 0 });
  });

  it("refuses once the order is processing, and finds nothing for another token", async () => {
    const { auth } = await staff();
    const { order, products, trackingToken, thanksToken } = await createOrder({ quantities: [1], stock: 4 });
    expect((await move(auth, order.id, { status: "processing" })).status).toBe(200);
    const r = await cancel(trackingToken);
    expect([r.status, r.json]).toEqual([409, { detail: "Order can no longer be cancelled.", code: "order_not_cancellable" }]);
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 4, numAllocated: 1 });
    for (const token of [thanksToken, `${trackingToken}x`, "", "x".repeat(300)]) {
      const other = await cancel(token);
      expect(other.status, token).toBe(token.length > 200 ? 400 : 404);
    }
    expect([(await cancel(7)).status, (await call(trackCancel, "/api/v2/orders/track/cancel/", { method: "POST", body: {} })).status]).toEqual([400, 400]);
  });

  it("gives a guest's open-order slots back", async () => {
    const { order, trackingToken } = await createOrder({ email: "slots@example.in" });
    await transaction(async (tx) => {
      expect(await holdGuestSlots(tx, { email: "slots@example.in", phone: "+919845012345" }, 5)).toBeNull();
      await tx.order.update({ where: { id: order.id }, data: { holdsGuestSlot: true } });
    });
    const counts = async () => (await db().guestOrderHold.findMany({ orderBy: { contactKey: "asc" } })).map((h) => h.openOrders);
    expect(await counts()).toEqual([1, 1]);
    expect((await cancel(trackingToken)).status).toBe(200);
    expect(await counts()).toEqual([0, 0]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).holdsGuestSlot).toBe(false);
  });
});

describe("POST /api/v2/admin/orders/{id}/revoke-links/", () => {
  it("is for staff only", async () => {
    const { order } = await createOrder();
    const shopper = await createUser();
    const token = await transaction((tx) => issueToken(tx, shopper.id));
    const r = await revokeLinks({ Authorization: `Token ${token.key}` }, order.id);
    expect([r.status, r.json]).toEqual([403, { detail: "You do not have permission to perform this action." }]);
    const anonymous = await call(revoke, `/api/v2/admin/orders/${order.id}/revoke-links/`, { method: "POST", body: {}, params: { id: String(order.id) } });
    expect(anonymous.status).toBe(403);
  });

  it("ends the tracking link in the mails sent so far and the thanks link; the next mail carries a working link", async () => {
    const { auth, user } = await staff();
    const { order, trackingToken, thanksToken } = await createOrder({ email: "revoke@example.in" });
    const r = await revokeLinks(auth, order.id);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toEqual({ number: String(order.number), tracking_link_version: 1, thanks_link_expires_at: null, links_revoked_at: expect.stringMatching(/Z$/) });
    expect((await trackBy(trackingToken)).status).toBe(404);
    expect((await cancel(trackingToken)).status).toBe(404);
    expect(await thanksTokenOpens(String(order.number), thanksToken)).toBe(false);
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { action: "order.links.revoke", entityId: String(order.id) } });
    expect([entry.actorId, entry.entityType, entry.changes]).toEqual([user.id, "order", { links: "all", tracking_link_version: [0, 1], thanks_link: "ended" }]);

    expect((await move(auth, order.id, { status: "processing" })).status).toBe(200);
    const { trackingUrl } = await latestSecrets("revoke@example.in", "order-status");
    const fresh = new URL(trackingUrl).searchParams.get("token")!;
    expect(fresh).not.toBe(trackingToken);
    expect((await trackBy(fresh)).json).toMatchObject({ number: String(order.number), status: "processing" });
  });

  it("revokes only the thanks link when asked; unknown orders are 404, unknown kinds 400", async () => {
    const { auth } = await staff();
    const { order, trackingToken, thanksToken } = await createOrder();
    const r = await revokeLinks(auth, order.id, { links: "thanks" });
    expect(r.json).toMatchObject({ tracking_link_version: 0, thanks_link_expires_at: null });
    expect((await trackBy(trackingToken)).status).toBe(200);
    expect(await thanksTokenOpens(String(order.number), thanksToken)).toBe(false);
    const tracking = await revokeLinks(auth, order.id, { links: "tracking" });
    expect(tracking.json).toMatchObject({ tracking_link_version: 1 });
    expect([(await revokeLinks(auth, 999_999)).status, (await revokeLinks(auth, order.id, { links: "every" })).json]).toEqual([404, { links: ['"every" is not a valid choice.'] }]);
  });
});
