// Returns end to end through their endpoints: a buyer asks to return lines of a delivered order within
// the window (and is refused, with the documented answers, for another's order, an undelivered one, a
// closed window, too many pieces, a missing or malformed UPI ID); staff approve, mark picked up and
// received; receiving puts resaleable stock back, issues a credit note for the returned pieces only
// (read back from its PDF) and writes the refund — to the UPI ID for cash on delivery, to the payment
// for an online order — each step a tracking event, an audit entry and a mail.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import type { PrintedDocument } from "@/lib/invoices/document.ts";
import { financialYearLabel, financialYearOf } from "@/lib/invoices/serials.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { drawnText } from "@/lib/testing/pdf-text.ts";
import * as adminReturnRoute from "@/app/api/v2/admin/returns/[id]/route.ts";
import * as adminReturnsRoute from "@/app/api/v2/admin/returns/route.ts";
import * as creditNoteRoute from "@/app/api/v2/orders/[id]/credit-notes/[note]/route.ts";
import * as returnsRoute from "@/app/api/v2/orders/[id]/returns/route.ts";
import { moveReturnFromForm } from "./staff-form.ts";

useTestDatabase();
const SHOP_GSTIN = "08AAJCV4821K1ZY";
const thisYear = () => financialYearLabel(financialYearOf(new Date()));

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  await createCountries();
  await db().shopDetails.update({ where: { id: 1 }, data: { legalName: "Vanya Living Private Limited", gstin: SHOP_GSTIN, stateCode: "08" } });
  staff = await signedIn({ staffGroups: ["orders"] });
});

const actor = () => ({ kind: "staff" as const, userId: staff.user.id });

/** A delivered cash-on-delivery order of the buyer's (invoiced when it shipped). */
async function deliveredOrder(userId: number, quantities = [2, 1]) {
  const fixture = await createOrder({ userId, quantities });
  await transaction(async (tx) => {
    await moveOrder(tx, fixture.order.id, { status: "processing" }, actor());
    await moveOrder(tx, fixture.order.id, { status: "shipped", trackingNumber: "BD1" }, actor());
    await moveOrder(tx, fixture.order.id, { status: "delivered" }, actor());
  });
  const lines = await db().orderLine.findMany({ where: { orderId: fixture.order.id }, orderBy: { id: "asc" } });
  return { ...fixture, lines };
}

const ask = (headers: Record<string, string>, orderId: number | string, body: unknown) =>
  call(returnsRoute, `/api/v2/orders/${orderId}/returns/`, { method: "POST", params: { id: String(orderId) }, headers, body });
const list = (headers: Record<string, string>, orderId: number) => call(returnsRoute, `/api/v2/orders/${orderId}/returns/`, { params: { id: String(orderId) }, headers });
const staffMove = (id: number, body: Record<string, unknown>) => call(adminReturnRoute, `/api/v2/admin/returns/${id}/`, { method: "POST", params: { id: String(id) }, headers: staff.headers, body });
const lineUrl = (id: number) => `http://shop.test/api/v2/orderlines/${id}/`;

describe("asking for a return", () => {
  it("refuses another shopper's order as not found, an undelivered order and a closed window with their codes", async () => {
    const buyer = await signedIn();
    const another = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id);
    const body = { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Scratched", refund_upi_id: "asha@okicici" };
    expect([(await ask(another.headers, order.id, body)).status, (await ask(another.headers, order.id, body)).json]).toEqual([404, { detail: "Not found." }]);
    expect((await list(another.headers, order.id)).status).toBe(404);
    expect((await ask(buyer.headers, "abc", body)).status).toBe(404);
    expect((await ask({}, order.id, body)).status).toBe(403);

    const fresh = await createOrder({ userId: buyer.user.id });
    const undelivered = await ask(buyer.headers, fresh.order.id, body);
    expect([undelivered.status, undelivered.json]).toEqual([409, { detail: "Only a delivered order can be returned.", code: "order_not_delivered" }]);

    // Delivered eleven days ago: the tenth day has passed.
    await db().orderStatusEvent.updateMany({ where: { orderId: order.id, status: "delivered" }, data: { createdAt: new Date(Date.now() - 11 * 86_400_000) } });
    const late = await ask(buyer.headers, order.id, body);
    expect([late.status, late.json]).toEqual([409, { detail: "The return window has closed: items can be returned within 10 days of delivery.", code: "return_window_closed" }]);
    expect(await db().returnRequest.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("answers field errors for lines, quantities and the UPI ID, never a 500", async () => {
    const buyer = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id);
    const other = await deliveredOrder(buyer.user.id);
    const bad = await ask(buyer.headers, order.id, {
      lines: [
        { line: lineUrl(lines[0]!.id), quantity: 3 },
        { line: lineUrl(other.lines[0]!.id), quantity: 1 },
        { line: "http://shop.test/api/v2/products/1/", quantity: 0 },
      ],
      reason: "  ",
    });
    expect([bad.status, bad.json]).toEqual([
      400,
      {
        lines: [{}, {}, { line: ["Invalid hyperlink - No URL match."], quantity: ["Ensure this value is greater than or equal to 1."] }],
        reason: ["This field may not be blank."],
      },
    ]);
    const checked = await ask(buyer.headers, order.id, {
      lines: [
        { line: lineUrl(lines[0]!.id), quantity: 3 },
        { line: lineUrl(other.lines[0]!.id), quantity: 1 },
        { line: lines[1]!.id, quantity: 1 },
        { line: lineUrl(lines[1]!.id), quantity: 1 },
      ],
      reason: "Wrong colour",
    });
    expect([checked.status, checked.json]).toEqual([
      400,
      {
        lines: [
          { quantity: ["Ensure this value is less than or equal to 2 (what is left to return of this line)."] },
          { line: ["Invalid hyperlink - Object does not exist."] },
          {},
          { line: ["This line is already in the return: give it once, with the whole quantity."] },
        ],
        refund_upi_id: ["A cash-on-delivery order is refunded by UPI: enter the UPI ID the refund goes to."],
      },
    ]);
    const upi = await ask(buyer.headers, order.id, { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Wrong colour", refund_upi_id: "asha at okicici" });
    expect([upi.status, upi.json]).toEqual([400, { refund_upi_id: ["Enter a UPI ID such as name@bank."] }]);
    for (const junk of [null, "x", [], { lines: "all" }, { lines: [{ line: null, quantity: "two" }], reason: 5 }]) {
      const r = await call(returnsRoute, `/api/v2/orders/${order.id}/returns/`, { method: "POST", params: { id: String(order.id) }, headers: { ...buyer.headers, "content-type": "application/json" }, body: JSON.stringify(junk) });
      expect([JSON.stringify(junk), r.status]).toEqual([JSON.stringify(junk), 400]);
    }
    expect(await db().returnRequest.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("claims at most what was bought less what open returns claim; a refused return gives its pieces back", async () => {
    const buyer = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id, [2]);
    const one = { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Wobbly leg", refund_upi_id: "asha.rao@okicici" };
    const first = await ask(buyer.headers, order.id, one);
    expect(first.status).toBe(201);
    expect((await ask(buyer.headers, order.id, one)).status).toBe(201);
    const third = await ask(buyer.headers, order.id, one);
    expect([third.status, third.json]).toEqual([400, { lines: [{ quantity: ["All of this line is already being returned."] }] }]);
    const refused = await staffMove(first.json.id, { action: "refuse", note: "The leg can be tightened: we will send a carpenter." });
    expect([refused.status, refused.json.status, refused.json.staff_note]).toEqual([200, "refused", "The leg can be tightened: we will send a carpenter."]);
    expect((await ask(buyer.headers, order.id, one)).status).toBe(201);
  });
});

describe("two requests at once", () => {
  it("cannot claim the same pieces twice (the order row is locked while the claim is counted and written)", async () => {
    const buyer = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id, [1]);
    const body = { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Duplicate click", refund_upi_id: "asha@okicici" };
    const answers = await Promise.all([1, 2, 3].map(() => ask(buyer.headers, order.id, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await db().returnLine.aggregate({ where: { orderLineId: lines[0]!.id }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 1 } });
  });
});

describe("photos", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const form = (lineId: number, files: [string, Uint8Array][]) => {
    const f = new FormData();
    f.set("lines", JSON.stringify([{ line: lineUrl(lineId), quantity: 1 }]));
    f.set("reason", "Torn fabric");
    f.set("refund_upi_id", "asha@okicici");
    for (const [name, bytes] of files) f.append("photos", new File([Buffer.from(bytes)], name));
    return f;
  };

  it("takes up to 3 JPEG or PNG photos with a multipart request, checked by their bytes", async () => {
    const buyer = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id, [1]);
    const fake = await ask(buyer.headers, order.id, form(lines[0]!.id, [["sofa.png", new TextEncoder().encode("not a picture")]]));
    expect([fake.status, fake.json]).toEqual([400, { photos: ["sofa.png: attach a JPEG or PNG photo."] }]);
    const four = await ask(buyer.headers, order.id, form(lines[0]!.id, [1, 2, 3, 4].map((i) => [`p${i}.png`, PNG] as [string, Uint8Array])));
    expect([four.status, four.json]).toEqual([400, { photos: ["Ensure this field has no more than 3 elements."] }]);
    const ok = await ask(buyer.headers, order.id, form(lines[0]!.id, [["front.png", PNG], ["back.png", PNG]]));
    expect([ok.status, ok.json.photo_count, ok.json.lines]).toEqual([201, 2, [{ line: lineUrl(lines[0]!.id), title: lines[0]!.title, quantity: 1 }]]);
    const staffView = await call(adminReturnRoute, `/api/v2/admin/returns/${ok.json.id}/`, { params: { id: String(ok.json.id) }, headers: staff.headers });
    const photos = await db().returnPhoto.findMany({ where: { returnId: ok.json.id }, orderBy: { id: "asc" } });
    expect(staffView.json.photos).toEqual(photos.map((p) => `http://shop.test/admin/returns/${ok.json.id}/photos/${p.id}/`));
    expect(photos.every((p) => /^returns\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/.test(p.key))).toBe(true);
  });
});

describe("a cash-on-delivery return from request to refund", () => {
  it("approves, picks up, receives: stock back, a credit note of the returned piece, a refund to the UPI ID, a mail each step", async () => {
    const buyer = await signedIn();
    const { order, lines, products } = await deliveredOrder(buyer.user.id, [2, 1]);
    const record = await db().stockRecord.findFirstOrThrow({ where: { productId: products[0]!.id } });
    expect([record.numInStock, record.numAllocated]).toEqual([8, 0]);

    const asked = await ask(buyer.headers, order.id, { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "The colour is not as pictured", refund_upi_id: " asha.rao@okicici " });
    expect(asked.status).toBe(201);
    const id = asked.json.id as number;
    expect(asked.json).toEqual({
      id,
      order: `http://shop.test/api/v2/orders/${order.id}/`,
      status: "requested",
      reason: "The colour is not as pictured",
      pickup_address: "Asha Rao, 14, 2nd Cross, Bengaluru 560038, India",
      refund_upi_id: "asha.rao@okicici",
      staff_note: "",
      resaleable: null,
      lines: [{ line: lineUrl(lines[0]!.id), title: lines[0]!.title, quantity: 1 }],
      photo_count: 0,
      refunds: [],
      credit_note: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    // Staff see it in their list, filtered by status; a stale version is refused; an illegal move too.
    const waiting = await call(adminReturnsRoute, "/api/v2/admin/returns/?status=requested", { headers: staff.headers });
    expect(waiting.json.results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(adminReturnsRoute, "/api/v2/admin/returns/?status=received", { headers: staff.headers })).json.results.map((r: { id: number }) => r.id)).not.toContain(id);
    const tooEarly = await staffMove(id, { action: "received", resaleable: true });
    expect([tooEarly.status, tooEarly.json]).toEqual([409, { detail: "A return that is requested cannot be moved to received.", code: "illegal_return_move" }]);
    const stale = await staffMove(id, { action: "approve", updated_at: "2020-01-01T00:00:00.000Z" });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);

    const approved = await staffMove(id, { action: "approve", note: "Our courier comes on Tuesday.", updated_at: asked.json.updated_at });
    expect([approved.status, approved.json.status, approved.json.actions]).toEqual([200, "approved", ["refuse", "picked_up"]]);
    expect((await staffMove(id, { action: "picked_up" })).json.status).toBe("picked_up");
    const noAnswer = await staffMove(id, { action: "received" });
    expect([noAnswer.status, noAnswer.json]).toEqual([400, { resaleable: ["Say whether the items can be sold again."] }]);
    const received = await staffMove(id, { action: "received", resaleable: true });
    expect([received.status, received.json.status, received.json.resaleable, received.json.actions]).toEqual([200, "received", true, []]);

    // One piece back on the shelf.
    expect((await db().stockRecord.findUniqueOrThrow({ where: { id: record.id } })).numInStock).toBe(9);
    // The refund: one of two pieces of a ₹2,360.00 line, to the buyer's UPI ID, waiting for staff to pay it.
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds.map((r) => [r.amount.toFixed(2), r.status, r.upiId, r.returnId, r.paymentId])).toEqual([["1180.00", "requested", "asha.rao@okicici", id, null]]);
    // The credit note: that piece only (inter-state: IGST), against the invoice.
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const note = await db().creditNote.findUniqueOrThrow({ where: { returnId: id } });
    expect([note.invoiceId, note.taxableValue.toFixed(2), note.igst.toFixed(2), note.cgst.toFixed(2), note.totalInclTax.toFixed(2)]).toEqual([invoice.id, "1000.00", "180.00", "0.00", "1180.00"]);
    const doc = note.document as unknown as PrintedDocument;
    expect(doc.lines.map((l) => [l.hsn, l.quantity, l.taxable, l.igst, l.total])).toEqual([["9403", 1, "1000.00", "180.00", "1180.00"]]);

    const mine = await list(buyer.headers, order.id);
    const creditNoteUrl = `http://shop.test/api/v2/orders/${order.id}/credit-notes/${note.id}/`;
    expect(mine.json).toEqual([
      expect.objectContaining({ id, status: "received", resaleable: true, staff_note: "Our courier comes on Tuesday.", refunds: [{ amount: "1180.00", status: "requested", to: "asha.rao@okicici", reference: null }], credit_note: creditNoteUrl }),
    ]);
    const pdf = await creditNoteRoute.GET!(new Request(`http://localhost/api/v2/orders/${order.id}/credit-notes/${note.id}/`, { headers: { host: "shop.test", ...buyer.headers } }), {
      params: Promise.resolve({ id: String(order.id), note: String(note.id) }),
    });
    expect(pdf.status).toBe(200);
    const text = drawnText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of [
      `Credit note no. ${note.number}`,
      `Against tax invoice no. ${invoice.number} dated`,
      `Reason: Goods returned (return ${id})`,
      "Place of supply: Karnataka (state code 29)",
      "Integrated tax (IGST) Rs. 180.00",
      "Credit total Rs. 1180.00",
      "Amount in words: Rupees One Thousand One Hundred Eighty Only",
    ]) {
      expect(text).toContain(expected);
    }
    expect(note.number).toMatch(new RegExp(`^CN/${thisYear()}/\\d{6}$`));

    // Every step on the order's tracking and in the buyer's mail; every staff step in the audit log.
    const events = await db().orderStatusEvent.findMany({ where: { orderId: order.id, note: { startsWith: `Return ${id}` } }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.status, e.note])).toEqual([
      ["delivered", `Return ${id} requested: 1 × ${lines[0]!.title}`],
      ["delivered", `Return ${id} approved: Our courier comes on Tuesday.`],
      ["delivered", `Return ${id} picked up`],
      ["delivered", `Return ${id} received`],
    ]);
    const mails = await db().outboxMessage.findMany({ where: { template: "return-status", recipient: "asha@example.in" }, orderBy: { id: "asc" } });
    const ours = mails.filter((m) => (m.data as { returnNumber: string }).returnNumber === String(id)).map((m) => (m.data as { status: string }).status);
    expect(ours).toEqual(["Requested", "Approved", "Picked up", "Received"]);
    expect(mails.find((m) => (m.data as { status: string; returnNumber: string }).status === "Received" && (m.data as { returnNumber: string }).returnNumber === String(id))!.data).toMatchObject({ refund: "₹1,180" });
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "return", entityId: String(id) }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["return.approve", staff.user.id],
      ["return.picked_up", staff.user.id],
      ["return.received", staff.user.id],
    ]);
  });

  it("keeps damaged goods off the shelf, and splits a discounted line's refund to the paisa across returns", async () => {
    const buyer = await signedIn();
    const { order, lines, products } = await deliveredOrder(buyer.user.id, [3]);
    // A voucher took ₹100.00 off the line: ₹3,440.00 for three, ₹2,915.25 before GST.
    await db().orderLine.update({ where: { id: lines[0]!.id }, data: { priceInclTax: "3440.00", priceExclTax: "2915.25" } });
    const record = await db().stockRecord.findFirstOrThrow({ where: { productId: products[0]!.id } });
    const amounts: string[] = [];
    for (const _ of [1, 2, 3]) {
      const asked = await ask(buyer.headers, order.id, { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Cracked in transit", refund_upi_id: "asha@ybl", pickup_address: "Gate 2, Prestige Tech Park, Bengaluru 560103" });
      expect([asked.status, asked.json.pickup_address]).toEqual([201, "Gate 2, Prestige Tech Park, Bengaluru 560103"]);
      for (const step of [{ action: "approve" }, { action: "picked_up" }, { action: "received", resaleable: false }]) expect((await staffMove(asked.json.id, step)).status).toBe(200);
      const note = await db().creditNote.findUniqueOrThrow({ where: { returnId: asked.json.id } });
      amounts.push(`${note.taxableValue.toFixed(2)}+${note.igst.toFixed(2)}=${note.totalInclTax.toFixed(2)}`);
    }
    // 3440 / 3 = 1146.666…: 1146.67, then 2293.33 − 1146.67 = 1146.66, then the rest; the same for the taxable value.
    expect(amounts).toEqual(["971.75+174.92=1146.67", "971.75+174.91=1146.66", "971.75+174.92=1146.67"]);
    const refunds = await db().refund.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(refunds.map((r) => r.amount.toFixed(2))).toEqual(["1146.67", "1146.66", "1146.67"]);
    expect((await db().stockRecord.findUniqueOrThrow({ where: { id: record.id } })).numInStock).toBe(7);
  });
});

describe("an online-paid return", () => {
  it("is refunded to the original payment; no UPI ID is asked for", async () => {
    const buyer = await signedIn();
    const { order, lines } = await deliveredOrder(buyer.user.id, [1]);
    await db().order.update({ where: { id: order.id }, data: { paymentMethod: "razorpay", paymentState: "paid" } });
    const payment = await db().payment.create({
      data: { orderId: order.id, provider: "razorpay", providerOrderId: `order_ret${order.id}`, providerPaymentId: `pay_ret${order.id}`, amount: "1180.00", currency: "INR", status: "captured", capturedAt: new Date() },
    });
    const asked = await ask(buyer.headers, order.id, { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Too big for the room" });
    expect([asked.status, asked.json.refund_upi_id]).toEqual([201, null]);
    for (const step of [{ action: "approve" }, { action: "picked_up" }, { action: "received", resaleable: true }]) expect((await staffMove(asked.json.id, step)).status).toBe(200);
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds.map((r) => [r.amount.toFixed(2), r.paymentId, r.upiId, r.returnId])).toEqual([["1180.00", payment.id, null, asked.json.id]]);
    expect((await list(buyer.headers, order.id)).json[0].refunds).toEqual([{ amount: "1180.00", status: "requested", to: "original payment", reference: null }]);
  });
});

describe("the return page's forms", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("answer refusals beside their fields and moves as the staff API does", async () => {
    const buyer = await signedIn();
    const { order, lines, products } = await deliveredOrder(buyer.user.id, [1]);
    const asked = await ask(buyer.headers, order.id, { lines: [{ line: lineUrl(lines[0]!.id), quantity: 1 }], reason: "Legs uneven", refund_upi_id: "asha@oksbi" });
    const id = String(asked.json.id);
    const by = { userId: staff.user.id };
    expect(await moveReturnFromForm(by, form({ id, action: "refuse", note: " " }))).toEqual({ ok: false, message: "Check the fields marked below.", errors: { note: ["Say why the return is refused: the buyer reads it."] }, returnId: id });
    expect(await moveReturnFromForm(by, form({ id, action: "ship" }))).toMatchObject({ ok: false, errors: { action: ['"ship" is not a valid choice.'] } });
    expect(await moveReturnFromForm(by, form({ id, action: "approve", updated_at: "2020-01-01T00:00:00.000Z" }))).toMatchObject({ ok: false, message: expect.stringMatching(/^Changed by .+ — review and save again\.$/) });
    expect(await moveReturnFromForm(by, form({ id: "999999", action: "approve" }))).toMatchObject({ ok: false, message: "Not found." });
    expect(await moveReturnFromForm(by, form({ id, action: "approve", updated_at: asked.json.updated_at }))).toEqual({ ok: true, message: "Return approved; the buyer is mailed.", errors: {}, returnId: id });
    expect((await moveReturnFromForm(by, form({ id, action: "picked_up" }))).message).toBe("Return picked up; the buyer is mailed.");
    const record = await db().stockRecord.findFirstOrThrow({ where: { productId: products[0]!.id } });
    expect(await moveReturnFromForm(by, form({ id, action: "received", resaleable: "no" }))).toMatchObject({ ok: true, message: "Return received; the buyer is mailed. The credit note and the refund are issued." });
    expect([(await db().stockRecord.findUniqueOrThrow({ where: { id: record.id } })).numInStock, (await db().returnRequest.findUniqueOrThrow({ where: { id: Number(id) } })).resaleable]).toEqual([record.numInStock, false]);
  });
});
