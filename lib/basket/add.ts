// Adding a product to a basket (spec/API.md §5.2 add-product, _basket/add, lines POST) and changing a
// line's quantity: every change is checked against what can be bought (lib/pricing), counting what the
// basket already holds of that product; a product whose class is limited to some zones must be
// deliverable to the caller's pincode (docs/decisions/0030-zones-and-deliverability.md). Runs inside
// the caller's transaction with the basket locked, so two adds to one basket take turns. Few
// statements (docs/decisions/0032): one that holds the basket and reads the product with its options,
// what the basket holds of it and its zoning; one upsert of the line.
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { Prisma, type Tx } from "@/lib/db.ts";
import { HYPERLINK_ERRORS } from "@/lib/http/hyperlinks.ts";
import { isBuyable, maxPurchasable } from "@/lib/pricing/index.ts";
import { notDeliverable, undeliverable } from "@/lib/shipping/deliverability.ts";
import { locationOf } from "@/lib/shipping/location.ts";
import { basketHolder, holdStatement, type BasketHolder } from "./holders.ts";
import { lineReference, type LineOptionValue } from "./line-reference.ts";
import { MAX_LINE_QUANTITY } from "./messages.ts";
import { BASKET_PRODUCT_COLUMNS, BASKET_PRODUCT_JOINS, loadBasketProducts, toBasketProduct, type BasketProduct, type BasketProductRow } from "./products.ts";
import { maximumReached, refuse, UNAVAILABLE } from "./refusals.ts";

export interface AddProductInput {
  productId: number;
  quantity: number;
  options: LineOptionValue[];
}

interface Extras {
  options: { id: number; name: string; required: boolean }[];
  inBasket: number;
  zoned: boolean;
}

type ProductForBasket = BasketProduct & Extras;

const extrasColumns = (basketId: Prisma.Sql) => Prisma.sql`
      (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'name', o.name, 'required', o.required) ORDER BY o.id), '[]'::json)
         FROM "Option" o
        WHERE o.id IN (SELECT po."optionId" FROM "ProductOption" po
                        WHERE po."productId" = p.id OR po."productId" = p."parentId")) AS options,
      (SELECT COALESCE(SUM(l.quantity), 0)::int FROM "BasketLine" l WHERE l."basketId" = ${basketId} AND l."productId" = p.id) AS "inBasket",
      EXISTS (SELECT 1 FROM "ProductClassDeliveryZone" d WHERE d."productClassId" = pc.id) AS zoned`;

function fromRow(row: BasketProductRow & Extras): ProductForBasket {
  return { ...toBasketProduct(row), options: row.options, inBasket: row.inBasket, zoned: row.zoned };
}

/** The product with its options, what basket `basketId` already holds of it, and whether its class is zoned. One statement. */
async function productForBasket(tx: Tx, basketId: number, productId: number): Promise<ProductForBasket | null> {
  const rows = await tx.$queryRaw<(BasketProductRow & Extras)[]>(Prisma.sql`
    SELECT ${BASKET_PRODUCT_COLUMNS}, ${extrasColumns(Prisma.sql`${basketId}`)}
    FROM "Product" p
    ${BASKET_PRODUCT_JOINS}
    WHERE p.id = ${productId}`);
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * The caller's Open basket found or created and locked, with the product as productForBasket reads it,
 * in one statement. The basket's id comes back even when the product does not exist.
 */
async function holdWithProduct(tx: Tx, holder: BasketHolder, productId: number): Promise<{ basketId: number; product: ProductForBasket | null }> {
  const rows = await tx.$queryRaw<({ basketId: number; id: number | null } & BasketProductRow & Extras)[]>(Prisma.sql`
    WITH held AS (${holdStatement(holder)} RETURNING id)
    SELECT held.id AS "basketId", ${BASKET_PRODUCT_COLUMNS}, ${extrasColumns(Prisma.sql`held.id`)}
    FROM held
    LEFT JOIN "Product" p ON p.id = ${productId}
    ${BASKET_PRODUCT_JOINS}`);
  const row = rows[0];
  return { basketId: row.basketId, product: row.id === null ? null : fromRow(row) };
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

/** Refuses a product limited to some zones when the caller's pincode (if given) is outside them. */
async function checkDeliverable(tx: Tx, caller: Caller, product: BasketProduct): Promise<void> {
  const location = await locationOf(caller, tx);
  if (!location) return;
  if ((await undeliverable(tx, [product], location.match.zone)).length) throw refuse(notDeliverable(product.title, location.pincode));
}

/**
 * Adds `input` to basket `basketId` (locked by the caller). `field` names the product field in errors
 * ("url" for add-product, "product" elsewhere). Answers the line's id and whether it is new.
 */
export async function addProduct(tx: Tx, caller: Caller, basketId: number, input: AddProductInput, field: string): Promise<AddedLine> {
  return addChecked(tx, caller, basketId, await productForBasket(tx, basketId, input.productId), input, field);
}

export interface AddedLine {
  lineId: number;
  created: boolean;
}

/**
 * Adds `input` to the caller's Open basket, found or created on the way (add-product, _basket/add):
 * the basket's id and any new basket cookie come back with the line. Two statements in all, or three
 * for a product with options.
 */
export async function addToOpenBasket(tx: Tx, caller: Caller, secure: boolean, input: AddProductInput, field: string): Promise<AddedLine & { basketId: number; cookie?: CookieSpec }> {
  const holder = await basketHolder(tx, caller, secure);
  const { basketId, product } = await holdWithProduct(tx, holder, input.productId);
  const added = await addChecked(tx, caller, basketId, product, input, field);
  return { ...added, basketId, ...(holder.cookie ? { cookie: holder.cookie } : {}) };
}

async function addChecked(tx: Tx, caller: Caller, basketId: number, product: ProductForBasket | null, input: AddProductInput, field: string): Promise<AddedLine> {
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

  checkQuantity(product, product.inBasket + input.quantity);
  if (product.zoned) await checkDeliverable(tx, caller, product);

  const options = [...chosen].map(([optionId, value]) => ({ optionId, value }));
  const reference = lineReference(product.id, options);
  const now = new Date();
  const rows = await tx.$queryRaw<{ id: number; created: boolean }[]>(Prisma.sql`
    INSERT INTO "BasketLine" ("basketId", "productId", "stockRecordId", "lineReference", quantity, "priceCurrency", "priceInclTax", "dateCreated", "dateUpdated")
    VALUES (${basketId}, ${product.id}, ${product.stockRecordId}, ${reference}, ${input.quantity}, ${product.currency}, ${product.price}::numeric, ${now}, ${now})
    ON CONFLICT ("basketId", "lineReference") DO UPDATE
      SET quantity = "BasketLine".quantity + EXCLUDED.quantity, "priceInclTax" = EXCLUDED."priceInclTax", notice = NULL, "dateUpdated" = EXCLUDED."dateUpdated"
    RETURNING id, (xmax = 0) AS created`);
  const { id, created } = rows[0];
  if (created && options.length) await tx.basketLineAttribute.createMany({ data: options.map((o) => ({ lineId: id, ...o })) });
  return { lineId: id, created };
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
