// The staff order list (/admin/orders/ and GET /api/v2/admin/orders/): one filter schema, one query and
// one serializer for the page and the endpoint, so a link staff share and an API call find the same orders.
import { z } from "zod";
import { db, type Prisma } from "@/lib/db.ts";
import { PAYMENT_METHODS } from "@/lib/payments/index.ts";
import { ORDER_STATUSES } from "@/lib/orders/pipeline-rules.ts";
import { money } from "@/lib/pricing/index.ts";
import { shopDayStart } from "./days.ts";

export const ORDER_SORTS = ["-date_placed", "date_placed", "-total", "total", "-number", "number"] as const;

export const AdminOrderFilters = z.object({
  q: z.string().trim().max(200).optional().describe("An order number, an e-mail address (or part of one) or a phone number."),
  status: z.enum(ORDER_STATUSES).optional().describe("Only orders in this status."),
  since: z.iso.date().optional().describe("Placed on or after this day (YYYY-MM-DD, shop time)."),
  until: z.iso.date().optional().describe("Placed on or before this day (YYYY-MM-DD, shop time)."),
  payment_method: z.enum(PAYMENT_METHODS as [string, ...string[]]).optional().describe('Only orders paid this way ("cod").'),
  state: z.string().trim().max(80).optional().describe("Only orders delivered to this state (the shipping address's, any case)."),
  pincode: z.string().trim().regex(/^\d{1,6}$/, "Enter up to 6 digits.").optional().describe("Only orders delivered to pincodes starting with these digits."),
  buyer: z.enum(["guest", "account"]).optional().describe("Only guests' orders, or only orders placed from an account."),
  sort: z.enum(ORDER_SORTS).optional().describe("The order of the list; newest first by default."),
  page: z.string().optional(),
  page_size: z.string().optional(),
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilters>;

function searchWhere(q: string): Prisma.OrderWhereInput {
  const or: Prisma.OrderWhereInput[] = [{ email: { contains: q, mode: "insensitive" } }];
  const digits = q.replace(/[\s()+-]/g, "");
  if (/^\d{1,9}$/.test(q)) or.push({ number: Number(q) });
  if (/^\d{6,15}$/.test(digits)) {
    const tail = digits.slice(-10);
    or.push({ shippingAddress: { phoneNumber: { contains: tail } } }, { user: { phoneNumber: { contains: tail } } });
  }
  return { OR: or };
}

export function adminOrderWhere(f: AdminOrderFilter): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (f.q) and.push(searchWhere(f.q));
  if (f.status) and.push({ status: f.status });
  if (f.since) and.push({ datePlaced: { gte: shopDayStart(f.since) } });
  if (f.until) and.push({ datePlaced: { lt: new Date(shopDayStart(f.until).getTime() + 86_400_000) } });
  if (f.payment_method) and.push({ paymentMethod: f.payment_method });
  if (f.state) and.push({ shippingAddress: { state: { equals: f.state, mode: "insensitive" } } });
  if (f.pincode) and.push({ shippingAddress: { postcode: { startsWith: f.pincode } } });
  if (f.buyer) and.push({ userId: f.buyer === "guest" ? null : { not: null } });
  return { AND: and };
}

export function adminOrderOrderBy(sort: AdminOrderFilter["sort"]): Prisma.OrderOrderByWithRelationInput[] {
  const s = sort ?? "-date_placed";
  const dir = s.startsWith("-") ? "desc" : "asc";
  const field = s.replace(/^-/, "");
  if (field === "total") return [{ totalInclTax: dir }, { id: dir }];
  if (field === "number") return [{ number: dir }];
  return [{ datePlaced: dir }, { id: dir }];
}

const rowSelect = {
  id: true,
  number: true,
  status: true,
  email: true,
  userId: true,
  datePlaced: true,
  totalInclTax: true,
  currency: true,
  paymentMethod: true,
  shippingAddress: { select: { firstName: true, lastName: true, state: true, postcode: true, line4: true, phoneNumber: true } },
  _count: { select: { lines: true } },
} satisfies Prisma.OrderSelect;
export type AdminOrderRow = Prisma.OrderGetPayload<{ select: typeof rowSelect }>;

export function countAdminOrders(where: Prisma.OrderWhereInput): Promise<number> {
  return db().order.count({ where });
}

export function listAdminOrders(where: Prisma.OrderWhereInput, sort: AdminOrderFilter["sort"], offset: number, limit: number): Promise<AdminOrderRow[]> {
  return db().order.findMany({ where, select: rowSelect, orderBy: adminOrderOrderBy(sort), skip: offset, take: limit });
}

const money2 = z.string().describe("A decimal amount with 2 places.");

export const AdminOrderRowSchema = z
  .object({
    id: z.int(),
    number: z.string(),
    url: z.url().describe("The order's staff detail (GET /api/v2/admin/orders/{id}/)."),
    status: z.enum(ORDER_STATUSES),
    date_placed: z.iso.datetime(),
    email: z.string(),
    buyer_name: z.string().describe("The shipping address's name (empty without one)."),
    phone_number: z.string().nullable(),
    guest: z.boolean().describe("Placed without an account."),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    payment_method: z.string(),
    line_count: z.int(),
    total_incl_tax: money2,
    currency: z.string(),
  })
  .meta({ id: "AdminOrderRow" });
export type AdminOrderRowJson = z.infer<typeof AdminOrderRowSchema>;

export function adminOrderRowJson(o: AdminOrderRow, detailUrl: (id: number) => string): AdminOrderRowJson {
  const a = o.shippingAddress;
  return {
    id: o.id,
    number: String(o.number),
    url: detailUrl(o.id),
    status: o.status,
    date_placed: o.datePlaced.toISOString(),
    email: o.email,
    buyer_name: a ? `${a.firstName} ${a.lastName}`.trim() : "",
    phone_number: a?.phoneNumber ?? null,
    guest: o.userId === null,
    city: a?.line4 ?? "",
    state: a?.state ?? "",
    pincode: a?.postcode ?? "",
    payment_method: o.paymentMethod,
    line_count: o._count.lines,
    total_incl_tax: money(o.totalInclTax),
    currency: o.currency,
  };
}
