// What staff and checkout do with an order's links (access.ts, docs/decisions/0085): staff revoke them
// (POST /api/v2/admin/orders/{id}/revoke-links/, with the audit log), and a retried checkout from the
// same browser gets a fresh thanks link for the order its first try placed.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { newThanksLink, tokenHash, trackingToken } from "./access.ts";

export const LINK_KINDS = ["all", "tracking", "thanks"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const linkStateSelect = { id: true, number: true, trackingTokenVersion: true, thanksTokenExpiresAt: true, linksRevokedAt: true } as const;

export interface OrderLinkState {
  number: number;
  trackingTokenVersion: number;
  thanksTokenExpiresAt: Date | null;
  linksRevokedAt: Date | null;
}

/** The staff answer: which tracking link works (its version) and until when the thanks link does. */
export const OrderLinksSchema = z
  .object({
    number: z.string(),
    tracking_link_version: z.int().describe("Moves on each time staff revoke the tracking link: links in earlier mails stop working."),
    thanks_link_expires_at: z.iso.datetime().nullable().describe("Until when the thanks page's link works; null when it does not."),
    links_revoked_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "OrderLinks" });

export function orderLinksJson(s: OrderLinkState, now = new Date()): z.infer<typeof OrderLinksSchema> {
  return {
    number: String(s.number),
    tracking_link_version: s.trackingTokenVersion,
    thanks_link_expires_at: s.thanksTokenExpiresAt && s.thanksTokenExpiresAt > now ? s.thanksTokenExpiresAt.toISOString() : null,
    links_revoked_at: s.linksRevokedAt?.toISOString() ?? null,
  };
}

export interface LinkRevocation {
  orderId: number;
  links: LinkKind;
  staffId: number;
  ip?: string;
}

/**
 * Revokes order `orderId`'s links: the tracking token moves to the next version (links in mails sent
 * so far stop working; the next mail carries the new one), the thanks link ends. In the caller's
 * transaction, with the audit log entry; answers the new state. Unknown order: 404.
 */
export async function revokeOrderLinks(tx: Tx, r: LinkRevocation): Promise<OrderLinkState> {
  const order = await tx.order.findUnique({ where: { id: r.orderId }, select: linkStateSelect });
  if (!order) throw new NotFoundError();
  const tracking = r.links !== "thanks";
  const thanks = r.links !== "tracking";
  const version = tracking ? order.trackingTokenVersion + 1 : order.trackingTokenVersion;
  const now = new Date();
  const updated = await tx.order.update({
    where: { id: order.id },
    data: {
      ...(tracking ? { trackingTokenVersion: version, trackingTokenHash: tokenHash(trackingToken(order.number, version)) } : {}),
      ...(thanks ? { thanksTokenHash: null, thanksTokenExpiresAt: null } : {}),
      linksRevokedAt: now,
    },
    select: linkStateSelect,
  });
  await recordStaffAction(tx, {
    actorId: r.staffId,
    action: "order.links.revoke",
    entityType: "order",
    entityId: order.id,
    changes: {
      links: r.links,
      ...(tracking ? { tracking_link_version: [order.trackingTokenVersion, version] } : {}),
      ...(thanks ? { thanks_link: order.thanksTokenExpiresAt && order.thanksTokenExpiresAt > now ? "ended" : "none" } : {}),
    },
    ip: r.ip,
  });
  return updated;
}

/**
 * A new thanks token for order `number`, replacing the one its checkout gave, while that one still
 * works (not expired, not revoked): a retried checkout (the same Idempotency-Key from the same browser)
 * answers the first try's order, whose token went to a response the browser dropped. Null otherwise.
 */
export async function reissueThanksLink(number: number, now = new Date()): Promise<string | null> {
  const link = newThanksLink(now);
  const done = await db().order.updateMany({
    where: { number, thanksTokenHash: { not: null }, thanksTokenExpiresAt: { gt: now } },
    data: { thanksTokenHash: link.hash },
  });
  return done.count === 1 ? link.token : null;
}
