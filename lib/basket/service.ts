// The caller's basket, for endpoints and pages alike: found or created, loaded with its lines, priced.
// Other parts of the shop (checkout, pages, the home's cart_item_count) import from here.
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { db, Prisma, transaction, type Db, type Tx } from "@/lib/db.ts";
import type { Sql } from "@/lib/sql.ts";
import { addToOpenBasket, type AddProductInput } from "./add.ts";
import { holderKey, holdOpenBasket } from "./holders.ts";
import { loadBasketState, type BasketState } from "./state.ts";
import { priceBasket, type BasketTotals } from "./totals.ts";

export interface PricedBasket {
  basket: BasketState;
  totals: BasketTotals;
}

export interface CurrentBasket extends PricedBasket {
  /** Cookies the answer must set (a browser's first basket cookie). */
  cookies: CookieSpec[];
}

/** Loads and prices basket `id` (null when it does not exist). */
export async function pricedBasket(client: Tx | Db | Sql, id: number, now = new Date()): Promise<PricedBasket | null> {
  const basket = await loadBasketState(client, id);
  return basket ? { basket, totals: priceBasket(basket, now) } : null;
}

/**
 * The caller's Open basket, created on first need (its id is stable from the first call), loaded and
 * priced. `work` runs first, in the same transaction, with the basket locked: adding to it, say. The
 * basket is read after the transaction, so the transaction stays short.
 */
export async function withCurrentBasket<T>(caller: Caller, secure: boolean, work?: (tx: Tx, basketId: number) => Promise<T>): Promise<CurrentBasket & { result: T | undefined }> {
  const { held, result } = await transaction(async (tx) => {
    const held = await holdOpenBasket(tx, caller, secure);
    return { held, result: work ? await work(tx, held.id) : undefined };
  });
  const priced = (await pricedBasket(db(), held.id))!;
  return { ...priced, cookies: held.cookie ? [held.cookie] : [], result };
}

/** Adds to the caller's Open basket (add-product, _basket/add): one short transaction on plain SQL that also reads the basket. */
export async function addToCurrentBasket(caller: Caller, secure: boolean, input: AddProductInput, field: string): Promise<CurrentBasket> {
  const { basket, cookie } = await addToOpenBasket(caller, secure, input, field);
  return { basket, totals: priceBasket(basket, new Date()), cookies: cookie ? [cookie] : [] };
}

/** The caller's Open basket, created on first need. */
export function currentBasket(caller: Caller, secure: boolean): Promise<CurrentBasket> {
  return withCurrentBasket(caller, secure);
}

/** Sum of the quantities in the caller's Open basket (0 without one): the header's and home's count. One statement. */
export async function basketItemCount(caller: Caller, client: Tx | Db = db()): Promise<number> {
  const key = holderKey(caller);
  if (!key) return 0;
  const rows = await client.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT COALESCE(SUM(l.quantity), 0)::int AS n
    FROM "Basket" b JOIN "BasketLine" l ON l."basketId" = b.id
    WHERE b."openKey" = ${key}`);
  return rows[0]?.n ?? 0;
}
