// Anonymous baskets nobody will come back for (spec/API.md §2): empty ones unused for 7 days — an Open
// basket whose cookie or app session is gone, or one emptied into a user's basket at sign-in (Merged).
// Baskets with an owner, with lines, or that became orders are kept. Run by the maintenance timer.
import { db } from "@/lib/db.ts";

const WEEK = 7 * 86_400_000;

export async function deleteStaleAnonymousBaskets(now = new Date()): Promise<number> {
  const { count } = await db().basket.deleteMany({
    where: { ownerId: null, status: { in: ["Open", "Merged"] }, lastUsedAt: { lt: new Date(now.getTime() - WEEK) }, lines: { none: {} }, order: null },
  });
  return count;
}
