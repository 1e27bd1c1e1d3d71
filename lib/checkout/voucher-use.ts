// Recording a voucher's use by an order, so that two checkouts at once cannot both use a single-use
// voucher (a conditional UPDATE: the second finds numOrders already 1) nor one customer use a
// once-per-customer voucher twice (the unique VoucherApplication.customerKey). Null when recorded;
// otherwise the message to refuse the checkout with (its transaction then rolls back).
import type { Tx } from "@/lib/db.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { VOUCHER_MESSAGES } from "@/lib/vouchers/rules.ts";

export async function recordVoucherUse(tx: Tx, use: { voucher: Voucher; userId: number | null; orderId: number; discount: Decimal }): Promise<string | null> {
  const { voucher, userId, orderId, discount } = use;
  const counted = await tx.$executeRaw`
    UPDATE "Voucher" SET "numOrders" = "numOrders" + 1, "totalDiscount" = "totalDiscount" + ${discount.toFixed(2)}::numeric
    WHERE id = ${voucher.id} AND (${voucher.usage !== "single_use"} OR "numOrders" = 0)`;
  if (counted === 0) return VOUCHER_MESSAGES.used;
  const customerKey = voucher.usage === "once_per_customer" && userId !== null ? `${voucher.id}:${userId}` : null;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "VoucherApplication" ("voucherId", "userId", "orderId", "customerKey", "dateCreated")
    VALUES (${voucher.id}, ${userId}, ${orderId}, ${customerKey}, now())
    ON CONFLICT ("customerKey") DO NOTHING RETURNING id`;
  return rows.length ? null : VOUCHER_MESSAGES.usedByCustomer;
}
