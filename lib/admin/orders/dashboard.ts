// The dashboard's order figures (staff with the orders group): today's and this week's orders and
// takings, orders waiting by status, low stock, order mails that failed, and 30 days of sales. Days are
// the shop's (SHOP_TIME_ZONE); takings count every order not cancelled, in decimals.
import { db, Prisma } from "@/lib/db.ts";
import { dec, money } from "@/lib/pricing/index.ts";
import { addDays, shopDay, shopDayStart } from "./days.ts";

/** A stock record without its own threshold counts as low at this many units free or fewer. */
export const DEFAULT_LOW_STOCK = 3;
export const CHART_DAYS = 30;
/** The order mails "send again" can make again (their tracking link is derived from the order). */
export const RESENDABLE_TEMPLATES = ["order-confirmation", "order-status", "order-placed-staff"] as const;

export interface Takings {
  orders: number;
  takings: string;
}

export interface LowStockRow {
  id: number;
  productId: number;
  title: string;
  sku: string;
  free: number;
  threshold: number;
}

export interface FailedMail {
  id: number;
  template: string;
  recipient: string;
  orderNumber: string | null;
  lastError: string | null;
  createdAt: Date;
}

export interface OrderDashboard {
  today: Takings;
  week: Takings;
  waiting: { new: number; processing: number; shipped: number };
  lowStock: LowStockRow[];
  failedMails: FailedMail[];
  /** Oldest first, one per day, today last. */
  days: { day: string; orders: number; takings: string }[];
}

/** Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

async function takingsSince(from: Date): Promise<Takings> {
  const r = await db().order.aggregate({ where: { datePlaced: { gte: from }, status: { not: "cancelled" } }, _count: true, _sum: { totalInclTax: true } });
  return { orders: r._count, takings: money(r._sum.totalInclTax ?? 0) };
}

export async function orderDashboard(now = new Date()): Promise<OrderDashboard> {
  const today = shopDay(now);
  const first = addDays(today, -(CHART_DAYS - 1));
  const [todayTakings, week, byStatus, lowStock, failed, placed] = await Promise.all([
    takingsSince(shopDayStart(today)),
    takingsSince(shopDayStart(weekStart(today))),
    db().order.groupBy({ by: ["status"], where: { status: { in: ["new", "processing", "shipped"] } }, _count: true }),
    db().$queryRaw<LowStockRow[]>(Prisma.sql`
      SELECT sr.id, sr."productId", p.title, sr."partnerSku" AS sku, (sr."numInStock" - sr."numAllocated")::int AS free,
             COALESCE(sr."lowStockThreshold", ${DEFAULT_LOW_STOCK})::int AS threshold
      FROM "StockRecord" sr JOIN "Product" p ON p.id = sr."productId"
      WHERE sr."numInStock" IS NOT NULL AND sr."numInStock" - sr."numAllocated" <= COALESCE(sr."lowStockThreshold", ${DEFAULT_LOW_STOCK})
      ORDER BY free, sr.id LIMIT 10`),
    db().outboxMessage.findMany({
      where: { status: "failed", channel: "email", template: { in: [...RESENDABLE_TEMPLATES] } },
      select: { id: true, template: true, recipient: true, data: true, lastError: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: 10,
    }),
    db().order.findMany({ where: { datePlaced: { gte: shopDayStart(first) }, status: { not: "cancelled" } }, select: { datePlaced: true, totalInclTax: true } }),
  ]);
  const perDay = new Map<string, { orders: number; takings: Prisma.Decimal }>();
  for (let i = 0; i < CHART_DAYS; i++) perDay.set(addDays(first, i), { orders: 0, takings: dec(0) });
  for (const o of placed) {
    const d = perDay.get(shopDay(o.datePlaced));
    if (d) {
      d.orders += 1;
      d.takings = d.takings.plus(o.totalInclTax);
    }
  }
  const count = (s: string) => byStatus.find((b) => b.status === s)?._count ?? 0;
  return {
    today: todayTakings,
    week,
    waiting: { new: count("new"), processing: count("processing"), shipped: count("shipped") },
    lowStock,
    failedMails: failed.map((m) => {
      const data = m.data as Record<string, unknown> | null;
      return { id: m.id, template: m.template, recipient: m.recipient, orderNumber: typeof data?.orderNumber === "string" ? data.orderNumber : null, lastError: m.lastError, createdAt: m.createdAt };
    }),
    days: [...perDay].map(([day, d]) => ({ day, orders: d.orders, takings: money(d.takings) })),
  };
}
