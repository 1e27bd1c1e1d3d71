// Guest orders claimed when their address is proven (issue 20): the orders a guest placed with an
// e-mail address (orders with no owner) join the account of whoever proves that address, in the same
// transaction as the proof — a sign-in by a code sent to it, or a verification link confirmed with the
// account's password. A registration or a password sign-in proves nothing about the mailbox and claims
// nothing. Checkout keeps order addresses in lower case, as accounts keep theirs. docs/decisions/0083.
import type { Tx } from "@/lib/db.ts";

/** Gives the unowned orders placed with `email` to `userId`; returns how many. */
export async function claimGuestOrders(tx: Tx, userId: number, email: string): Promise<number> {
  const { count } = await tx.order.updateMany({ where: { userId: null, email: email.toLowerCase() }, data: { userId } });
  return count;
}
