// The staff vouchers API (API.md §10, rules of §5.2): made and changed with every rule checked, listed
// with uses and takings, audited, never saved over a newer change, and only for the marketing group.
import { beforeAll, describe, expect, it } from "vitest";
import { deactivateVoucher } from "@/lib/admin/vouchers.ts";
import { db, transaction } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let marketing: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  marketing = await signedIn({ staffGroups: ["marketing"] });
  await createCountries();
});

const post = (body: unknown, headers = marketing.headers) => call(list, "/api/v2/admin/vouchers/", { method: "POST", body, headers });
const get = (query = "", headers = marketing.headers) => call(list, `/api/v2/admin/vouchers/${query}`, { headers });
const patch = (id: number, body: unknown, headers = marketing.headers) => call(one, `/api/v2/admin/vouchers/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });

const MONSOON = { name: "Monsoon 12%", code: "monsoon12", kind: "percentage", value: "12", min_basket_value: "5000", start_datetime: "2026-06-01T00:00", end_datetime: "2099-09-30T23:59:59+05:30", usage: "once_per_customer", signed_in_only: true };

describe("POST /api/v2/admin/vouchers/", () => {
  it("makes a voucher with its rules, code upper-case, times in India's time, audited", async () => {
    const r = await post(MONSOON);
    expect([r.status, r.json]).toEqual([
      201,
      {
        id: expect.any(Number),
        name: "Monsoon 12%",
        code: "MONSOON12",
        kind: "percentage",
        value: "12.00",
        min_basket_value: "5000.00",
        start_datetime: "2026-05-31T18:30:00.000Z",
        end_datetime: "2099-09-30T18:29:59.000Z",
        usage: "once_per_customer",
        signed_in_only: true,
        state: "live",
        num_basket_additions: 0,
        num_orders: 0,
        total_discount: "0.00",
        takings: "0.00",
        date_updated: expect.any(String),
      },
    ]);
    expect(r.headers.get("location")).toBe(`http://shop.test/api/v2/admin/vouchers/${r.json.id}/`);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "voucher.create" } });
    expect(audit).toMatchObject({ actorId: marketing.user.id, entityType: "Voucher", entityId: String(r.json.id), before: null });
  });

  it("refuses a broken rule beside its field", async () => {
    for (const [change, errors] of [
      [{ code: "monsoon12" }, { code: ["A voucher with this code already exists."] }],
      [{ code: "A B" }, { code: ["Use letters, digits, - and _ only."] }],
      [{ value: "120" }, { value: ["A percentage cannot be above 100."] }],
      [{ value: "0" }, { value: ["Ensure this value is greater than 0."] }],
      [{ kind: "bogof" }, { kind: ['"bogof" is not a valid choice.'] }],
      [{ end_datetime: "2026-05-01T00:00" }, { end_datetime: ["The end must be after the start."] }],
      [{ start_datetime: "1 June" }, { start_datetime: ["Enter a date and time, e.g. 2026-12-01T09:00."] }],
      [{ usage: "twice" }, { usage: ['"twice" is not a valid choice.'] }],
    ] as const) {
      const r = await post({ ...MONSOON, code: "OTHER1", ...change });
      expect([change, r.status, r.json]).toEqual([change, 400, errors]);
    }
    expect(await db().voucher.count()).toBe(1);
  });

  it("is for the marketing group only", async () => {
    for (const headers of [(await signedIn({ staffGroups: ["orders", "catalogue"] })).headers, (await signedIn()).headers, {}]) {
      expect([(await post({ ...MONSOON, code: "NOPE1" }, headers)).status, (await get("", headers)).status]).toEqual([403, 403]);
    }
  });
});

describe("GET and PATCH /api/v2/admin/vouchers/", () => {
  it("lists uses and takings (cancelled orders left out), filtered by code and state", async () => {
    const v = await db().voucher.findUniqueOrThrow({ where: { code: "MONSOON12" } });
    const kept = await createOrder({ quantities: [2] });
    const cancelled = await createOrder({ quantities: [1] });
    await db().order.update({ where: { id: cancelled.order.id }, data: { status: "cancelled" } });
    await db().voucherApplication.createMany({ data: [{ voucherId: v.id, orderId: kept.order.id }, { voucherId: v.id, orderId: cancelled.order.id }] });
    await db().voucher.update({ where: { id: v.id }, data: { numOrders: 2, totalDiscount: "400.00" } });
    await db().voucher.create({ data: { name: "Old", code: "OLD5", kind: "fixed", value: "5", startDatetime: new Date("2020-01-01"), endDatetime: new Date("2020-02-01") } });
    const r = await get("?q=monsoon");
    expect(r.json.results.map((x: { code: string; num_orders: number; total_discount: string; takings: string }) => [x.code, x.num_orders, x.total_discount, x.takings])).toEqual([["MONSOON12", 2, "400.00", "2360.00"]]);
    expect((await get("?state=ended")).json.results.map((x: { code: string }) => x.code)).toEqual(["OLD5"]);
    expect((await get("?state=later")).status).toBe(400);
  });

  it("changes rules checked against the stored voucher, audited, and refuses a save over a newer change", async () => {
    const v = await db().voucher.findUniqueOrThrow({ where: { code: "MONSOON12" } });
    const seen = v.dateUpdated.toISOString();
    expect((await patch(v.id, { value: "1.234" })).json).toEqual({ value: ["A valid number with at most 2 decimal places is required."] });
    expect((await patch(v.id, { value: "101" })).json).toEqual({ value: ["A percentage cannot be above 100."] });
    const r = await patch(v.id, { kind: "fixed", value: "1500", min_basket_value: null, updated_at: seen });
    expect([r.status, r.json.kind, r.json.value, r.json.min_basket_value]).toEqual([200, "fixed", "1500.00", null]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "voucher.update" } });
    expect(audit.changes).toEqual({ kind: ["percentage", "fixed"], value: ["12.00", "1500.00"], min_basket_value: ["5000.00", null] });
    const late = await patch(v.id, { name: "Late", updated_at: seen });
    expect([late.status, late.json.code]).toEqual([409, "edit_conflict"]);
    expect((await db().voucher.findUniqueOrThrow({ where: { id: v.id } })).name).toBe("Monsoon 12%");
    expect((await patch(999999, { name: "x" })).status).toBe(404);
  });

  it("deactivates by ending the window now, audited; a stale version is refused", async () => {
    const v = await db().voucher.findUniqueOrThrow({ where: { code: "MONSOON12" } });
    const stale = new Date(v.dateUpdated.getTime() - 60_000).toISOString();
    await expect(transaction((tx) => deactivateVoucher(tx, { id: marketing.user.id }, v.id, stale))).rejects.toMatchObject({ status: 409 });
    await transaction((tx) => deactivateVoucher(tx, { id: marketing.user.id }, v.id, v.dateUpdated.toISOString()));
    const r = await call(one, `/api/v2/admin/vouchers/${v.id}/`, { params: { id: String(v.id) }, headers: marketing.headers });
    expect(r.json.state).toBe("ended");
    expect(Date.parse(r.json.end_datetime)).toBeLessThanOrEqual(Date.now());
    expect(await db().auditLogEntry.count({ where: { action: "voucher.deactivate", entityId: String(v.id) } })).toBe(1);
  });
});
