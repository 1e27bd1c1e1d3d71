// The buyer asks to return lines of a delivered order (spec/API.md "Paying online, invoices, returns"):
// their own order only (anyone else's is 404, as every order endpoint answers), within the return
// window after the delivery (409 otherwise, with a code), at most what was bought of each line less what
// open returns (any but refused) already claim. The order row is locked while the claim is checked and
// written, so two requests at once cannot claim the same pieces twice. Photos are checked by their
// bytes and kept in private storage; nothing is stored when a check fails.
import { addressLines } from "@/lib/addresses/address.ts";
import { config } from "@/lib/config.ts";
import { transaction, type Db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from "@/lib/errors.ts";
import type { ReturnRequest } from "@/lib/generated/prisma/client.ts";
import { HYPERLINK_ERRORS, integerId } from "@/lib/http/hyperlinks.ts";
import { deletePrivateFile, putPrivateFile } from "@/lib/storage/private-store.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { recordReturnStep } from "./events.ts";
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, type ReturnInput, type ReturnPhotoUpload } from "./input.ts";
import { CLAIMING_STATUSES } from "./statuses.ts";
import { cleanUpiId, UPI_ID_MESSAGE } from "./upi.ts";
import { returnWindow } from "./window.ts";

const notDelivered = () => new ConflictError("Only a delivered order can be returned.", "order_not_delivered");
const closed = () => new ConflictError(`The return window has closed: items can be returned within ${config().RETURN_WINDOW_DAYS} days of delivery.`, "return_window_closed");

const PHOTO_TYPES = { "image/jpeg": "jpg", "image/png": "png" } as const;

/** The photos' checks: how many, how large, JPEG or PNG by their bytes. */
function checkPhotos(photos: readonly ReturnPhotoUpload[]): { ext: string; bytes: Uint8Array }[] {
  if (photos.length > MAX_RETURN_PHOTOS) throw new ValidationError({ photos: [`Attach at most ${MAX_RETURN_PHOTOS} photos.`] });
  return photos.map((p) => {
    if (p.bytes.length === 0) throw new ValidationError({ photos: [`${p.name}: the file is empty.`] });
    if (p.bytes.length > MAX_RETURN_PHOTO_BYTES) throw new ValidationError({ photos: [`${p.name}: a photo may be at most 5 MB.`] });
    const type = sniffContentType(p.bytes);
    if (type !== "image/jpeg" && type !== "image/png") throw new ValidationError({ photos: [`${p.name}: attach a JPEG or PNG photo.`] });
    return { ext: PHOTO_TYPES[type], bytes: p.bytes };
  });
}

/** How many pieces of each of the order's lines open returns already claim. */
export async function claimedByLine(client: Tx | Db, orderId: number): Promise<Map<number, number>> {
  const rows = await client.returnLine.groupBy({
    by: ["orderLineId"],
    where: { request: { orderId, status: { in: [...CLAIMING_STATUSES] } } },
    _sum: { quantity: true },
  });
  return new Map(rows.map((r) => [r.orderLineId, r._sum.quantity ?? 0]));
}

async function checkedRequest(tx: Tx, userId: number, rawOrderId: string | undefined, input: ReturnInput, now: Date) {
  const orderId = rawOrderId === undefined ? null : integerId(rawOrderId);
  if (orderId === null) throw new NotFoundError();
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Order" WHERE id = ${orderId} AND "userId" = ${userId} FOR UPDATE`;
  if (!locked.length) throw new NotFoundError();
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { lines: { orderBy: { id: "asc" } }, events: { select: { status: true, createdAt: true } }, shippingAddress: true },
  });
  const window = returnWindow(order.status, order.events, now);
  if (!window.open) throw window.reason === "not_delivered" ? notDelivered() : closed();

  const errors: FieldErrors = {};
  const claimed = await claimedByLine(tx, orderId);
  const lineErrors: FieldErrors[] = input.lines.map(() => ({}));
  const seen = new Set<number>();
  input.lines.forEach((l, i) => {
    const line = order.lines.find((ol) => ol.id === l.line);
    if (!line) lineErrors[i] = { line: [HYPERLINK_ERRORS.doesNotExist] };
    else if (seen.has(line.id)) lineErrors[i] = { line: ["This line is already in the return: give it once, with the whole quantity."] };
    else {
      const left = line.quantity - (claimed.get(line.id) ?? 0);
      if (l.quantity > left) lineErrors[i] = { quantity: [left === 0 ? "All of this line is already being returned." : `Ensure this value is less than or equal to ${left} (what is left to return of this line).`] };
    }
    if (line) seen.add(line.id);
  });
  if (lineErrors.some((e) => Object.keys(e).length)) errors.lines = lineErrors;

  let upiId: string | null = null;
  if (order.paymentMethod === "cod") {
    if (!input.refund_upi_id) errors.refund_upi_id = ["A cash-on-delivery order is refunded by UPI: enter the UPI ID the refund goes to."];
    else if (!(upiId = cleanUpiId(input.refund_upi_id))) errors.refund_upi_id = [UPI_ID_MESSAGE];
  }
  const address = order.shippingAddress;
  const country = address ? ((await tx.country.findUnique({ where: { iso2: address.countryIso2 }, select: { printableName: true } }))?.printableName ?? address.countryIso2) : "";
  const pickup = input.pickup_address || (address ? addressLines(address, country).join(", ") : "");
  if (!pickup) errors.pickup_address = ["Enter the address the items are picked up from."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { orderId, upiId, pickup };
}

/** Writes the buyer's return; throws 404, 409 or field errors. */
export async function requestReturn(userId: number, rawOrderId: string | undefined, input: ReturnInput, opts: { photos?: readonly ReturnPhotoUpload[]; now?: Date } = {}): Promise<ReturnRequest> {
  const photos = checkPhotos(opts.photos ?? []);
  // The files first (outside the transaction: a disk write is not a database write), removed again when
  // the request is refused.
  const keys: string[] = [];
  try {
    for (const p of photos) keys.push(await putPrivateFile("returns", p.ext, p.bytes));
    return await transaction(async (tx) => {
      const { orderId, upiId, pickup } = await checkedRequest(tx, userId, rawOrderId, input, opts.now ?? new Date());
      const created = await tx.returnRequest.create({
        data: {
          orderId,
          reason: input.reason,
          pickupAddress: pickup,
          refundUpiId: upiId,
          lines: { create: input.lines.map((l) => ({ orderLineId: l.line, quantity: l.quantity })) },
          photos: { create: keys.map((key) => ({ key })) },
        },
      });
      await recordReturnStep(tx, { returnId: created.id, status: "requested", note: "", actorId: userId });
      return created;
    });
  } catch (e) {
    await Promise.all(keys.map((k) => deletePrivateFile(k)));
    throw e;
  }
}
