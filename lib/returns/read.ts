// Reading returns: the buyer's, of one of their own orders (someone else's order is 404, as every order
// endpoint answers), what is left to return of an order, and the staff list by status. One query per list.
import { z } from "zod";
import { db, type Prisma } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { adminReturnInclude, returnInclude, type AdminReturnWithParts, type ReturnWithParts } from "./json.ts";
import { claimedByLine } from "./request.ts";
import { RETURN_STATUSES } from "./statuses.ts";
import { returnWindow, type WindowState } from "./window.ts";

const idOf = (raw: string | undefined) => (raw === undefined ? null : integerId(raw));

async function ownOrderId(userId: number, rawOrderId: string | undefined): Promise<number> {
  const id = idOf(rawOrderId);
  if (id === null || (await db().order.count({ where: { id, userId } })) === 0) throw new NotFoundError();
  return id;
}

/** The returns of one of the buyer's orders, oldest first; 404 for anyone else's. */
export async function returnsOfOwnOrder(userId: number, rawOrderId: string | undefined): Promise<ReturnWithParts[]> {
  const orderId = await ownOrderId(userId, rawOrderId);
  return db().returnRequest.findMany({ where: { orderId }, include: returnInclude, orderBy: { id: "asc" } });
}

export async function returnById(id: number): Promise<ReturnWithParts> {
  return db().returnRequest.findUniqueOrThrow({ where: { id }, include: returnInclude });
}

export interface Returnable {
  window: WindowState;
  paymentMethod: string;
  /** Each line with how many pieces may still be returned. */
  lines: { id: number; title: string; quantity: number; left: number; variant: string }[];
}

/** What the buyer may still return of their order: the window and each line's pieces left; 404 for anyone else's. */
export async function returnableOf(userId: number, rawOrderId: string | undefined, now = new Date()): Promise<Returnable> {
  const id = idOf(rawOrderId);
  const order =
    id === null
      ? null
      : await db().order.findFirst({
          where: { id, userId },
          select: {
            status: true,
            paymentMethod: true,
            events: { select: { status: true, createdAt: true } },
            lines: { select: { id: true, title: true, quantity: true, attributes: { select: { value: true }, orderBy: { id: "asc" } } }, orderBy: { id: "asc" } },
          },
        });
  if (!order) throw new NotFoundError();
  const taken = await claimedByLine(db(), id!);
  return {
    window: returnWindow(order.status, order.events, now),
    paymentMethod: order.paymentMethod,
    lines: order.lines.map((l) => ({ id: l.id, title: l.title, quantity: l.quantity, left: l.quantity - (taken.get(l.id) ?? 0), variant: l.attributes.map((a) => a.value).join(" · ") })),
  };
}

export const AdminReturnFilters = z.object({
  status: z.enum(RETURN_STATUSES).optional().describe("Only returns in this status."),
  order: z.string().trim().regex(/^\d{1,9}$/, "Enter an order number.").optional().describe("Only the returns of this order number."),
  page: z.string().optional(),
  page_size: z.string().optional(),
});
export type AdminReturnFilter = z.infer<typeof AdminReturnFilters>;

export function adminReturnWhere(f: AdminReturnFilter): Prisma.ReturnRequestWhereInput {
  return { ...(f.status ? { status: f.status } : {}), ...(f.order ? { order: { number: Number(f.order) } } : {}) };
}

export const countAdminReturns = (where: Prisma.ReturnRequestWhereInput) => db().returnRequest.count({ where });

/** Newest first. */
export function listAdminReturns(where: Prisma.ReturnRequestWhereInput, offset: number, limit: number): Promise<AdminReturnWithParts[]> {
  return db().returnRequest.findMany({ where, include: adminReturnInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });
}

/** One return for staff by its path segment, or 404. */
export async function adminReturn(rawId: string | undefined): Promise<AdminReturnWithParts> {
  const id = idOf(rawId);
  const r = id === null ? null : await db().returnRequest.findUnique({ where: { id }, include: adminReturnInclude });
  if (!r) throw new NotFoundError();
  return r;
}

/** The returns of one order, for the staff order page. */
export function returnsOfOrder(orderId: number): Promise<AdminReturnWithParts[]> {
  return db().returnRequest.findMany({ where: { orderId }, include: adminReturnInclude, orderBy: { id: "asc" } });
}
