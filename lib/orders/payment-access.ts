// Who may open an order's payment page (/orders/{number}/pay/): the buyer signed in, or whoever holds
// the order's tracking token (its mails) or thanks token (the checkout's browser, for a day). Next's
// proxy asks too, so a page nobody may open answers 404 (lib/storefront/missing-pages.ts).
import { db } from "@/lib/db.ts";
import { cleanToken, tokenHash } from "./access.ts";

const numberOf = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The id of order `number` when this token or this signed-in buyer opens its payment page; else null. */
export async function payableOrderId(number: string, rawToken: string | undefined, userId: number | null, now = new Date()): Promise<number | null> {
  const n = numberOf(number);
  if (n === null) return null;
  const order = await db().order.findUnique({ where: { number: n }, select: { id: true, userId: true, trackingTokenHash: true, thanksTokenHash: true, thanksTokenExpiresAt: true } });
  if (!order) return null;
  if (userId !== null && order.userId === userId) return order.id;
  const token = cleanToken(rawToken);
  if (token === null) return null;
  const hash = tokenHash(token);
  const thanks = hash === order.thanksTokenHash && !!order.thanksTokenExpiresAt && order.thanksTokenExpiresAt > now;
  return hash === order.trackingTokenHash || thanks ? order.id : null;
}
