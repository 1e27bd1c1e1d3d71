// GET /api/v2/admin/orders/ and /{id}/ (API.md §10): staff with the orders group see every order,
// searched and filtered exactly as /admin/orders/ does (the same service); nobody else does.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import * as detail from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let staff: Awaited<ReturnType<typeof signedIn>>;
let guest: Awaited<ReturnType<typeof createOrder>>;
let member: Awaited<ReturnType<typeof createOrder>>;
let buyer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await createCountries();
  staff = await signedIn({ staffGroups: ["orders"] });
  buyer = await signedIn({ email: "meera@example.in" });
  guest = await createOrder({ email: "asha@example.in", quantities: [2] });
  member = await createOrder({ userId: buyer.user.id, email: "meera@example.in", quantities: [1, 3] });
  await db().orderAddress.update({ where: { id: member.order.shippingAddressId! }, data: { state: "Tamil Nadu", postcode: "600001", line4: "Chennai", phoneNumber: "+919812300000" } });
  await db().order.update({ where: { id: guest.order.id }, data: { datePlaced: new Date("2026-11-01T10:00:00Z") } });
  await db().order.update({ where: { id: member.order.id }, data: { datePlaced: new Date("2026-11-20T10:00:00Z") } });
  await transaction((tx) => moveOrder(tx, member.order.id, { status: "processing" }, { kind: "staff", userId: staff.user.id }));
});

const get = (query: string, headers = staff.headers) => call(list, `/api/v2/admin/orders/${query}`, { headers });
const numbers = async (query: string) => {
  const r = await get(query);
  expect(r.status).toBe(200);
  return r.json.results.map((o: { number: string }) => o.number);
};

describe("GET /api/v2/admin/orders/", () => {
  it("answers every order, newest first, in Envelope A", async () => {
    const r = await get("");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          id: member.order.id,
          number: String(member.order.number),
          url: `http://shop.test/api/v2/admin/orders/${member.order.id}/`,
          status: "processing",
          date_placed: "2026-11-20T10:00:00.000Z",
          email: "meera@example.in",
          buyer_name: "Asha Rao",
          phone_number: "+919812300000",
          guest: false,
          city: "Chennai",
          state: "Tamil Nadu",
          pincode: "600001",
          payment_method: "cod",
          line_count: 2,
          total_incl_tax: "4720.00",
          currency: "INR",
        },
        expect.objectContaining({ number: String(guest.order.number), status: "new", guest: true, pincode: "560038", line_count: 1, total_incl_tax: "2360.00" }),
      ],
    });
  });

  it("searches by number, e-mail and phone, and filters by status, days, buyer, state and pincode", async () => {
    const g = String(guest.order.number);
    const m = String(member.order.number);
    expect(await numbers(`?q=${g}`)).toEqual([g]);
    expect(await numbers("?q=MEERA@")).toEqual([m]);
    expect(await numbers("?q=98123%2000000")).toEqual([m]);
    expect(await numbers("?q=nobody")).toEqual([]);
    expect(await numbers("?status=new")).toEqual([g]);
    expect(await numbers("?status=processing")).toEqual([m]);
    expect(await numbers("?buyer=guest")).toEqual([g]);
    expect(await numbers("?buyer=account")).toEqual([m]);
    expect(await numbers("?state=tamil%20nadu")).toEqual([m]);
    expect(await numbers("?pincode=56")).toEqual([g]);
    expect(await numbers("?since=2026-11-02")).toEqual([m]);
    expect(await numbers("?until=2026-11-01")).toEqual([g]);
    expect(await numbers("?since=2026-11-01&until=2026-11-20")).toEqual([m, g]);
    expect(await numbers("?payment_method=cod&sort=total")).toEqual([g, m]);
    expect(await numbers("?sort=number")).toEqual([g, m]);
  });

  it("refuses bad filters with field errors, and anyone without the orders group", async () => {
    expect(await get("?status=lost").then((r) => [r.status, Object.keys(r.json)])).toEqual([400, ["status"]]);
    expect((await get("?pincode=56abc")).json).toEqual({ pincode: ["Enter up to 6 digits."] });
    expect((await get("?page=9")).json).toEqual({ detail: "Invalid page." });
    expect((await get("", buyer.headers)).status).toBe(403);
    expect((await get("", (await signedIn({ staffGroups: ["catalogue"] })).headers)).status).toBe(403);
    expect((await get("", {})).status).toBe(403);
  });
});

describe("GET /api/v2/admin/orders/{id}/", () => {
  it("answers the order with buyer, lines with GST, totals, events and mails", async () => {
    const r = await call(detail, `/api/v2/admin/orders/${member.order.id}/`, { params: { id: String(member.order.id) }, headers: staff.headers });
    expect(r.status).toBe(200);
    expect(r.json.buyer).toEqual({ guest: false, user_id: buyer.user.id, name: "Asha Rao", email: "meera@example.in", phone_number: "+919812300000" });
    expect(r.json.totals).toEqual({ subtotal: "4720.00", discount: "0.00", shipping: "0.00", gst: "720.00", total_excl_tax: "4000.00", total_incl_tax: "4720.00" });
    expect(r.json.lines.map((l: { quantity: number; num_allocated: number; gst_rate: string }) => [l.quantity, l.num_allocated, l.gst_rate])).toEqual([
      [1, 1, "0.1800"],
      [3, 3, "0.1800"],
    ]);
    expect(r.json.events.map((e: { status: string; by: string | null }) => [e.status, e.by])).toEqual([
      ["new", null],
      ["processing", expect.any(String)],
    ]);
    expect(r.json.mails).toEqual([expect.objectContaining({ template: "order-status", recipient: "meera@example.in", status: "pending", sent_at: null })]);
  });

  it("is 404 for an unknown order and 403 for a shopper, even the buyer", async () => {
    expect((await call(detail, "/api/v2/admin/orders/999999/", { params: { id: "999999" }, headers: staff.headers })).status).toBe(404);
    expect((await call(detail, `/api/v2/admin/orders/${member.order.id}/`, { params: { id: String(member.order.id) }, headers: buyer.headers })).status).toBe(403);
  });
});
