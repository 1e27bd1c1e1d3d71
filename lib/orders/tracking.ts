// Finding one order for the public tracking view (GET /api/v2/orders/track/): by its number and the
// e-mail it was placed with, or by its access token. Anything else is 404, whichever part was wrong.
import { db, type Prisma } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { accessTokenHash } from "./access.ts";
import { orderInclude } from "./orders.ts";

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

export async function findTrackedOrder(q: TrackQuery) {
  const token = q.token?.trim();
  if (token) {
    if (token.length > 200) throw new NotFoundError();
    const order = await db().order.findUnique({ where: { accessTokenHash: accessTokenHash(token) }, select: trackingSelect });
    if (!order) throw new NotFoundError();
    return order;
  }
  const number = q.number?.trim() ?? "";
  const email = q.email?.trim().toLowerCase() ?? "";
  if (!/^\d{1,9}$/.test(number) || !email || email.length > 254) throw new NotFoundError();
  const order = await db().order.findFirst({ where: { number: Number(number), email }, select: trackingSelect });
  if (!order) throw new NotFoundError();
  return order;
}

/**
 * The whole order for its access token (the thanks page: whoever holds the token is the buyer, signed
 * in or not), when `number` matches too; else 404.
 */
export async function orderByAccessToken(number: string, token: string) {
  const t = accessTokenOf(number, token);
  const order = t === null ? null : await db().order.findUnique({ where: { accessTokenHash: accessTokenHash(t) }, include: orderInclude });
  if (!order || String(order.number) !== number.trim()) throw new NotFoundError();
  return order;
}

/** Whether orderByAccessToken(number, token) finds the order, without reading it: Next's proxy asks. */
export async function accessTokenOpens(number: string, token: string): Promise<boolean> {
  const t = accessTokenOf(number, token);
  const order = t === null ? null : await db().order.findUnique({ where: { accessTokenHash: accessTokenHash(t) }, select: { number: true } });
  return !!order && String(order.number) === number.trim();
}

/** The token to look an order up by, or null when `number` and `token` cannot name one. */
function accessTokenOf(number: string, token: string): string | null {
  const t = token.trim();
  return !t || t.length > 200 || !/^\d{1,9}$/.test(number.trim()) ? null : t;
}
