// Who may download an order's tax invoice and credit notes, and the PDF they get (spec/API.md §6): the
// buyer signed in, whoever holds the order's tracking token (a guest, `?token=`), and staff of the
// orders group. Anyone else gets 404, as for an order that does not exist or is not invoiced yet;
// a caller with neither a sign-in nor a token the 403 of every order endpoint.
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { heldOrderId } from "@/lib/orders/holder-access.ts";
import type { PrintedDocument } from "./document.ts";
import { documentPdf } from "./pdf.ts";

function pdfResponse(bytes: Uint8Array, number: string): Response {
  const name = number.replace(/\//g, "-");
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "private, no-store" },
  });
}

/** GET /api/v2/orders/{id}/invoice/. */
export async function invoiceDownload(caller: Caller, rawId: string | undefined, token: string | undefined): Promise<Response> {
  const orderId = await heldOrderId(caller, rawId, token, { staff: true });
  const invoice = await db().invoice.findUnique({ where: { orderId }, select: { number: true, document: true } });
  if (!invoice) throw new NotFoundError();
  return pdfResponse(await documentPdf(invoice.document as unknown as PrintedDocument), invoice.number);
}

/** GET /api/v2/orders/{id}/credit-notes/{note}/. */
export async function creditNoteDownload(caller: Caller, rawId: string | undefined, rawNote: string | undefined, token: string | undefined): Promise<Response> {
  const orderId = await heldOrderId(caller, rawId, token, { staff: true });
  const noteId = rawNote === undefined ? null : integerId(rawNote);
  const note = noteId === null ? null : await db().creditNote.findFirst({ where: { id: noteId, invoice: { orderId } }, select: { number: true, document: true } });
  if (!note) throw new NotFoundError();
  return pdfResponse(await documentPdf(note.document as unknown as PrintedDocument), note.number);
}
