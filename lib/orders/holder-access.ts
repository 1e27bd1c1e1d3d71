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

/** The id of the order of path segment `rawId` when the caller holds it; else 403 or 404. */
export async function heldOrderId(caller: Caller, rawId: string | undefined, rawToken: string | undefined, opts: { staff: boolean }): Promise<number> {
  const token = cleanToken(rawToken);
  if (!caller.user && token === null) throw new NotAuthenticatedError();
  const id = rawId === undefined ? null : integerId(rawId);
  if (id === null) throw new NotFoundError();
  const order = await db().order.findUnique({ where: { id }, select: { userId: true, trackingTokenHash: true, thanksTokenHash: true, thanksTokenExpiresAt: true } });
  if (!order) throw new NotFoundError();
  const staff = opts.staff && !!caller.user && mayUse(caller.user, ["orders"]);
  const owner = !!caller.user && order.userId === caller.user.id;
  const hash = token === null ? null : tokenHash(token);
  const holder = hash !== null && (hash === order.trackingTokenHash || (hash === order.thanksTokenHash && !!order.thanksTokenExpiresAt && order.thanksTokenExpiresAt > new Date()));
  if (!staff && !owner && !holder) throw new NotFoundError();
  return id;
}
