// Recording a voucher's use when an order is placed (checkout calls this inside its transaction, after
// writing the order). Two checkouts at once cannot both use a single-use voucher: the counter moves
// with a conditional update (`numOrders = 0` is re-checked on the row the first one committed), and a
// once-per-customer voucher's use carries a unique `customerKey` ("<voucher id>:<user id>"), so a
// second use by the same customer inserts nothing whatever runs at the same time. On a problem the
// caller must roll its transaction back (the counter may already have moved).
import { Prisma, type Tx } from "@/lib/db.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { money, type AmountLike } from "@/lib/pricing/index.ts";
import { VOUCHER_MESSAGES, type VoucherProblem } from "./rules.ts";

export interface VoucherClaim {
  voucher: Pick<Voucher, "id" | "usage">;
  /** The buyer; null for a guest (a once-per-customer voucher then cannot be claimed). */
  userId: number | null;
  orderId: number;
  /** The discount the order got from it. */
  discount: AmountLike;
}

export const customerKey = (voucherId: number, userId: number) => `${voucherId}:${userId}`;

/** Claims one use of the voucher for an order; null when claimed, else why not (roll back then). */
export async function claimVoucher(tx: Tx, claim: VoucherClaim): Promise<VoucherProblem | null> {
  const { voucher, userId, orderId } = claim;
  if (voucher.usage === "once_per_customer" && userId === null) return { kind: "message", message: VOUCHER_MESSAGES.signedInOnly };
  const counted = await tx.$executeRaw(Prisma.sql`
    UPDATE "Voucher" SET "numOrders" = "numOrders" + 1, "totalDiscount" = "totalDiscount" + ${money(claim.discount)}::numeric
    WHERE id = ${voucher.id} AND (usage <> 'single_use' OR "numOrders" = 0)`);
  if (counted === 0) return { kind: "message", message: VOUCHER_MESSAGES.used };
  const key = voucher.usage === "once_per_customer" ? customerKey(voucher.id, userId!) : null;
  const inserted = await tx.$executeRaw(Prisma.sql`
    INSERT INTO "VoucherApplication" ("voucherId", "userId", "orderId", "customerKey", "dateCreated")
    VALUES (${voucher.id}, ${userId}, ${orderId}, ${key}, ${new Date()})
    ON CONFLICT DO NOTHING`);
  if (inserted === 0) return { kind: "message", message: VOUCHER_MESSAGES.usedByCustomer };
  return null;
}
