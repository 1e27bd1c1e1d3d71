// The order pages' Server Actions and the packing slip: staff ship with a tracking number (stock
// consumed, buyer mailed), cancel with a reason (stock released exactly as allocated), move several
// orders once confirmed; the slip is a PDF for the orders group only.
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { EMPTY_FORM_STATE } from "@/lib/admin/orders/form-state.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  forbidden: () => {
    throw new Error("403");
  },
}));

const { bulkMoveAction, moveOrderAction } = await import("./actions.ts");
const slip = await import("./[id]/packing-slip/route.ts");

const as = (user: Awaited<ReturnType<typeof createUser>> | null): Caller => ({
  user: user ? { ...user, isSuperuser: user.isSuperuser, staffGroups: user.staffGroups } : null,
  via: user ? "cookie" : "anonymous",
  sentCookies: !!user,
  ip: "198.51.100.2",
});

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
};

const stockOf = (productId: number) => db().stockRecord.findFirstOrThrow({ where: { productId }, select: { numInStock: true, numAllocated: true } });

let warehouse: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await createCountries();
  warehouse = await createUser({ staffGroups: ["orders"], email: "ravi@vanyaliving.in" });
});

describe("moving an order from its page", () => {
  it("ships with a tracking number: the stock is consumed, the event and the buyer's mail carry the number", async () => {
    pageCaller = as(warehouse);
    const { order, products } = await createOrder({ quantities: [2], stock: 10 });
    expect(await moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "processing", note: "" }))).toEqual({
      ok: true,
      message: "Order moved to Processing; the buyer is mailed.",
      errors: {},
    });
    expect(await moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "shipped", tracking_number: " DTDC123456 ", note: "Two boxes" }))).toEqual({
      ok: true,
      message: "Order moved to Shipped; the buyer is mailed.",
      errors: {},
    });
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 8, numAllocated: 0 });
    const event = await db().orderStatusEvent.findFirstOrThrow({ where: { orderId: order.id, status: "shipped" } });
    expect([event.trackingNumber, event.note, event.createdById]).toEqual(["DTDC123456", "Two boxes", warehouse.id]);
    const mail = await db().outboxMessage.findFirstOrThrow({ where: { template: "order-status", recipient: "asha@example.in" }, orderBy: { id: "desc" } });
    expect(mail.data).toMatchObject({ orderNumber: String(order.number), status: "Shipped", trackingNumber: "DTDC123456", note: "Two boxes" });
    expect(await db().auditLogEntry.count({ where: { entityType: "order", entityId: String(order.id), actorId: warehouse.id } })).toBe(2);
  });

  it("refuses an illegal move and a cancel without a reason, beside the field", async () => {
    pageCaller = as(warehouse);
    const { order, products } = await createOrder({ quantities: [3], stock: 5 });
    expect(await moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "delivered" }))).toEqual({ ok: false, message: "Cannot move an order from new to delivered.", errors: {} });
    expect(await moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "cancelled", note: "  " }))).toEqual({
      ok: false,
      message: "Check the fields marked below.",
      errors: { note: ["Give the reason for cancelling (the buyer reads it)."] },
    });
    expect(await moveOrderAction(EMPTY_FORM_STATE, form({ id: "999999", status: "processing" }))).toEqual({ ok: false, message: "Not found.", errors: {} });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("new");
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 5, numAllocated: 3 });
  });

  it("cancels with a reason: exactly the allocated units are released, the stock level stays", async () => {
    pageCaller = as(warehouse);
    const { order, products } = await createOrder({ quantities: [3, 1], stock: 5 });
    await db().stockRecord.updateMany({ where: { productId: products[1].id }, data: { numAllocated: 4 } });
    const r = await moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "cancelled", note: "Buyer called to cancel" }));
    expect(r).toEqual({ ok: true, message: "Order cancelled: its stock is released and the buyer is mailed.", errors: {} });
    expect(await stockOf(products[0].id)).toEqual({ numInStock: 5, numAllocated: 0 });
    expect(await stockOf(products[1].id)).toEqual({ numInStock: 5, numAllocated: 3 });
    expect((await db().orderStatusEvent.findFirstOrThrow({ where: { orderId: order.id, status: "cancelled" } })).note).toBe("Buyer called to cancel");
  });

  it("refuses staff without the orders group before reading the form", async () => {
    const { order } = await createOrder();
    pageCaller = as(await createUser({ staffGroups: ["catalogue", "marketing"] }));
    await expect(moveOrderAction(EMPTY_FORM_STATE, form({ id: String(order.id), status: "processing" }))).rejects.toThrow("403");
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("new");
  });
});

describe("the bulk move", () => {
  it("moves the selected new orders to processing and reports those that could not move", async () => {
    pageCaller = as(warehouse);
    const a = await createOrder();
    const b = await createOrder();
    const c = await createOrder();
    await db().order.update({ where: { id: c.order.id }, data: { status: "delivered" } });
    const r = await bulkMoveAction(EMPTY_FORM_STATE, form({ move: "processing", id: [String(a.order.id), String(b.order.id), String(c.order.id)] }));
    expect(r).toEqual({ ok: true, message: `2 orders moved to Processing. Order id ${c.order.id}: Cannot move an order from delivered to processing.`, errors: {} });
    const statuses = await db().order.findMany({ where: { id: { in: [a.order.id, b.order.id, c.order.id] } }, select: { status: true }, orderBy: { id: "asc" } });
    expect(statuses.map((s) => s.status)).toEqual(["processing", "processing", "delivered"]);
    expect(await bulkMoveAction(EMPTY_FORM_STATE, form({ move: "lost", id: ["1"] }))).toEqual({ ok: false, message: "Choose at least one order and a move.", errors: {} });
  });
});

describe("GET /admin/orders/{id}/packing-slip/", () => {
  const get = (id: number | string) => slip.GET(new Request(`http://shop.test/admin/orders/${id}/packing-slip/`), { params: Promise.resolve({ id: String(id) }) });

  it("is a PDF for staff with the orders group", async () => {
    pageCaller = as(warehouse);
    const { order } = await createOrder({ quantities: [1, 2] });
    const r = await get(order.id);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toBe(`inline; filename="packing-slip-${order.number}.pdf"`);
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    // The sender's line, from the shop's details (text is drawn as hex strings of its characters).
    const hex = (text: string) => `<${Buffer.from(text, "latin1").toString("hex").toUpperCase()}>`;
    const raw = bytes.toString("latin1");
    const drawn = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
      } catch {
        return m[1]!;
      }
    });
    expect(drawn.join("\n")).toContain(hex("Phone +91 291 274 0100"));
  });

  it("refuses shoppers and other staff (403), sends the anonymous to sign in, and is 404 for no order", async () => {
    const { order } = await createOrder();
    pageCaller = as(await createUser({}));
    expect((await get(order.id)).status).toBe(403);
    pageCaller = as(await createUser({ staffGroups: ["catalogue", "marketing", "content", "careers", "customers", "settings"] }));
    expect((await get(order.id)).status).toBe(403);
    pageCaller = as(null);
    const anonymous = await get(order.id);
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([303, `/account/login/?next=${encodeURIComponent(`/admin/orders/${order.id}/packing-slip/`)}`]);
    pageCaller = as(warehouse);
    expect((await get("999999")).status).toBe(404);
    expect((await get("abc")).status).toBe(404);
  });
});
