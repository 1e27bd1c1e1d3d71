// Open and Saved baskets (spec/API.md §5.2 PUT/PATCH /baskets/{id}/): only `status` is writable, and
// only Open ↔ Saved. Saving the Open basket frees the caller's "Open" slot (a new one is made on next
// need); opening a Saved one saves the current Open one, in the same transaction. An account keeps at
// most SAVED_BASKETS_MAX Saved baskets (docs/decisions/0088): only saving the Open basket adds one, and
// a caller has one Open basket at a time (locked here), so the count cannot be raced past.
import type { Caller } from "@/lib/auth/caller.ts";
import { config } from "@/lib/config.ts";
import type { Tx } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { quote } from "@/lib/http/echo.ts";
import type { BasketRow } from "./access.ts";
import { userBasketKey } from "./holders.ts";

export const invalidStatus = (value: string) => new ValidationError({ status: [`"${quote(value)}" is not a valid choice.`] });
export const tooManySaved = (max: number) => new ValidationError({ status: [`You can keep at most ${max} saved baskets. Delete one to save this one.`] });

/** Moves the caller's basket (locked) to `status`. Anonymous callers have no saved baskets. */
export async function setBasketStatus(tx: Tx, caller: Caller, basket: BasketRow, status: string): Promise<void> {
  if (status !== "Open" && status !== "Saved") throw invalidStatus(status);
  if (status === basket.status) return;
  if (!caller.user) throw invalidStatus(status);
  const key = userBasketKey(caller.user.id);
  if (status === "Saved") {
    const max = config().SAVED_BASKETS_MAX;
    if ((await tx.basket.count({ where: { ownerId: caller.user.id, status: "Saved" } })) >= max) throw tooManySaved(max);
    await tx.basket.update({ where: { id: basket.id }, data: { status: "Saved", openKey: null } });
    return;
  }
  await tx.basket.updateMany({ where: { openKey: key }, data: { status: "Saved", openKey: null } });
  await tx.basket.update({ where: { id: basket.id }, data: { status: "Open", openKey: key, lastUsedAt: new Date() } });
}
