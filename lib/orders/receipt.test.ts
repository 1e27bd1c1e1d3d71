// The thanks and tracking pages' receipt: quantities, line prices, the voucher discount, the cash the
// courier collects (rounded to the rupee, said so) and the delivery estimate while the order travels.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { TrackedOrder } from "@/components/orders/tracked-order.tsx";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { orderInclude } from "./orders.ts";
import { orderReceipt } from "./receipt.ts";
import { trackingJson } from "./order-json.ts";
import { trackedOrderById } from "./tracking.ts";

useTestDatabase();

let orderId: number;

beforeAll(async () => {
  await createCountries();
  await db().shippingMethod.upsert({ where: { code: "standard" }, create: { code: "standard", name: "Standard delivery", minDays: 3, maxDays: 5 }, update: { minDays: 3, maxDays: 5 } });
  const { order } = await createOrder({ quantities: [2, 1] });
  orderId = order.id;
  // A Tuesday morning in India; ₹1,180.80 off with WELCOME10: ₹2,359.20 to pay.
  await db().order.update({ where: { id: order.id }, data: { datePlaced: new Date("2026-12-01T04:30:00Z"), totalInclTax: "2359.20" } });
  await db().orderDiscount.create({ data: { orderId: order.id, category: "voucher", voucherCode: "WELCOME10", name: "Welcome 10%", amount: "1180.80" } });
});

const load = () => db().order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude });

describe("an order's receipt", () => {
  it("has each line's quantity and price, the voucher, the cash to collect and the delivery window", async () => {
    const receipt = await orderReceipt(db(), await load());
    expect(receipt).toEqual({
      lines: [
        { title: expect.any(String), options: [], quantity: 2, unitPrice: "1180.00", price: "2360.00" },
        { title: expect.any(String), options: [], quantity: 1, unitPrice: "1180.00", price: "1180.00" },
      ],
      vouchers: [{ label: "Voucher WELCOME10", amount: "1180.80" }],
      shipping: { method: "Standard delivery", amount: "0.00" },
      surcharges: [],
      total: "2359.20",
      cash: { amount: "2359.00", rounded: true },
      // 3 and 5 working days after Tuesday 1 December (Sunday not counted).
      delivery: { earliest: "2026-12-04", latest: "2026-12-07" },
    });
  });

  it("is what the tracking view shows: counts, prices, the discount and the rounded cash", async () => {
    const order = await load();
    const html = renderToStaticMarkup(TrackedOrder({ order: trackingJson(await trackedOrderById(db(), orderId)), receipt: await orderReceipt(db(), order) }));
    expect(html).toContain("2 × ₹1,180");
    expect(html).toContain("₹2,360");
    expect(html).toContain("Voucher WELCOME10</dt><dd>−₹1,180.80");
    expect(html).toContain("Pay ₹2,359 in cash on delivery (rounded from ₹2,359.20).");
    expect(html).toContain("Expected between <strong>Friday 4 December</strong> and <strong>Monday 7 December</strong>");
  });

  it("has no estimate once delivered, and no cash line for an order paid online", async () => {
    await db().order.update({ where: { id: orderId }, data: { status: "delivered", paymentMethod: "razorpay" } });
    const receipt = await orderReceipt(db(), await load());
    expect([receipt.delivery, receipt.cash]).toEqual([null, null]);
  });
});
