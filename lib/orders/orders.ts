// Reading orders for their buyer (spec/API.md §6): own orders only, newest first; someone else's order
// or line is 404, exactly like one that does not exist. One query per list, never one per row.
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { loadPage, pageExists, type Page } from "@/lib/http/pagination.ts";
import type { OrderStatusName } from "./pipeline-rules.ts";

export const orderInclude = {
  lines: { include: { attributes: { orderBy: { id: "asc" } } }, orderBy: { id: "asc" } },
  shippingAddress: true,
  billingAddress: true,
  discounts: { include: { voucher: true }, orderBy: { id: "asc" } },
  // Whether it has been invoiced and credited (the Order's invoice_url and credit_notes).
  invoice: { select: { id: true, number: true, creditNotes: { select: { id: true, number: true }, orderBy: { id: "asc" } } } },
} satisfies Prisma.OrderInclude;

export type OrderWithParts = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type OrderLineWithParts = OrderWithParts["lines"][number];

export const orderDetailInclude = {
  ...orderInclude,
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderInclude;

export type OrderWithEvents = Prisma.OrderGetPayload<{ include: typeof orderDetailInclude }>;

function idOr404(raw: string | undefined): number {
  const id = raw === undefined ? null : integerId(raw);
  if (id === null) throw new NotFoundError();
  return id;
}

/** Whether the buyer has an order with this id (the path segment): whether orderOf and orderWithEventsOf find one, without reading it. */
export async function hasOrder(userId: number, rawId: string): Promise<boolean> {
  const id = integerId(rawId);
  return id !== null && (await db().order.count({ where: { id, userId } })) > 0;
}

const countOrdersOf = (userId: number) => db().order.count({ where: { userId } });

/** Whether orderSummaries(userId, url) finds the page url's ?page= names (else it answers "Invalid page."). */
export async function orderPageExists(userId: number, url: URL): Promise<boolean> {
  return pageExists(url, () => countOrdersOf(userId));
}

/** The buyer's orders, newest first (all, or `limit` from `offset`). */
export async function ordersOf(userId: number, offset = 0, limit?: number): Promise<OrderWithParts[]> {
  return db().order.findMany({ where: { userId }, include: orderInclude, orderBy: [{ datePlaced: "desc" }, { id: "desc" }], skip: offset, take: limit });
}

export { countOrdersOf };

/** One of the buyer's orders by its id (the path segment), or 404. */
export async function orderOf(userId: number, rawId: string | undefined, client: Tx | Db = db()): Promise<OrderWithParts> {
  const order = await client.order.findFirst({ where: { id: idOr404(rawId), userId }, include: orderInclude });
  if (!order) throw new NotFoundError();
  return order;
}

export async function orderWithEventsOf(userId: number, rawId: string | undefined, client: Tx | Db = db()): Promise<OrderWithEvents> {
  const order = await client.order.findFirst({ where: { id: idOr404(rawId), userId }, include: orderDetailInclude });
  if (!order) throw new NotFoundError();
  return order;
}

/** One line of one of the buyer's orders, or 404. */
export async function orderLineOf(userId: number, rawId: string | undefined): Promise<OrderLineWithParts> {
  const line = await db().orderLine.findFirst({
    where: { id: idOr404(rawId), order: { userId } },
    include: { attributes: { orderBy: { id: "asc" } } },
  });
  if (!line) throw new NotFoundError();
  return line;
}

export interface OrderSummary {
  id: number;
  number: number;
  status: OrderStatusName;
  datePlaced: Date;
  totalInclTax: Prisma.Decimal;
  currency: string;
  itemCount: number;
  /** The first line's product image key (a child falls back to its parent's), or null. */
  firstImageKey: string | null;
}

/** One page of the buyer's order summaries (Envelope A), newest first: two queries. */
export async function orderSummaries(userId: number, url: URL): Promise<Page<OrderSummary>> {
  return loadPage(
    url,
    () => countOrdersOf(userId),
    (offset, limit) =>
      db().$queryRaw<OrderSummary[]>`
        SELECT o.id, o.number, o.status::text AS status, o."datePlaced", o."totalInclTax", o.currency,
               COALESCE((SELECT SUM(l.quantity) FROM "OrderLine" l WHERE l."orderId" = o.id), 0)::int AS "itemCount",
               (SELECT COALESCE(
                         (SELECT i.original FROM "ProductImage" i WHERE i."productId" = fl."productId" ORDER BY i."displayOrder", i.id LIMIT 1),
                         (SELECT i.original FROM "ProductImage" i JOIN "Product" p ON p."parentId" = i."productId"
                          WHERE p.id = fl."productId" ORDER BY i."displayOrder", i.id LIMIT 1))
                FROM "OrderLine" fl WHERE fl."orderId" = o.id ORDER BY fl.id LIMIT 1) AS "firstImageKey"
        FROM "Order" o WHERE o."userId" = ${userId}
        ORDER BY o."datePlaced" DESC, o.id DESC OFFSET ${offset} LIMIT ${limit}`,
  );
}

/** Image keys of the products of `productIds` (a child falls back to its parent's first image). */
export async function productImageKeys(client: Tx | Db, productIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await client.$queryRaw<{ id: number; key: string | null }[]>`
    SELECT p.id, COALESCE(
      (SELECT i.original FROM "ProductImage" i WHERE i."productId" = p.id ORDER BY i."displayOrder", i.id LIMIT 1),
      (SELECT i.original FROM "ProductImage" i WHERE i."productId" = p."parentId" ORDER BY i."displayOrder", i.id LIMIT 1)) AS key
    FROM "Product" p WHERE p.id = ANY(${ids}::int[])`;
  return new Map(rows.filter((r) => r.key !== null).map((r) => [r.id, r.key!]));
}
