// The links to an order's invoice and credit notes for a guest holding its tracking token (the tracking
// page): relative paths that carry the token, which the download endpoints accept in place of a sign-in.
import { db } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { orderIdByTrackingToken } from "@/lib/orders/tracking.ts";

export interface InvoicePaths {
  invoice: string | null;
  creditNotes: string[];
}

/** The token's order's invoice paths (none issued: invoice null); null when the token names no order. */
export async function invoicePathsByTrackingToken(token: string): Promise<InvoicePaths | null> {
  let orderId: number;
  try {
    orderId = await orderIdByTrackingToken(db(), token);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
  const invoice = await db().invoice.findUnique({ where: { orderId }, select: { creditNotes: { select: { id: true }, orderBy: { id: "asc" } } } });
  return invoicePaths(orderId, invoice, token);
}

/** The paths of an order's invoice and credit notes (what it has of them), carrying the tracking token. */
export function invoicePaths(orderId: number, invoice: { creditNotes: { id: number }[] } | null, trackingToken: string): InvoicePaths {
  const t = `?token=${encodeURIComponent(trackingToken)}`;
  return {
    invoice: invoice ? `/api/v2/orders/${orderId}/invoice/${t}` : null,
    creditNotes: invoice?.creditNotes.map((n) => `/api/v2/orders/${orderId}/credit-notes/${n.id}/${t}`) ?? [],
  };
}
