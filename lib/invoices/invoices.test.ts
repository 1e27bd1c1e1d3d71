// Tax invoices and credit notes with a database: a cash-on-delivery order is invoiced when staff ship
// it (IGST to another state, CGST + SGST within the shop's), a cancelled invoiced order gets a credit
// note, serial numbers restart with the financial year and stay consecutive under parallel issues
// (run with DATABASE_URL for PostgreSQL's real concurrency; PGlite runs them one at a time), the PDF's
// text is read back, and only the buyer, the tracking token's holder and staff may download.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { drawnText } from "@/lib/testing/pdf-text.ts";
import * as adminOrderRoute from "@/app/api/v2/admin/orders/[id]/route.ts";
import * as orderRoute from "@/app/api/v2/orders/[id]/route.ts";
import * as invoiceRoute from "@/app/api/v2/orders/[id]/invoice/route.ts";
import * as creditNoteRoute from "@/app/api/v2/orders/[id]/credit-notes/[note]/route.ts";
import type { PrintedDocument } from "./document.ts";
import { issueCreditNote, issueInvoice } from "./issue.ts";
import { invoicePathsByTrackingToken } from "./links.ts";
import { financialYearLabel, financialYearOf } from "./serials.ts";

const handle = useTestDatabase();
const onPostgres = !!process.env.DATABASE_URL;
const SHOP_GSTIN = "08AAJCV4821K1ZY";
const thisYear = () => financialYearLabel(financialYearOf(new Date()));

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  await createCountries();
  await db().shopDetails.update({ where: { id: 1 }, data: { legalName: "Vanya Living Private Limited", gstin: SHOP_GSTIN, stateCode: "08" } });
  staff = await signedIn({ staffGroups: ["orders"] });
});

const ship = (orderId: number) =>
  transaction(async (tx) => {
    await moveOrder(tx, orderId, { status: "processing" }, { kind: "staff", userId: staff.user.id });
    await moveOrder(tx, orderId, { status: "shipped", trackingNumber: "BD123" }, { kind: "staff", userId: staff.user.id });
  });

/** The PDF's bytes as the endpoint answers them. */
async function pdfOf(route: typeof invoiceRoute, path: string, params: Record<string, string>, headers: Record<string, string>) {
  const r = await route.GET!(new Request(`http://localhost${path}`, { headers: { host: "shop.test", ...headers } }), { params: Promise.resolve(params) });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await r.arrayBuffer());
}

describe("issuing when a cash-on-delivery order ships", () => {
  it("invoices an order delivered to another state with IGST, numbered in this financial year", async () => {
    const buyer = await signedIn();
    const { order } = await createOrder({ userId: buyer.user.id, quantities: [2, 1] });
    expect(await db().invoice.count({ where: { orderId: order.id } })).toBe(0);
    await ship(order.id);
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(invoice.number).toBe(`VL/${thisYear()}/000001`);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    // Delivered to 560038 (no state written): Karnataka by its pincode; the shop is in Rajasthan.
    expect([invoice.placeOfSupply, invoice.taxableValue.toFixed(2), invoice.igst.toFixed(2), invoice.cgst.toFixed(2), invoice.totalInclTax.toFixed(2)]).toEqual(["29", "3000.00", "540.00", "0.00", "3540.00"]);
    const doc = invoice.document as unknown as PrintedDocument;
    expect(doc.tax).toBe("inter-state");
    expect(doc.lines.map((l) => [l.hsn, l.quantity, l.unit, l.ratePercent, l.taxable, l.igst, l.total])).toEqual([
      ["9403", 2, "NOS", "18", "2000.00", "360.00", "2360.00"],
      ["9403", 1, "NOS", "18", "1000.00", "180.00", "1180.00"],
    ]);
    expect(doc.amountInWords).toBe("Rupees Three Thousand Five Hundred Forty Only");

    // The Order carries its link; the buyer downloads it and reads what Rule 46 asks for.
    const r = await call(orderRoute, `/api/v2/orders/${order.id}/`, { params: { id: String(order.id) }, headers: buyer.headers });
    expect([r.json.invoice_url, r.json.credit_notes]).toEqual([`http://shop.test/api/v2/orders/${order.id}/invoice/`, []]);
    const staffView = await call(adminOrderRoute, `/api/v2/admin/orders/${order.id}/`, { params: { id: String(order.id) }, headers: staff.headers });
    expect(staffView.json).toMatchObject({ gstin: null, business_name: null, invoice: { number: invoice.number, url: `http://shop.test/api/v2/orders/${order.id}/invoice/` }, credit_notes: [] });
    const text = drawnText(await pdfOf(invoiceRoute, `/api/v2/orders/${order.id}/invoice/`, { id: String(order.id) }, buyer.headers));
    for (const expected of [
      "Vanya Living Private Limited",
      `GSTIN ${SHOP_GSTIN}  State Rajasthan (code 08)  Phone +91 291 274 0100`,
      "Tax invoice",
      `Tax invoice no. ${invoice.number}    Date ${doc.date}    Order #${order.number}`,
      "Place of supply: Karnataka (state code 29)",
      "Asha Rao",
      "14, 2nd Cross",
      "IGST",
      "9403",
      "2000.00",
      "360.00",
      "Integrated tax (IGST) Rs. 540.00",
      "Invoice total Rs. 3540.00",
      "Amount in words: Rupees Three Thousand Five Hundred Forty Only",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
  });

  it("splits the tax into CGST and SGST for a delivery within the shop's state, and issues nothing twice", async () => {
    const { order } = await createOrder({ quantities: [1] });
    await db().orderAddress.update({ where: { id: order.shippingAddressId! }, data: { state: "Rajasthan", postcode: "342001", line4: "Jodhpur" } });
    await db().order.update({ where: { id: order.id }, data: { shippingInclTax: "99.00", shippingExclTax: "83.90", totalInclTax: "1279.00", totalExclTax: "1083.90" } });
    await ship(order.id);
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const doc = invoice.document as unknown as PrintedDocument;
    expect([doc.tax, doc.placeOfSupply]).toEqual(["intra-state", { code: "08", name: "Rajasthan" }]);
    expect(doc.lines.map((l) => [l.description, l.hsn, l.taxable, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      [expect.any(String), "9403", "1000.00", "90.00", "90.00", "0.00", "1180.00"],
      // 15.10 of tax on the delivery: 7.55 each.
      ["Delivery: Standard delivery", "9965", "83.90", "7.55", "7.55", "0.00", "99.00"],
    ]);
    expect(doc.totals).toEqual({ taxable: "1083.90", cgst: "97.55", sgst: "97.55", igst: "0.00", total: "1279.00" });
    expect(doc.amountInWords).toBe("Rupees One Thousand Two Hundred Seventy-Nine Only");
    // Asked again (a payment's second webhook, say): the same invoice, no new serial.
    const again = await transaction((tx) => issueInvoice(tx, order.id));
    expect([again!.id, again!.number]).toEqual([invoice.id, invoice.number]);
    expect(invoice.number).toBe(`VL/${thisYear()}/000002`);
    const text = drawnText(await pdfOf(invoiceRoute, `/api/v2/orders/${order.id}/invoice/`, { id: String(order.id) }, staff.headers));
    expect(text).toContain("Central tax (CGST) Rs. 97.55    State tax (SGST) Rs. 97.55");
    expect(text).toContain("Place of supply: Rajasthan (state code 08)");
  });

  it("prints the same PDF later, even after the shop's details changed", async () => {
    const { order } = await createOrder();
    await ship(order.id);
    const path = `/api/v2/orders/${order.id}/invoice/`;
    const before = await pdfOf(invoiceRoute, path, { id: String(order.id) }, staff.headers);
    await db().shopDetails.update({ where: { id: 1 }, data: { addressLine1: "Plot 9, New Industrial Area" } });
    const after = await pdfOf(invoiceRoute, path, { id: String(order.id) }, staff.headers);
    expect(after.equals(before)).toBe(true);
    await db().shopDetails.update({ where: { id: 1 }, data: { addressLine1: (await db().shopDetails.findUniqueOrThrow({ where: { id: 1 } })).addressLine1 } });
  });
});

describe("credit notes", () => {
  it("are issued in their own series when an invoiced order is cancelled, linked to the invoice", async () => {
    const buyer = await signedIn();
    const { order } = await createOrder({ userId: buyer.user.id });
    // As the online payment will: invoiced when paid, while the order is still new.
    const invoice = (await transaction((tx) => issueInvoice(tx, order.id)))!;
    await transaction((tx) => moveOrder(tx, order.id, { status: "cancelled", note: "Changed my mind" }, { kind: "buyer", userId: buyer.user.id }));
    const notes = await db().creditNote.findMany({ where: { invoiceId: invoice.id } });
    expect(notes.map((n) => [n.number, n.reason, n.totalInclTax.toFixed(2)])).toEqual([[`CN/${thisYear()}/000001`, "Changed my mind", invoice.totalInclTax.toFixed(2)]]);
    // A second cancel (or a retried one) credits nothing more.
    await transaction((tx) => issueCreditNote(tx, order.id, "again"));
    expect(await db().creditNote.count({ where: { invoiceId: invoice.id } })).toBe(1);

    const r = await call(orderRoute, `/api/v2/orders/${order.id}/`, { params: { id: String(order.id) }, headers: buyer.headers });
    const url = `http://shop.test/api/v2/orders/${order.id}/credit-notes/${notes[0]!.id}/`;
    expect(r.json.credit_notes).toEqual([url]);
    const text = drawnText(await pdfOf(creditNoteRoute as typeof invoiceRoute, new URL(url).pathname, { id: String(order.id), note: String(notes[0]!.id) }, buyer.headers));
    expect(text).toContain(`Credit note no. CN/${thisYear()}/000001`);
    expect(text).toContain(`Against tax invoice no. ${invoice.number} dated`);
    expect(text).toContain("Reason: Changed my mind");
    // A credit note of another order under this order's path is not found.
    const other = await call(creditNoteRoute, `/api/v2/orders/${order.id}/credit-notes/999999/`, { params: { id: String(order.id), note: "999999" }, headers: buyer.headers });
    expect(other.status).toBe(404);
  });

  it("are not issued for a cancelled order that was never invoiced", async () => {
    const { order } = await createOrder();
    await transaction((tx) => moveOrder(tx, order.id, { status: "cancelled", note: "Out of stock" }, { kind: "staff", userId: staff.user.id }));
    expect(await db().invoice.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("serial numbers", () => {
  it("restart on 1 April, India time: 31 March 23:59 belongs to the year before", async () => {
    const a = await createOrder();
    const b = await createOrder();
    const c = await createOrder();
    const first = await transaction((tx) => issueInvoice(tx, a.order.id, { at: new Date("2031-03-31T23:59:00+05:30") }));
    const second = await transaction((tx) => issueInvoice(tx, b.order.id, { at: new Date("2031-04-01T00:00:00+05:30") }));
    const third = await transaction((tx) => issueInvoice(tx, c.order.id, { at: new Date("2031-04-01T00:00:01+05:30") }));
    expect([first, second, third].map((i) => [i!.number, i!.financialYear, i!.serial])).toEqual([
      ["VL/30-31/000001", 2030, 1],
      ["VL/31-32/000001", 2031, 1],
      ["VL/31-32/000002", 2031, 2],
    ]);
  });

  it("give a rolled-back issue's serial to the next one: no gap", async () => {
    const a = await createOrder();
    const b = await createOrder();
    const at = new Date("2035-06-01T12:00:00+05:30");
    await expect(
      transaction(async (tx) => {
        await issueInvoice(tx, a.order.id, { at });
        throw new Error("the shipment failed after the invoice");
      }),
    ).rejects.toThrow("the shipment failed");
    const next = await transaction((tx) => issueInvoice(tx, b.order.id, { at }));
    expect(next!.number).toBe("VL/35-36/000001");
  });

  it("stay consecutive with no gap and no repeat when many orders are invoiced at once", async () => {
    if (onPostgres) expect(handle().kind).toBe("postgres");
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push((await createOrder()).order);
    const at = new Date("2040-07-15T10:00:00+05:30");
    // Each order twice at once, too: one invoice each.
    const issued = await Promise.all([...orders, ...orders.slice(0, 4)].map((o) => transaction((tx) => issueInvoice(tx, o.id, { at }))));
    const rows = await db().invoice.findMany({ where: { financialYear: 2040 }, orderBy: { serial: "asc" } });
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(12);
    expect(new Set(issued.map((i) => i!.id)).size).toBe(12);
    expect((await db().documentCounter.findUniqueOrThrow({ where: { series_financialYear: { series: "invoice", financialYear: 2040 } } })).lastSerial).toBe(12);
  });
});

describe("who may download", () => {
  it("the buyer, the tracking token's holder and staff; another shopper 404, no one at all 403, 404 before it is issued", async () => {
    const buyer = await signedIn();
    const { order, trackingToken } = await createOrder({ userId: buyer.user.id });
    const path = `/api/v2/orders/${order.id}/invoice/`;
    const get = (headers: Record<string, string>, query = "") => call(invoiceRoute, `${path}${query}`, { params: { id: String(order.id) }, headers });
    expect((await get(buyer.headers)).status).toBe(404);
    expect(await invoicePathsByTrackingToken(trackingToken)).toEqual({ invoice: null, creditNotes: [] });
    await ship(order.id);
    // The tracking page's link carries the token, and the endpoint takes it in place of a sign-in.
    const paths = await invoicePathsByTrackingToken(trackingToken);
    expect(paths).toEqual({ invoice: `${path}?token=${encodeURIComponent(trackingToken)}`, creditNotes: [] });
    expect(await invoicePathsByTrackingToken("not-a-token")).toBeNull();
    const another = await signedIn();
    const otherStaff = await signedIn({ staffGroups: ["catalogue"] });
    const answers = await Promise.all([
      get(buyer.headers),
      get(staff.headers),
      get({}, `?token=${encodeURIComponent(trackingToken)}`),
      get(another.headers),
      get(otherStaff.headers),
      get({}),
      get({}, "?token=not-the-token"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 404, 403, 404]);
    expect(answers[3]!.json).toEqual({ detail: "Not found." });
    expect((await call(invoiceRoute, "/api/v2/orders/abc/invoice/", { params: { id: "abc" }, headers: staff.headers })).status).toBe(404);
    // The order endpoint answers the other shopper the same way.
    expect((await call(orderRoute, `/api/v2/orders/${order.id}/`, { params: { id: String(order.id) }, headers: another.headers })).status).toBe(404);
  });
});
