// The wire shapes of returns: Return (the buyer's, GET/POST /api/v2/orders/{id}/returns/) and
// AdminReturn (staff, /api/v2/admin/returns/…), one serializer each, for the endpoints and pages alike.
import { z } from "zod";
import type { Prisma } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { CREDIT_NOTE_PATH } from "@/lib/invoices/paths.ts";
import { ORDER_LINE_PATH, ORDER_PATH } from "@/lib/orders/paths.ts";
import { money } from "@/lib/pricing/index.ts";
import { ADMIN_RETURN_PATH } from "./paths.ts";
import { actionsFor, RETURN_STATUSES, STAFF_RETURN_ACTION_NAMES, type ReturnStatusName } from "./statuses.ts";

export const returnInclude = {
  lines: { include: { orderLine: { select: { id: true, title: true, quantity: true } } }, orderBy: { orderLineId: "asc" } },
  photos: { select: { id: true }, orderBy: { id: "asc" } },
  refunds: { select: { id: true, amount: true, status: true, upiId: true, paymentId: true, reference: true }, orderBy: { id: "asc" } },
  creditNote: { select: { id: true, number: true } },
} satisfies Prisma.ReturnRequestInclude;
export type ReturnWithParts = Prisma.ReturnRequestGetPayload<{ include: typeof returnInclude }>;

export const adminReturnInclude = {
  ...returnInclude,
  order: { select: { id: true, number: true, email: true, paymentMethod: true, shippingAddress: { select: { firstName: true, lastName: true, phoneNumber: true } } } },
} satisfies Prisma.ReturnRequestInclude;
export type AdminReturnWithParts = Prisma.ReturnRequestGetPayload<{ include: typeof adminReturnInclude }>;

const money2 = z.string().describe("A decimal amount with 2 places.");

export const ReturnRefundSchema = z
  .object({
    amount: money2,
    status: z.enum(["requested", "sending", "pending", "processed", "failed"]).describe("requested/sending/pending: on its way; processed: sent; failed: staff will look at it."),
    to: z.string().describe('"original payment", or the UPI ID it is sent to.'),
    reference: z.string().nullable().describe("The provider's refund id or the UPI transfer's reference, once sent."),
  })
  .meta({ id: "ReturnRefund" });

export const ReturnSchema = z
  .object({
    id: z.int(),
    order: z.url(),
    status: z.enum(RETURN_STATUSES).describe("requested → approved or refused → picked_up → received → refunded."),
    reason: z.string(),
    pickup_address: z.string(),
    refund_upi_id: z.string().nullable().describe("Cash on delivery: where the refund goes."),
    staff_note: z.string().describe("The shop's words on approving or refusing it."),
    resaleable: z.boolean().nullable().describe("Whether the goods came back fit to sell again; null until received."),
    lines: z.array(z.object({ line: z.url(), title: z.string(), quantity: z.int() })),
    photo_count: z.int(),
    refunds: z.array(ReturnRefundSchema),
    credit_note: z.url().nullable().describe("The credit note (PDF) for the returned lines, once received (an invoiced order)."),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Return" });
export type ReturnJson = z.infer<typeof ReturnSchema>;

export const AdminReturnSchema = ReturnSchema.extend({
  url: z.url().describe("This return (GET/POST /api/v2/admin/returns/{id}/)."),
  order_number: z.string(),
  order_admin_url: z.url().describe("The order's staff detail."),
  email: z.string(),
  buyer_name: z.string(),
  payment_method: z.string(),
  photos: z.array(z.url()).describe("The buyer's photos (staff only)."),
  actions: z.array(z.enum(STAFF_RETURN_ACTION_NAMES as [string, ...string[]])).describe("What staff may do to it now."),
}).meta({ id: "AdminReturn" });
export type AdminReturnJson = z.infer<typeof AdminReturnSchema>;

export function returnJson(r: ReturnWithParts, urls: UrlBuilder): ReturnJson {
  return {
    id: r.id,
    order: urls.path(ORDER_PATH, { id: r.orderId }),
    status: r.status,
    reason: r.reason,
    pickup_address: r.pickupAddress,
    refund_upi_id: r.refundUpiId,
    staff_note: r.staffNote,
    resaleable: r.resaleable,
    lines: r.lines.map((l) => ({ line: urls.path(ORDER_LINE_PATH, { id: l.orderLineId }), title: l.orderLine.title, quantity: l.quantity })),
    photo_count: r.photos.length,
    refunds: r.refunds.map((f) => ({ amount: money(f.amount), status: f.status, to: f.upiId ?? "original payment", reference: f.reference })),
    credit_note: r.creditNote ? urls.path(CREDIT_NOTE_PATH, { id: r.orderId, note: r.creditNote.id }) : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The staff page's path of one of the buyer's photos. */
export const returnPhotoPath = (returnId: number, photoId: number) => `/admin/returns/${returnId}/photos/${photoId}/`;

export function adminReturnJson(r: AdminReturnWithParts, urls: UrlBuilder): AdminReturnJson {
  const a = r.order.shippingAddress;
  return {
    ...returnJson(r, urls),
    url: urls.path(ADMIN_RETURN_PATH, { id: r.id }),
    order_number: String(r.order.number),
    order_admin_url: urls.path("/api/v2/admin/orders/{id}/", { id: r.orderId }),
    email: r.order.email,
    buyer_name: a ? `${a.firstName} ${a.lastName}`.trim() : "",
    payment_method: r.order.paymentMethod,
    photos: r.photos.map((p) => urls.abs(returnPhotoPath(r.id, p.id))),
    actions: actionsFor(r.status as ReturnStatusName),
  };
}
