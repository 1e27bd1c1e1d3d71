// The dashboard's order figures (days in the shop's time zone, cancelled orders not taken) and "send
// again" for a failed order mail (its tracking link made again; the orders group only).
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { openSecrets } from "@/lib/messaging/secret-box.ts";
import { trackingUrl } from "@/lib/orders/access.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import { EMPTY_FORM_STATE } from "./form-state.ts";
import { orderDashboard, weekStart } from "./dashboard.ts";

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
const { sendMailAgain } = await import("@/app/admin/actions.ts");

const as = (user: Awaited<ReturnType<typeof createUser>>): Caller => ({ user: { ...user }, via: "cookie", sentCookies: true, ip: "198.51.100.2" });

// Thursday 26 Nov 2026, 11:30 in India; the week began on Monday 23 Nov at 00:00 IST (22 Nov 18:30 UTC).
const NOW = new Date("2026-11-26T06:00:00Z");
const placedAt = async (at: string, opts: Parameters<typeof createOrder>[0] = {}, status?: "cancelled" | "processing" | "shipped") => {
  const o = await createOrder(opts);
  await db().order.update({ where: { id: o.order.id }, data: { datePlaced: new Date(at), ...(status ? { status } : {}) } });
  return o;
};

beforeAll(async () => {
  await createCountries();
  await placedAt("2026-11-25T18:45:00Z", { quantities: [1] }); // 00:15 IST today: ₹1,180
  await placedAt("2026-11-26T05:00:00Z", { quantities: [2] }, "processing"); // today: ₹2,360
  await placedAt("2026-11-26T05:30:00Z", { quantities: [5] }, "cancelled"); // today, cancelled: not taken
  await placedAt("2026-11-25T18:15:00Z", { quantities: [3] }, "shipped"); // 23:45 IST yesterday: ₹3,540
  await placedAt("2026-11-22T18:00:00Z", { quantities: [1] }, "shipped"); // 23:30 IST Sunday: last week
  await placedAt("2026-10-01T06:00:00Z", { quantities: [4] }); // beyond 30 days, still new
  await placedAt("2026-11-20T06:00:00Z", { quantities: [1], stock: 2 }); // 1 of 2 units free: low stock
});

describe("the dashboard's order figures", () => {
  it("counts today's and this week's orders and takings in shop days, without cancelled orders", async () => {
    const d = await orderDashboard(NOW);
    expect(d.today).toEqual({ orders: 2, takings: "3540.00" });
    expect(d.week).toEqual({ orders: 3, takings: "7080.00" });
    expect(d.waiting).toEqual({ new: 3, processing: 1, shipped: 2 });
  });

  it("draws 30 days ending today, each day's takings in its slot", async () => {
    const d = await orderDashboard(NOW);
    expect(d.days).toHaveLength(30);
    expect([d.days[0].day, d.days.at(-1)!.day]).toEqual(["2026-10-28", "2026-11-26"]);
    const of = (day: string) => d.days.find((x) => x.day === day);
    expect(of("2026-11-26")).toEqual({ day: "2026-11-26", orders: 2, takings: "3540.00" });
    expect(of("2026-11-25")).toEqual({ day: "2026-11-25", orders: 1, takings: "3540.00" });
    expect(of("2026-11-22")).toEqual({ day: "2026-11-22", orders: 1, takings: "1180.00" });
    expect(of("2026-11-20")).toEqual({ day: "2026-11-20", orders: 1, takings: "1180.00" });
    expect(d.days.reduce((n, x) => n + x.orders, 0)).toBe(5);
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
  });

  it("lists the stock records at or below their threshold (3 free by default)", async () => {
    const d = await orderDashboard(NOW);
    expect(d.lowStock.map((s) => [s.free, s.threshold])).toEqual([[1, 3]]);
  });
});

describe("send again", () => {
  it("queues a failed order mail again with its tracking link made afresh; not for staff without the orders group", async () => {
    const { order } = await createOrder();
    const mail = await db().outboxMessage.create({
      data: { channel: "email", recipient: "asha@example.in", template: "order-status", data: { orderNumber: String(order.number), name: "Asha", status: "Shipped", note: "" }, status: "failed", attempts: 8, lastError: "550 mailbox full" },
    });
    expect((await orderDashboard(NOW)).failedMails.map((m) => [m.id, m.orderNumber, m.lastError])).toEqual([[mail.id, String(order.number), "550 mailbox full"]]);

    pageCaller = as(await createUser({ staffGroups: ["catalogue"] }));
    await expect(sendMailAgain(EMPTY_FORM_STATE, (() => { const f = new FormData(); f.set("id", String(mail.id)); return f; })())).rejects.toThrow("403");

    const staff = await createUser({ staffGroups: ["orders"] });
    pageCaller = as(staff);
    const form = new FormData();
    form.set("id", String(mail.id));
    expect(await sendMailAgain(EMPTY_FORM_STATE, form)).toEqual({ ok: true, message: "Queued again: it goes out within a minute.", errors: {} });
    const row = await db().outboxMessage.findUniqueOrThrow({ where: { id: mail.id } });
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 0, null]);
    expect(openSecrets(row.secrets!, "email\nasha@example.in\norder-status")).toEqual({ trackingUrl: trackingUrl(order.number, 0) });
    expect(await db().auditLogEntry.count({ where: { action: "outbox.resend", actorId: staff.id, entityId: String(order.id) } })).toBe(1);
    expect((await orderDashboard(NOW)).failedMails).toEqual([]);
    expect(await sendMailAgain(EMPTY_FORM_STATE, form)).toEqual({ ok: false, message: "This mail is not a failed one: it is sent or on its way.", errors: {} });
  });
});
