// Newsletter subscribers for staff (/admin/newsletter/, /api/v2/admin/newsletter/): the list with a
// status filter and search, unsubscribing one (audited), and the CSV of confirmed subscribers only —
// the addresses the shop may mail — with cells a spreadsheet cannot read as formulas.
import { z } from "zod";
import { csvLine } from "@/lib/admin/stock-csv.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Prisma, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import type { NewsletterSubscription } from "@/lib/generated/prisma/client.ts";
import type { Actor } from "./contact.ts";

const STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

export const NewsletterFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the e-mail address."),
  status: z.enum(STATUSES).optional().describe("confirmed: those the shop may mail."),
});
export type NewsletterFilters = z.infer<typeof NewsletterFilters>;

export const AdminSubscriberSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    status: z.enum(STATUSES),
    created_at: z.string().describe("When the subscription (re)started."),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: "AdminNewsletterSubscriber" });
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export function subscriberJson(s: NewsletterSubscription): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    created_at: s.createdAt.toISOString(),
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
  };
}

export function subscriberWhere(q: NewsletterFilters): Prisma.NewsletterSubscriptionWhereInput {
  const and: Prisma.NewsletterSubscriptionWhereInput[] = [];
  if (q.q) and.push({ email: { contains: q.q, mode: "insensitive" } });
  if (q.status) and.push({ status: q.status });
  return { AND: and };
}

export const countSubscribers = (where: Prisma.NewsletterSubscriptionWhereInput) => db().newsletterSubscription.count({ where });
export const listSubscribers = (where: Prisma.NewsletterSubscriptionWhereInput, offset: number, limit: number) =>
  db().newsletterSubscription.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function subscriberOr404(id: number): Promise<NewsletterSubscription> {
  const s = await db().newsletterSubscription.findUnique({ where: { id } });
  if (!s) throw new NotFoundError();
  return s;
}

/** Unsubscribes an address on staff's word (a pending one too: it will not be confirmed). */
export async function unsubscribeByStaff(tx: Tx, actor: Actor, id: number, now = new Date()): Promise<NewsletterSubscription> {
  await tx.$queryRaw`SELECT id FROM "NewsletterSubscription" WHERE id = ${id} FOR UPDATE`;
  const s = await tx.newsletterSubscription.findUnique({ where: { id } });
  if (!s) throw new NotFoundError();
  if (s.status === "unsubscribed") throw new ConflictError("This address is already unsubscribed.", "already_unsubscribed");
  const after = await tx.newsletterSubscription.update({ where: { id }, data: { status: "unsubscribed", unsubscribedAt: now } });
  await recordStaffAction(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: "newsletter.unsubscribe",
    entityType: "newsletter_subscription",
    entityId: id,
    changes: { status: [s.status, "unsubscribed"] },
  });
  return after;
}

/** The confirmed subscribers as CSV: email, confirmed_at (oldest first). */
export async function confirmedSubscribersCsv(): Promise<string> {
  const rows = await db().newsletterSubscription.findMany({ where: { status: "confirmed" }, orderBy: [{ confirmedAt: "asc" }, { id: "asc" }], select: { email: true, confirmedAt: true } });
  let body = csvLine(["email", "confirmed_at"]);
  for (const r of rows) body += csvLine([r.email, r.confirmedAt?.toISOString() ?? null]);
  return body;
}

/** The CSV as a download: a fixed, safe file name with the day. */
export async function confirmedSubscribersResponse(now = new Date()): Promise<Response> {
  const name = `newsletter-confirmed-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(await confirmedSubscribersCsv(), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
  });
}
