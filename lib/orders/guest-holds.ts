// Unpaid stock held by guests (docs/decisions/0086): a guest may hold at most GUEST_OPEN_COD_ORDERS_MAX
// open (new or processing) cash-on-delivery orders per e-mail address and per phone number. The count
// lives in one row per contact (GuestOrderHold), so checkout counts and decides in one statement: an
// upsert that adds one and returns the new count. A concurrent checkout for the same contact waits on
// that row's lock and then adds to the committed value, so of N parallel checkouts exactly the allowed
// number see a count within the limit; a refused one rolls its transaction (and its +1) back. Moving
// the order out of new/processing (shipped, cancelled) gives its slots back, in the same transaction.
import { createHash } from "node:crypto";
import { Prisma, type Tx } from "@/lib/db.ts";

export const OPEN_STATUSES = ["new", "processing"] as const;

export interface GuestContact {
  /** Lower-case. */
  email: string;
  /** E.164, or null when the order has no shipping address. */
  phone: string | null;
}

export type HeldContact = "email" | "phone";

/** The row keys of a contact, sorted (every checkout locks them in the same order: no deadlocks). */
function contactKeys(c: GuestContact): { key: string; kind: HeldContact }[] {
  const keys: { key: string; kind: HeldContact }[] = [{ key: hexSha256(`email:${c.email.toLowerCase()}`), kind: "email" }];
  if (c.phone) keys.push({ key: hexSha256(`phone:${c.phone}`), kind: "phone" });
  return keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function hexSha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Counts one more open order for the contact's e-mail and phone, in one statement; answers which of
 * them is now over `max` (the caller then refuses and rolls back), or null.
 */
export async function holdGuestSlots(tx: Tx, contact: GuestContact, max: number): Promise<HeldContact | null> {
  const keys = contactKeys(contact);
  const rows = await tx.$queryRaw<{ contactKey: string; openOrders: number }[]>`
    INSERT INTO "GuestOrderHold" ("contactKey", "openOrders")
    SELECT k, 1 FROM unnest(${keys.map((k) => k.key)}::text[]) WITH ORDINALITY AS t(k, i) ORDER BY i
    ON CONFLICT ("contactKey") DO UPDATE SET "openOrders" = "GuestOrderHold"."openOrders" + 1
    RETURNING "contactKey", "openOrders"`;
  const over = new Set(rows.filter((r) => Number(r.openOrders) > max).map((r) => r.contactKey));
  return keys.find((k) => k.kind === "email" && over.has(k.key))?.kind ?? keys.find((k) => over.has(k.key))?.kind ?? null;
}

/**
 * Gives back the slots of order `orderId` if it holds them (once: the flag is cleared in the same
 * conditional update). Called when the order leaves new/processing.
 */
export async function releaseGuestSlots(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx.$queryRaw<{ email: string; shippingAddressId: number | null }[]>`
    UPDATE "Order" SET "holdsGuestSlot" = false WHERE id = ${orderId} AND "holdsGuestSlot" RETURNING email, "shippingAddressId"`;
  if (!order) return;
  const address = order.shippingAddressId === null ? null : await tx.orderAddress.findUnique({ where: { id: order.shippingAddressId }, select: { phoneNumber: true } });
  const keys = contactKeys({ email: order.email, phone: address?.phoneNumber || null }).map((k) => k.key);
  await tx.$executeRaw(Prisma.sql`
    UPDATE "GuestOrderHold" SET "openOrders" = "openOrders" - 1 WHERE "contactKey" = ANY(${keys}::text[]) AND "openOrders" > 0`);
}
