// The staff dashboard's figures: a read-only count of what the shop holds, one query each, together.
import { db } from "@/lib/db.ts";

export interface DashboardFigures {
  shoppers: number;
  staff: number;
  products: number;
  ordersToHandle: number;
  orders: number;
  messagesWaiting: number;
  messagesFailed: number;
}

export async function dashboardFigures(): Promise<DashboardFigures> {
  const prisma = db();
  const [shoppers, staff, products, ordersToHandle, orders, messagesWaiting, messagesFailed] = await Promise.all([
    prisma.user.count({ where: { isStaff: false, isActive: true } }),
    prisma.user.count({ where: { isStaff: true, isActive: true } }),
    prisma.product.count({ where: { isPublic: true, structure: { not: "child" } } }),
    prisma.order.count({ where: { status: { in: ["new", "processing"] } } }),
    prisma.order.count(),
    prisma.outboxMessage.count({ where: { status: "pending" } }),
    prisma.outboxMessage.count({ where: { status: "failed" } }),
  ]);
  return { shoppers, staff, products, ordersToHandle, orders, messagesWaiting, messagesFailed };
}
