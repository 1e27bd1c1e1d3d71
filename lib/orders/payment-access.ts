// Who may open an order's payment page (/orders/{number}/pay/): whoever holds the order (holder-access.ts),
// found by its number. Next's proxy asks too, so a page nobody may open answers 404
// (lib/storefront/missing-pages.ts).
import { db } from "@/lib/db.ts";
import { HOLDER_SELECT, holds } from "./holder-access.ts";

/** The id of order `number` when this token or this signed-in buyer holds it; else null. */
export async function payableOrderId(number: string, rawToken: string | undefined, userId: number | null, now = new Date()): Promise<number | null> {
  if (!/^\d{1,9}$/.test(number)) return null;
  const order = await db().order.findUnique({ where: { number: Number(number) }, select: HOLDER_SELECT });
  return order && holds(order, userId, rawToken, now) ? order.id : null;
}
