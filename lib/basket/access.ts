// Reaching a basket by id (spec/API.md §5.2, §11): only the caller's own Open or Saved basket — a
// signed-in caller's own, an anonymous caller's current Open one, never one with an owner. Someone
// else's is 403; a Frozen, Merged or Submitted one (or none) is 404. A line or line attribute is
// reached only through one's own basket, else 404.
import type { Caller } from "@/lib/auth/caller.ts";
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import { NotAuthenticatedError, NotFoundError, PermissionDeniedError } from "@/lib/errors.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { callerHolds } from "./holders.ts";

/** The answer for someone else's basket, as the endpoints that reach a basket by id declare it. */
export const OTHERS_BASKET = { description: "Someone else's basket.", schema: DetailSchema };

export interface BasketRow {
  id: number;
  ownerId: number | null;
  status: string;
  openKey: string | null;
}

/** The caller's own Open/Saved basket `rawId`, locked until `tx` ends when `lock`; else the documented error. */
export async function callerBasket(client: Tx | Db, caller: Caller, rawId: string, opts: { lock?: boolean; missing?: "403" | "404" } = {}): Promise<BasketRow> {
  const id = integerId(rawId);
  if (id === null) throw new NotFoundError();
  const rows = await client.$queryRaw<BasketRow[]>(Prisma.sql`
    SELECT id, "ownerId", status::text AS status, "openKey" FROM "Basket" WHERE id = ${id}
    ${opts.lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`);
  const row = rows[0];
  if (!row || (row.status !== "Open" && row.status !== "Saved")) throw new NotFoundError();
  if (!callerHolds(caller, row)) {
    if (opts.missing === "404") throw new NotFoundError();
    throw caller.user ? new PermissionDeniedError() : new NotAuthenticatedError();
  }
  return row;
}

/** Line `rawLine` of the caller's own basket `rawId` (else 404). */
export async function callerLine(client: Tx | Db, caller: Caller, rawId: string, rawLine: string, lock = false) {
  const basket = await callerBasket(client, caller, rawId, { lock, missing: "404" });
  const lineId = integerId(rawLine);
  const line = lineId === null ? null : await client.basketLine.findFirst({ where: { id: lineId, basketId: basket.id } });
  if (!line) throw new NotFoundError();
  return { basket, line };
}
