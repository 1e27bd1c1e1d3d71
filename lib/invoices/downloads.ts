// Who may download an order's tax invoice and credit notes, and the PDF they get (spec/API.md §6): the
// buyer signed in, whoever holds the order's tracking token (a guest, `?token=`), and staff of the
// orders group. Anyone else gets 404, as for an order that does not exist or is not invoiced yet;
// a caller with neither a sign-in nor a token the 403 of every order endpoint.
import type { Caller } from "@/lib/auth/caller.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";
import { NotAuthenticatedError, NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { cleanToken, tokenHash } from "@/lib/orders/access.ts";
import type { PrintedDocument } from "./document.ts";
import { documentPdf } from "./pdf.ts";

/** The order of path segment `rawId` when the caller may see its invoices; else 403 or 404. */
async function orderFor(caller: Caller, rawId: string | undefined, rawToken: string | undefined): Promise<number> {
  const token = cleanToken(rawToken);
  if (!caller.user && token === null) throw new NotAuthenticatedError();
  const id = rawId === undefined ? null : integerId(rawId);
  if (id === null) throw new NotFoundError();
  const order = await db().order.findUnique({ where: { id }, select: { userId: true, trackingTokenHash: true } });
  if (!order) throw new NotFoundError();
  const staff = !!caller.user && mayUse(caller.user, ["orders"]);
  const owner = !!caller.user && order.userId === caller.user.id;
  const holder = token !== null && tokenHash(token) === order.trackingTokenHash;
  if (!staff && !owner && !holder) throw new NotFoundError();
  return id;
}

function pdfResponse(bytes: Uint8Array, number: string): Response {
  const name = number.replace(/\//g, "-");
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "private, no-store" },
  });
}

/** GET /api/v2/orders/{id}/invoice/. */
export async function invoiceDownload(caller: Caller, rawId: string | undefined, token: string | undefined): Promise<Response> {
  const orderId = await orderFor(caller, rawId, token);
  const invoice = await db().invoice.findUnique({ where: { orderId }, select: { number: true, document: true } });
  if (!invoice) throw new NotFoundError();
  return pdfResponse(await documentPdf(invoice.document as unknown as PrintedDocument), invoice.number);
}

/** GET /api/v2/orders/{id}/credit-notes/{note}/. */
export async function creditNoteDownload(caller: Caller, rawId: string | undefined, rawNote: string | undefined, token: string | undefined): Promise<Response> {
  const orderId = await orderFor(caller, rawId, token);
  const noteId = rawNote === undefined ? null : integerId(rawNote);
  const note = noteId === null ? null : await db().creditNote.findFirst({ where: { id: noteId, invoice: { orderId } }, select: { number: true, document: true } });
  if (!note) throw new NotFoundError();
  return pdfResponse(await documentPdf(note.document as unknown as PrintedDocument), note.number);
}
