// Orders after checkout (spec/API.md §6, §10): ownership, the shapes, the status pipeline with its
// stock consumption and release, tracking events and mails, the buyer's cancel, public tracking.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { stockOf } from "@/lib/testing/basket-fixtures.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { composeMessage } from "@/lib/messaging/compose.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import * as list from "@/app/api/v2/orders/route.ts";
import * as detail from "@/app/api/v2/orders/[id]/route.ts";
import * as lines from "@/app/api/v2/orders/[id]/lines/route.ts";
import * as line from "@/app/api/v2/orderlines/[id]/route.ts";
import * as summaries from "@/app/api/v2/%5Forders/route.ts";
import * as v1detail from "@/app/api/v1/%5Forders/[id]/route.ts";
import * as track from "@/app/api/v2/orders/track/route.ts";
import * as status from "@/app/api/v2/admin/orders/[id]/status/route.ts";

useTestDatabase();
beforeAll(createCountries);

async function shopper(opts: { isStaff?: boolean } = {}) {
  const user = await createUser(opts);
  const token = await transaction((tx) => issueToken(tx, user.id));
  return { user, auth: { Authorization: `Token ${token.key}` } };
}

const move = (auth: Record<string, string>, id: number, body: unknown) =>
  call(status, `/api/v2/admin/orders/${id}/status/`, { method: "POST", body, headers: auth, params: { id: String(id) } });

describe("the buyer's orders", () => {
  it("are for signed-in callers only", async () => {
    for (const [route, path, params] of [[list, "/api/v2/orders/", {}], [summaries, "/api/v2/_orders/", {}], [detail, "/api/v2/orders/1/", { id: "1" }], [line, "/api/v2/orderlines/1/", { id: "1" }], [v1detail, "/api/v1/_orders/1/", { id: "1" }]] as const) {
      const r = await call(route, path, { params });
      expect(r.status, path).toBe(403);
      expect(r.json).toEqual({ detail: "Authentication credentials were not provided." });
    }
  });

  it("lists one's own orders newest first with the Order shape", async () => {
    const { user, auth } = await shopper();
    const first = await createOrder({ userId: user.id, email: user.email! });
    const second = await createOrder({ userId: user.id, email: user.email!, quantities: [1, 3] });
    await createOrder({ userId: (await createUser()).id });
    const r = await call(list, "/api/v2/orders/", { headers: auth });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.json.map((o: { number: string }) => o.number)).toEqual([String(second.order.number), String(first.order.number)]);
    const o = r.json[1];
    expect(o).toEqual({
      number: String(first.order.number),
      basket: null,
      url: `http://shop.test/api/v2/orders/${first.order.id}/`,
      lines: `http://shop.test/api/v2/orders/${first.order.id}/lines/`,
      owner: `http://shop.test/api/v2/users/${user.id}/`,
      billing_address: null,
      currency: "INR",
      total_incl_tax: "2360.00",
      total_excl_tax: "2000.00",
      shipping_incl_tax: "0.00",
      shipping_excl_tax: "0.00",
      shipping_address: {
        title: "", first_name: "Asha", last_name: "Rao", line1: "14, 2nd Cross", line2: "", line3: "", line4: "Bengaluru", state: "",
        postcode: "560038", country: "http://shop.test/api/v2/countries/IN/", phone_number: "+919845012345", notes: "",
      },
      shipping_method: "Standard delivery",
      shipping_code: "standard",
      status: "new",
      email: user.email,
      date_placed: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      payment_url: null,
      payment_method: "cod",
      payment_state: "not_required",
      offer_discounts: [],
      voucher_discounts: [],
      surcharges: [],
      invoice_url: null,
      credit_notes: [],
    });
    expect(Number(first.order.number)).toBeGreaterThanOrEqual(100001);
    const one = await call(detail, o.url.replace("http://shop.test", ""), { headers: auth, params: { id: String(first.order.id) } });
    expect(one.json).toEqual(o);
    // Asked for pages (?page or ?page_size): Envelope A (docs/decisions/0088).
    const paged = await call(list, "/api/v2/orders/?page_size=1", { headers: auth });
    expect(paged.json).toEqual({ count: 2, next: "http://shop.test/api/v2/orders/?page_size=1&page=2", previous: null, results: [r.json[0]] });
    expect((await call(list, "/api/v2/orders/?page=2&page_size=1", { headers: auth })).json.results).toEqual([o]);
    expect((await call(list, "/api/v2/orders/?page=3&page_size=1", { headers: auth })).json).toEqual({ detail: "Invalid page." });
  });

  it("shows lines, and answers 404 for someone else's order or line", async () => {
    const { user, auth } = await shopper();
    const { auth: otherAuth } = await shopper();
    const { order, products } = await createOrder({ userId: user.id, quantities: [2] });
    const r = await call(lines, `/api/v2/orders/${order.id}/lines/`, { headers: auth, params: { id: String(order.id) } });
    expect(r.status).toBe(200);
    const sr = await db().stockRecord.findUniqueOrThrow({ where: { productId: products[0].id } });
    expect(r.json).toEqual([
      {
        url: expect.stringMatching(/^http:\/\/shop\.test\/api\/v2\/orderlines\/\d+\/$/),
        product: `http://shop.test/api/v2/products/${products[0].id}/`,
        title: products[0].title,
        stockrecord: `http://shop.test/api/v2/products/${products[0].id}/stockrecords/${sr.id}/`,
        quantity: 2,
        attributes: [],
        price_currency: "INR",
        price_excl_tax: "2000.00",
        price_incl_tax: "2360.00",
        price_incl_tax_excl_discounts: "2360.00",
        price_excl_tax_excl_discounts: "2000.00",
        order: `http://shop.test/api/v2/orders/${order.id}/`,
      },
    ]);
    const lineId = r.json[0].url.split("/").at(-2);
    expect((await call(line, `/api/v2/orderlines/${lineId}/`, { headers: auth, params: { id: lineId } })).json).toEqual(r.json[0]);
    for (const [route, path, id] of [[detail, "/api/v2/orders/", String(order.id)], [lines, "/api/v2/orders/", String(order.id)], [line, "/api/v2/orderlines/", lineId], [v1detail, "/api/v1/_orders/", String(order.id)]] as const) {
      const other = await call(route, `${path}${id}/`, { headers: otherAuth, params: { id } });
      expect(other.status).toBe(404);
      expect(other.json).toEqual({ detail: "Not found." });
    }
    expect((await call(detail, "/api/v2/orders/abc/", { headers: auth, params: { id: "abc" } })).status).toBe(404);
  });

  it("summarises orders in Envelope A", async () => {
    const { user, auth } = await shopper();
    const a = await createOrder({ userId: user.id, quantities: [1, 2] });
    const b = await createOrder({ userId: user.id, quantities: [4] });
    const r = await call(summaries, "/api/v2/_orders/?page_size=1", { headers: auth });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      count: 2,
      next: "http://shop.test/api/v2/_orders/?page_size=1&page=2",
      previous: null,
      results: [
        {
          id: b.order.id,
          number: String(b.order.number),
          url: `http://shop.test/api/v1/_orders/${b.order.id}/`,
          status: "new",
          date_placed: b.order.datePlaced.toISOString(),
          total_incl_tax: "4720.00",
          currency: "INR",
          item_count: 4,
          first_item_image: null,
        },
      ],
    });
    expect((await call(summaries, "/api/v2/_orders/?page=2&page_size=1", { headers: auth })).json.results[0].item_count).toBe(3);
    void a;
  });
});

describe("the status pipeline", () => {
  it("is for staff only", async () => {
    const { order } = await createOrder();
    const { auth } = await shopper();
    const r = await move(auth, order.id, { status: "processing" });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ detail: "You do not have permission to perform this action." });
  });

  it("moves new → processing → shipped → delivered; shipping consumes exactly what was allocated", async () => {
    const { auth } = await shopper({ isStaff: true });
    const { order, products } = await createOrder({ quantities: [2, 3], stock: 10 });
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 10, numAllocated: 2 });
    expect((await move(auth, order.id, { status: "processing" })).json.status).toBe("processing");
    const shipped = await move(auth, order.id, { status: "shipped", note: "Packed with care", tracking_number: "BLR123456" });
    expect(shipped.status).toBe(200);
    expect(shipped.json.status).toBe("shipped");
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 8, numAllocated: 0 });
    expect(await stockOf(products[1].id)).toEqual({ numInStock: 7, numAllocated: 0 });
    const mail = await db().outboxMessage.findFirst({ where: { recipient: "asha@example.in", template: "order-status" }, orderBy: { id: "desc" } });
    expect(mail?.data).toEqual({
      name: "Asha",
      orderNumber: String(order.number),
      status: "Shipped",
      trackingNumber: "BLR123456",
      note: "Packed with care",
      lines: [
        { title: products[0].title, variant: "", quantity: 2, total: "₹2,360" },
        { title: products[1].title, variant: "", quantity: 3, total: "₹3,540" },
      ],
      totals: { subtotal: "₹5,900", shipping: "Free", discount: "", total: "₹5,900" },
    });
    expect(JSON.stringify(mail?.data)).not.toContain("token=");
    expect(mail?.secrets).not.toContain("token=");
    const sent = composeMessage({ ...mail!, channel: "email" });
    expect(sent.subject).toBe(`Order ${order.number}: Shipped`);
    expect(sent.text).toContain(`- 2 × ${products[0].title}: ₹2,360\n- 3 × ${products[1].title}: ₹3,540`);
    expect(sent.text).toContain("Subtotal: ₹5,900\nShipping: Free\nTotal (incl. GST): ₹5,900");
    expect(sent.html).toContain(">₹3,540</td>");
    expect(sent.html).toContain(">₹5,900</td>");
    expect(sent.text).toMatch(new RegExp(`Follow your order: http://localhost:\\d+/orders/track/\\?number=${order.number}&token=[\\w-]{43}\n`));
    const secrets = await latestSecrets("asha@example.in", "order-status");
    expect(secrets.trackingUrl).toMatch(/^http:\/\/localhost:\d+\/orders\/track\/\?number=\d+&token=[\w-]{43}$/);
    expect((await move(auth, order.id, { status: "delivered" })).json.status).toBe("delivered");
    const events = await db().orderStatusEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.status, e.trackingNumber])).toEqual([["new", null], ["processing", null], ["shipped", "BLR123456"], ["delivered", null]]);
    expect(await db().auditLogEntry.count({ where: { action: "order.status", entityId: String(order.id) } })).toBe(3);
  });

  it("refuses illegal moves with 409 and changes nothing", async () => {
    const { auth } = await shopper({ isStaff: true });
    const { order, products } = await createOrder({ quantities: [1] });
    await move(auth, order.id, { status: "processing" });
    await move(auth, order.id, { status: "shipped" });
    for (const to of ["new", "processing", "cancelled", "shipped"]) {
      const r = await move(auth, order.id, { status: to });
      expect(r.status).toBe(409);
      expect(r.json).toEqual({ detail: `Cannot move an order from shipped to ${to}.`, code: "illegal_status_move" });
    }
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 9, numAllocated: 0 });
    const bad = await move(auth, order.id, { status: "lost" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ status: ['"lost" is not a valid choice.'] });
    expect((await move(auth, 999999, { status: "processing" })).status).toBe(404);
  });

  it("releases the allocation when staff cancel", async () => {
    const { auth } = await shopper({ isStaff: true });
    const { order, products } = await createOrder({ quantities: [4], stock: 5 });
    await move(auth, order.id, { status: "processing" });
    expect((await move(auth, order.id, { status: "cancelled", note: "Out of stock at the warehouse" })).json.status).toBe("cancelled");
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 5, numAllocated: 0 });
    expect((await move(auth, order.id, { status: "processing" })).status).toBe(409);
  });

  it("two moves at once: one wins, stock is consumed once", async () => {
    const { auth } = await shopper({ isStaff: true });
    const { order, products } = await createOrder({ quantities: [2], stock: 6 });
    await move(auth, order.id, { status: "processing" });
    const results = await Promise.all([move(auth, order.id, { status: "shipped" }), move(auth, order.id, { status: "shipped" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 4, numAllocated: 0 });
  });
});

describe("GET/POST /api/v1/_orders/{id}/", () => {
  it("shows the detail with tracking, and lets the buyer cancel while new", async () => {
    const { user, auth } = await shopper();
    const { order, products } = await createOrder({ userId: user.id, email: user.email!, quantities: [3], stock: 3 });
    const path = `/api/v1/_orders/${order.id}/`;
    const r = await call(v1detail, path, { headers: auth, params: { id: String(order.id) } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: order.id,
      number: String(order.number),
      status: "new",
      can_cancel: true,
      lines: [{ title: products[0].title, quantity: 3, image: null, price_incl_tax: "3540.00", unit_price_incl_tax: "1180.00" }],
      shipping_address: { first_name: "Asha", postcode: "560038" },
      tracking: [{ status: "new", note: "Order placed", created_at: expect.any(String) }],
    });
    const cancelled = await call(v1detail, path, { method: "POST", body: { action: "cancel" }, headers: auth, params: { id: String(order.id) } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", can_cancel: false });
    expect(cancelled.json.tracking.map((e: { status: string }) => e.status)).toEqual(["new", "cancelled"]);
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 3, numAllocated: 0 });
    const again = await call(v1detail, path, { method: "POST", body: { action: "cancel" }, headers: auth, params: { id: String(order.id) } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: "Order can no longer be cancelled.", code: "order_not_cancellable" });
    const bad = await call(v1detail, path, { method: "POST", body: { action: "refund" }, headers: auth, params: { id: String(order.id) } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ action: ['"refund" is not a valid choice.'] });
  });

  it("refuses the buyer's cancel once the order is processing", async () => {
    const { user, auth } = await shopper();
    const { auth: staff } = await shopper({ isStaff: true });
    const { order } = await createOrder({ userId: user.id });
    await move(staff, order.id, { status: "processing" });
    const r = await call(v1detail, `/api/v1/_orders/${order.id}/`, { method: "POST", body: { action: "cancel" }, headers: auth, params: { id: String(order.id) } });
    expect(r.status).toBe(409);
    expect(r.json.detail).toBe("Order can no longer be cancelled.");
  });
});

describe("GET /api/v2/orders/track/", () => {
  it("shows status, events and titles by number and e-mail, or by token; else 404", async () => {
    const { order, products, trackingToken: token } = await createOrder({ email: "guest@example.in" });
    const expected = {
      number: String(order.number),
      status: "new",
      date_placed: order.datePlaced.toISOString(),
      lines: [{ title: products[0].title }],
      tracking: [{ status: "new", note: "Order placed", created_at: expect.any(String) }],
    };
    const byEmail = await call(track, `/api/v2/orders/track/?number=${order.number}&email=GUEST@example.in`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toEqual(expected);
    expect((await call(track, `/api/v2/orders/track/?token=${token}`)).json).toEqual(expected);
    for (const q of [`number=${order.number}&email=other@example.in`, `number=${order.number}`, `token=${token}x`, "", "number=abc&email=guest@example.in"]) {
      const r = await call(track, `/api/v2/orders/track/?${q}`, { ip: "198.51.100.9" });
      expect(r.status, q).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
  });

  it("is throttled per address", async () => {
    // The clock stands still inside one minute's window: on a slow machine 31 calls may cross a minute.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-05T10:00:05Z"));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await call(track, "/api/v2/orders/track/?number=1&email=a@b.in", { ip: "198.51.100.77" })).status);
      expect(statuses).toEqual([...Array<number>(30).fill(404), 429]);
    } finally {
      vi.useRealTimers();
    }
  });
});
