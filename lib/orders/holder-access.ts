// Who holds an order, for what a guest may also do with it (download its documents, pay it): the buyer
// signed in, whoever holds its tracking token (`?token=`, in every order mail) or its thanks token
// while that lasts, and, where allowed, staff of the orders group. Anyone else gets 404, as for an
// order that does not exist; a caller with neither a sign-in nor a token the 403 of every order endpoint.
import type { Caller } from "@/lib/auth/caller.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";
import { NotAuthenticatedError, NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { cleanToken, tokenHash } from "./access.ts";

/** What an order row keeps of who holds it. */
export const HOLDER_SELECT = { id: true, userId: true, trackingTokenHash: true, thanksTokenHash: true, thanksTokenExpiresAt: true } as const;

export interface HeldOrder {
  userId: number | null;
  trackingTokenHash: string;
  thanksTokenHash: string | null;
  thanksTokenExpiresAt: Date | null;
}

/** The one rule: the buyer signed in, or a token that is the order's tracking token or its thanks token while it lasts. */
export function holds(order: HeldOrder, userId: number | null, rawToken: string | undefined | null, now = new Date()): boolean {
  if (userId !== null && order.userId === userId) return true;
  const token = cleanToken(rawToken);
  if (token === null) return false;
  const hash = tokenHash(token);
  return hash === order.trackingTokenHash || (hash === order.thanksTokenHash && !!order.thanksTokenExpiresAt && order.thanksTokenExpiresAt > now);
}

/** The id of the order of path segment `rawId` when the caller holds it; else 403 or 404. */
export async function heldOrderId(caller: Caller, rawId: string | undefined, rawToken: string | undefined, opts: { staff: boolean }): Promise<number> {
  if (!caller.user && cleanToken(rawToken) === null) throw new NotAuthenticatedError();
  const id = rawId === undefined ? null : integerId(rawId);
  if (id === null) throw new NotFoundError();
  const order = await db().order.findUnique({ where: { id }, select: HOLDER_SELECT });
  if (!order) throw new NotFoundError();
  const staff = opts.staff && !!caller.user && mayUse(caller.user, ["orders"]);
  if (!staff && !holds(order, caller.user?.id ?? null, rawToken)) throw new NotFoundError();
  return id;
}
