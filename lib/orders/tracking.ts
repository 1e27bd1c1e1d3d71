// Finding one order by what a guest holds (docs/decisions/0085): the public tracking view by its
// tracking token or by its number and e-mail (GET /api/v2/orders/track/), and the whole order for the
// thanks page by its thanks token while it lasts. Anything else is 404, whichever part was wrong.
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { cleanToken, tokenHash, trackingToken, trackingUrl } from "./access.ts";
import { orderDetailInclude, type OrderWithEvents } from "./orders.ts";

const trackingSelect = {
  id: true,
  number: true,
  status: true,
  datePlaced: true,
  lines: { select: { title: true }, orderBy: { id: "asc" } },
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderSelect;

export interface TrackQuery {
  number?: string;
  email?: string;
  token?: string;
}

const numberOf = (raw: string | undefined): number | null => {
  const n = raw?.trim() ?? "";
  return /^\d{1,9}$/.test(n) ? Number(n) : null;
};

export async function findTrackedOrder(q: TrackQuery) {
  if (q.token?.trim()) return trackedOrderById(db(), await orderIdByTrackingToken(db(), q.token));
  const number = numberOf(q.number);
  const email = q.email?.trim().toLowerCase() ?? "";
  if (number === null || !email || email.length > 254) throw new NotFoundError();
  const order = await db().order.findFirst({ where: { number, email }, select: trackingSelect });
  if (!order) throw new NotFoundError();
  return order;
}

/** What the tracking view shows of order `id` (it exists). */
export function trackedOrderById(client: Tx | Db, id: number) {
  return client.order.findUniqueOrThrow({ where: { id }, select: trackingSelect });
}

/** The id of the order whose tracking token this is, or 404. */
export async function orderIdByTrackingToken(client: Tx | Db, raw: string): Promise<number> {
  const token = cleanToken(raw);
  const order = token === null ? null : await client.order.findUnique({ where: { trackingTokenHash: tokenHash(token) }, select: { id: true } });
  if (!order) throw new NotFoundError();
  return order.id;
}

/** The thanks token's order when it is order `number`'s and has not expired (or been revoked); else null. */
function thanksWhere(number: string, raw: string, now: Date): Prisma.OrderWhereUniqueInput | null {
  const n = numberOf(number);
  const token = cleanToken(raw);
  if (n === null || token === null) return null;
  return { thanksTokenHash: tokenHash(token), number: n, thanksTokenExpiresAt: { gt: now } };
}

/** The whole order with its events for the thanks page (whoever holds the token is the buyer); else 404. */
export async function orderByThanksToken(number: string, token: string, now = new Date()): Promise<OrderWithEvents> {
  const where = thanksWhere(number, token, now);
  const order = where === null ? null : await db().order.findUnique({ where, include: orderDetailInclude });
  if (!order) throw new NotFoundError();
  return order;
}

/** Whether orderByThanksToken(number, token) finds the order, without reading it: Next's proxy asks. */
export async function thanksTokenOpens(number: string, token: string, now = new Date()): Promise<boolean> {
  const where = thanksWhere(number, token, now);
  return where !== null && (await db().order.findUnique({ where, select: { id: true } })) !== null;
}

/** The order's current tracking token and link (checkout's answer, the thanks page's "Follow this order"). */
export function trackingLinkOf(order: { number: number | string; trackingTokenVersion: number }): { token: string; url: string } {
  return { token: trackingToken(order.number, order.trackingTokenVersion), url: trackingUrl(order.number, order.trackingTokenVersion) };
}
