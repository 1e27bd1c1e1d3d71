// Adding a product to a basket (spec/API.md §5.2 add-product, _basket/add, lines POST) and changing a
// line's quantity: every change is checked against what can be bought (lib/pricing), counting what the
// basket already holds of that product; a product whose class is limited to some zones must be
// deliverable to the caller's pincode (docs/decisions/0030-zones-and-deliverability.md). Runs inside
// the caller's transaction with the basket locked, so two adds to one basket take turns: the basket is
// locked by one statement, and what it holds is counted by the next, which sees every add that went
// before. Few statements (docs/decisions/0032, 0060): the product with its options, what the basket
// holds of it and its class's zones in one; one upsert of the line. add-product and _basket/add run on
// plain SQL (lib/sql.ts).
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { db, Prisma, type Tx } from "@/lib/db.ts";
import { optionValueProblem, type OptionDefinition } from "@/lib/catalogue/options.ts";
import { config } from "@/lib/config.ts";
import { HYPERLINK_ERRORS } from "@/lib/http/hyperlinks.ts";
import { shopDate } from "@/lib/shipping/estimates.ts";
import { isBuyable, maxPurchasable } from "@/lib/pricing/index.ts";
import { deliveredTo, notDeliverable } from "@/lib/shipping/deliverability.ts";
import { knownWithoutLocation, locationOf, type CallerLocation } from "@/lib/shipping/location.ts";
import { sqlOf, sqlTransaction, type Sql } from "@/lib/sql.ts";
import { basketHolder, holdBasket, holdStatement } from "./holders.ts";
import { lineReference, type LineOptionValue } from "./line-reference.ts";
import { MAX_LINE_QUANTITY } from "./messages.ts";
import { BASKET_PRODUCT_COLUMNS, BASKET_PRODUCT_JOINS, loadBasketProducts, toBasketProduct, type BasketProduct, type BasketProductRow } from "./products.ts";
import { maximumReached, refuse, UNAVAILABLE } from "./refusals.ts";
import { basketStateOf, basketStateStatement, type BasketState, type BasketStateRow } from "./state.ts";

export interface AddProductInput {
  productId: number;
  quantity: number;
  options: LineOptionValue[];
}

interface Extras {
  options: { id: number; name: string; required: boolean; type: OptionDefinition["type"]; choices: string[] }[];
  inBasket: number;
  /** The zones the product's class is limited to (none: delivered everywhere). */
  zoneIds: number[];
}

type ProductForBasket = BasketProduct & Extras;

type ProductRow = BasketProductRow & Extras;

/**
 * The product with its options, what the basket already holds of it and its class's zones: one
 * statement. `basket`: the basket's id, or a subquery that finds it.
 */
function productStatement(basket: number | Prisma.Sql, productId: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${BASKET_PRODUCT_COLUMNS},
      (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'name', o.name, 'required', o.required, 'type', o.type, 'choices', o.choices) ORDER BY o.id), '[]'::json)
         FROM "Option" o
        WHERE o.id IN (SELECT po."optionId" FROM "ProductOption" po
                        WHERE po."productId" = p.id OR po."productId" = p."parentId")) AS options,
      (SELECT COALESCE(SUM(l.quantity), 0)::int FROM "BasketLine" l WHERE l."basketId" = ${basket} AND l."productId" = p.id) AS "inBasket",
      ARRAY(SELECT d."zoneId" FROM "ProductClassDeliveryZone" d WHERE d."productClassId" = pc.id ORDER BY d."zoneId") AS "zoneIds"
    FROM "Product" p
    ${BASKET_PRODUCT_JOINS}
    WHERE p.id = ${productId}`;
}

function productOf([row]: ProductRow[]): ProductForBasket | null {
  return row ? { ...toBasketProduct(row), options: row.options, inBasket: row.inBasket, zoneIds: row.zoneIds } : null;
}

async function productForBasket(sql: Sql, basketId: number, productId: number): Promise<ProductForBasket | null> {
  return productOf(await sql.query<ProductRow>(productStatement(basketId, productId)));
}

/** The most of `product` a basket may hold in all (0: cannot be bought). */
export function basketLimit(product: BasketProduct): number {
  return Math.min(maxPurchasable(product.sellable), MAX_LINE_QUANTITY);
}

/** Refuses (406) `wanted` units of `product` in all when they cannot be bought. */
export function checkQuantity(product: BasketProduct, wanted: number): void {
  if (!isBuyable(product.sellable)) throw refuse(UNAVAILABLE);
  const max = basketLimit(product);
  if (wanted > max) throw refuse(maximumReached(max));
}

/**
 * Adds `input` to basket `basketId` (locked by the caller). `field` names the product field in errors
 * ("url" for add-product, "product" elsewhere). Answers the line's id and whether it is new.
 */
export async function addProduct(tx: Tx, caller: Caller, basketId: number, input: AddProductInput, field: string): Promise<AddedLine> {
  const sql = sqlOf(tx);
  const product = await productForBasket(sql, basketId, input.productId);
  const location = product?.zoneIds.length ? await locationOf(caller, tx) : null;
  const [line] = await sql.query<AddedLine>(lineStatement(caller, basketId, product, input, field, location));
  return line;
}

export interface AddedLine {
  lineId: number;
  created: boolean;
}

/**
 * Adds `input` to the caller's Open basket, found or created on the way (add-product, _basket/add), in
 * one short transaction on plain SQL of two round trips: the basket held and the product read (after
 * the hold, so it counts every add that went before), then the line written and the basket read. The
 * caller's location is looked up only for a product limited to some zones and a caller who may have
 * one, outside the transaction (which then runs again). The basket and any new basket cookie come
 * back with the line.
 */
export async function addToOpenBasket(caller: Caller, secure: boolean, input: AddProductInput, field: string): Promise<AddedLine & { basket: BasketState; cookie?: CookieSpec }> {
  const holder = await basketHolder(db(), caller, secure);
  const openBasket = Prisma.sql`(SELECT b.id FROM "Basket" b WHERE b."openKey" = ${holder.key})`;
  let location: CallerLocation | null | undefined = knownWithoutLocation(caller) ? null : undefined;
  for (;;) {
    const added = await sqlTransaction(async (sql) => {
      const [held, found] = await sql.batch<[{ id: number }[], ProductRow[]]>([holdStatement(holder), productStatement(openBasket, input.productId)]);
      // No row held: the basket was made by a transaction the hold could not see yet; hold it again.
      const basketId = held[0]?.id ?? (await holdBasket(sql, holder));
      const product = held[0] ? productOf(found) : await productForBasket(sql, basketId, input.productId);
      if (location === undefined && product?.zoneIds.length) return null;
      const write = lineStatement(caller, basketId, product, input, field, location ?? null);
      const [[line], basket] = await sql.batch<[AddedLine[], BasketStateRow[]]>([write, basketStateStatement(basketId)], { commit: true });
      return { ...line, basket: basketStateOf(basket)! };
    });
    if (added) return { ...added, ...(holder.cookie ? { cookie: holder.cookie } : {}) };
    location = await locationOf(caller);
  }
}

/**
 * Checks `input` against `product` (refusing what cannot be added) and answers the statement that
 * writes the line and, for a new line, its options; it answers the line's id and whether it is new.
 * `location` is the caller's (null: unknown), needed only for a product limited to some zones.
 */
function lineStatement(caller: Caller, basketId: number, product: ProductForBasket | null, input: AddProductInput, field: string, location: CallerLocation | null): Prisma.Sql {
  if (!product || (!product.sellable.isPublic && !caller.user?.isStaff)) throw refuse({ [field]: [HYPERLINK_ERRORS.doesNotExist] });
  if (product.structure === "parent" || !product.stockRecordId || product.price === null) throw refuse(UNAVAILABLE);

  const allowed = new Map(product.options.map((o) => [o.id, o]));
  const chosen = new Map<number, string>();
  for (const o of input.options) {
    const option = allowed.get(o.optionId);
    if (!option) throw refuse({ options: [`Option ${o.optionId} does not apply to this product.`] });
    if (o.value.trim()) chosen.set(o.optionId, o.value.trim());
  }
  const missing = product.options.filter((o) => o.required && !chosen.has(o.id)).map((o) => `${o.name} is required.`);
  if (missing.length) throw refuse({ options: missing });
  const today = shopDate(new Date(), config().SHOP_TIME_ZONE);
  const unfit = [...chosen].flatMap(([id, value]) => optionValueProblem(allowed.get(id)!, value, today) ?? []);
  if (unfit.length) throw refuse({ options: unfit });

  checkQuantity(product, product.inBasket + input.quantity);
  if (location && !deliveredTo(product.zoneIds, location.match.zone)) throw refuse(notDeliverable(product.title, location.pincode));

  const options = [...chosen].map(([optionId, value]) => ({ optionId, value }));
  const reference = lineReference(product.id, options);
  const now = new Date();
  return Prisma.sql`
    WITH line AS (
      INSERT INTO "BasketLine" ("basketId", "productId", "stockRecordId", "lineReference", quantity, "priceCurrency", "priceInclTax", "dateCreated", "dateUpdated")
      VALUES (${basketId}, ${product.id}, ${product.stockRecordId}, ${reference}, ${input.quantity}, ${product.currency}, ${product.price}::numeric, ${now}, ${now})
      ON CONFLICT ("basketId", "lineReference") DO UPDATE
        SET quantity = "BasketLine".quantity + EXCLUDED.quantity, "priceInclTax" = EXCLUDED."priceInclTax", notice = NULL, "dateUpdated" = EXCLUDED."dateUpdated"
      RETURNING id, (xmax = 0) AS created),
    attributes AS (
      INSERT INTO "BasketLineAttribute" ("lineId", "optionId", value)
      SELECT line.id, t.o, t.v FROM line, unnest(${options.map((o) => o.optionId)}::int[], ${options.map((o) => o.value)}::text[]) AS t(o, v)
      WHERE line.created)
    SELECT id AS "lineId", created FROM line`;
}

/**
 * Sets a line's quantity (0 deletes it), checked like an add against what the rest of the basket holds
 * of the same product. The line's remembered price becomes today's (the shopper has seen it).
 */
export async function setLineQuantity(tx: Tx, line: { id: number; basketId: number; productId: number }, quantity: number): Promise<"deleted" | "updated"> {
  if (quantity === 0) {
    await tx.basketLine.delete({ where: { id: line.id } });
    return "deleted";
  }
  const product = (await loadBasketProducts(tx, [line.productId])).get(line.productId);
  if (!product) throw refuse(UNAVAILABLE);
  const others = await tx.basketLine.aggregate({ where: { basketId: line.basketId, productId: line.productId, id: { not: line.id } }, _sum: { quantity: true } });
  checkQuantity(product, (others._sum.quantity ?? 0) + quantity);
  await tx.basketLine.update({ where: { id: line.id }, data: { quantity, notice: null, ...(product.price !== null ? { priceInclTax: product.price } : {}) } });
  return "updated";
}
