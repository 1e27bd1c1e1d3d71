// The sign-in merge (spec/API.md §5.3): at every successful sign-in the anonymous basket the caller
// brought (its basket cookie, its ANON Session-Id) is merged into the user's Open basket:
// - a line with the same product and options as one of the user's adds its quantity to it, capped at
//   what can be bought; the line's warning then says "Quantity of '<title>' reduced to N (only N
//   available)";
// - a line whose product can no longer be bought is dropped ("'<title>' is no longer available"); the
//   message is kept on the user's basket (droppedNotices) for the basket page to show once;
// - every other line moves over (capped the same way);
// - the anonymous basket's voucher is taken only when the user's basket has none;
// - the anonymous basket becomes Merged (it leaves Open, so its holder key is free again).
// Called inside the sign-in transaction, before the caller becomes the user.
import type { Caller } from "@/lib/auth/caller.ts";
import type { Tx } from "@/lib/db.ts";
import { maxPurchasable } from "@/lib/pricing/index.ts";
import { anonymousKeys, userBasketKey } from "./holders.ts";
import { MAX_LINE_QUANTITY, noLongerAvailable, quantityReduced } from "./messages.ts";
import { loadBasketProducts } from "./products.ts";

export interface MergeResult {
  /** The user's Open basket after the merge; null when there was nothing to merge and it has none. */
  basketId: number | null;
  /** The anonymous baskets that became Merged. */
  mergedBasketIds: number[];
  /** What changed on the way, one message per line dropped or cut. */
  messages: string[];
}

interface LineRow {
  id: number;
  basketId: number;
  productId: number;
  lineReference: string;
  quantity: number;
}

/** The user's Open basket, created when missing, locked until the transaction ends. */
async function userOpenBasket(tx: Tx, userId: number): Promise<{ id: number; voucherId: number | null }> {
  const now = new Date();
  const rows = await tx.$queryRaw<{ id: number; voucherId: number | null }[]>`
    INSERT INTO "Basket" ("ownerId", "status", "openKey", "dateCreated", "dateUpdated", "lastUsedAt")
    VALUES (${userId}, 'Open', ${userBasketKey(userId)}, ${now}, ${now}, ${now})
    ON CONFLICT ("openKey") DO UPDATE SET "lastUsedAt" = EXCLUDED."lastUsedAt"
    RETURNING id, "voucherId"`;
  return rows[0];
}

/**
 * Merges the anonymous basket(s) `caller` holds into user `userId`'s Open basket, in `tx`.
 * `caller` is who was calling before the sign-in (anonymous, with its basket cookie or ANON header).
 */
export async function mergeAnonymousBasket(tx: Tx, caller: Caller, userId: number): Promise<MergeResult> {
  const keys = anonymousKeys(caller);
  if (!keys.length) return { basketId: null, mergedBasketIds: [], messages: [] };
  // Locked in id order, so two sign-ins bringing the same basket take their turns.
  const anonymous = await tx.$queryRaw<{ id: number; voucherId: number | null }[]>`
    SELECT id, "voucherId" FROM "Basket"
    WHERE "openKey" = ANY(${keys}::text[]) AND "ownerId" IS NULL AND status = 'Open'
    ORDER BY id FOR UPDATE`;
  if (!anonymous.length) return { basketId: null, mergedBasketIds: [], messages: [] };
  const anonymousIds = anonymous.map((b) => b.id);

  const lines = await tx.basketLine.findMany({
    where: { basketId: { in: anonymousIds } },
    select: { id: true, basketId: true, productId: true, lineReference: true, quantity: true },
    orderBy: { id: "asc" },
  });
  const voucherId = anonymous.find((b) => b.voucherId !== null)?.voucherId ?? null;
  let target: { id: number; voucherId: number | null } | null = null;
  const messages: string[] = [];
  const dropped: string[] = [];

  if (lines.length || voucherId !== null) {
    target = await userOpenBasket(tx, userId);
    const own = await tx.basketLine.findMany({
      where: { basketId: target.id },
      select: { id: true, basketId: true, productId: true, lineReference: true, quantity: true },
    });
    const ownByReference = new Map<string, LineRow>(own.map((l) => [l.lineReference, l]));
    const products = await loadBasketProducts(tx, lines.map((l) => l.productId));
    for (const line of lines) {
      const product = products.get(line.productId);
      const max = product ? Math.min(maxPurchasable(product.sellable), MAX_LINE_QUANTITY) : 0;
      const title = product?.title ?? "";
      if (max <= 0) {
        await tx.basketLine.delete({ where: { id: line.id } });
        const message = noLongerAvailable(title);
        messages.push(message);
        dropped.push(message);
        continue;
      }
      const into = ownByReference.get(line.lineReference);
      const wanted = line.quantity + (into?.quantity ?? 0);
      const quantity = Math.min(wanted, max);
      const notice = quantity < wanted ? quantityReduced(title, quantity, quantity < MAX_LINE_QUANTITY) : null;
      if (notice) messages.push(notice);
      if (into) {
        await tx.basketLine.update({ where: { id: into.id }, data: { quantity, ...(notice ? { notice } : {}) } });
        await tx.basketLine.delete({ where: { id: line.id } });
        into.quantity = quantity;
      } else {
        await tx.basketLine.update({ where: { id: line.id }, data: { basketId: target.id, quantity, ...(notice ? { notice } : {}) } });
        ownByReference.set(line.lineReference, { ...line, basketId: target.id, quantity });
      }
    }
    const takeVoucher = target.voucherId === null && voucherId !== null;
    if (takeVoucher || dropped.length) {
      await tx.basket.update({
        where: { id: target.id },
        data: { ...(takeVoucher ? { voucherId } : {}), ...(dropped.length ? { droppedNotices: { push: dropped } } : {}) },
      });
    }
  }

  await tx.basket.updateMany({
    where: { id: { in: anonymousIds } },
    data: { status: "Merged", openKey: null, dateMerged: new Date() },
  });
  return { basketId: target?.id ?? null, mergedBasketIds: anonymousIds, messages };
}
