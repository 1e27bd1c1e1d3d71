// Adding a product to a basket (spec/API.md §5.2 add-product, _basket/add, lines POST) and changing a
// line's quantity: every change is checked against what can be bought (lib/pricing), counting what the
// basket already holds of that product; a product whose class is limited to some zones must be
// deliverable to the caller's pincode (docs/decisions/0030-zones-and-deliverability.md). Runs inside
// the caller's transaction with the basket locked (holders.holdOpenBasket), so two adds to one basket
// take turns. Few statements: the product, one query for its options / what the basket holds / its
// zoning, and one upsert of the line.
import type { Caller } from "@/lib/auth/caller.ts";
import { Prisma, type Tx } from "@/lib/db.ts";
import { HYPERLINK_ERRORS } from "@/lib/http/hyperlinks.ts";
import { isBuyable, maxPurchasable } from "@/lib/pricing/index.ts";
import { locationOf } from "@/lib/shipping/location.ts";
import { lineReference, type LineOptionValue } from "./line-reference.ts";
import { MAX_LINE_QUANTITY } from "./messages.ts";
import { loadBasketProducts, type BasketProduct } from "./products.ts";
import { maximumReached, notDeliverable, refuse, UNAVAILABLE } from "./refusals.ts";

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

async function extrasFor(tx: Tx, basketId: number, product: BasketProduct): Promise<Extras> {
  const rows = await tx.$queryRaw<Extras[]>(Prisma.sql`
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'name', o.name, 'required', o.required) ORDER BY o.id), '[]'::json)
         FROM "Option" o
        WHERE o.id IN (SELECT po."optionId" FROM "ProductOption" po
                        WHERE po."productId" = p.id OR po."productId" = p."parentId")) AS options,
      (SELECT COALESCE(SUM(l.quantity), 0)::int FROM "BasketLine" l WHERE l."basketId" = ${basketId} AND l."productId" = p.id) AS "inBasket",
      EXISTS (SELECT 1 FROM "ProductClassDeliveryZone" d WHERE d."productClassId" = ${product.productClassId}) AS zoned
    FROM "Product" p WHERE p.id = ${product.id}`);
  return rows[0];
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

/** True when the caller's pincode (if known) is in a zone the product's class is delivered to. */
async function checkDeliverable(tx: Tx, caller: Caller, product: BasketProduct): Promise<void> {
  const location = await locationOf(caller, tx);
  if (!location) return;
  const zone = location.match.zone;
  const allowed = zone && product.productClassId !== null
    ? await tx.productClassDeliveryZone.count({ where: { productClassId: product.productClassId, zoneId: zone.id } })
    : 0;
  if (!allowed) throw refuse(notDeliverable(product.title, location.pincode));
}

/**
 * Adds `input` to basket `basketId` (locked by the caller). `field` names the product field in errors
 * ("url" for add-product, "product" elsewhere). Answers the line's id and whether it is new.
 */
export async function addProduct(tx: Tx, caller: Caller, basketId: number, input: AddProductInput, field: string): Promise<{ lineId: number; created: boolean }> {
  const product = (await loadBasketProducts(tx, [input.productId])).get(input.productId);
  if (!product || (!product.sellable.isPublic && !caller.user?.isStaff)) throw refuse({ [field]: [HYPERLINK_ERRORS.doesNotExist] });
  if (product.structure === "parent" || !product.stockRecordId || product.price === null) throw refuse(UNAVAILABLE);
  const extras = await extrasFor(tx, basketId, product);

  const allowed = new Map(extras.options.map((o) => [o.id, o]));
  const chosen = new Map<number, string>();
  for (const o of input.options) {
    const option = allowed.get(o.optionId);
    if (!option) throw refuse({ options: [`Option ${o.optionId} does not apply to this product.`] });
    if (o.value.trim()) chosen.set(o.optionId, o.value.trim());
  }
  const missing = extras.options.filter((o) => o.required && !chosen.has(o.id)).map((o) => `${o.name} is required.`);
  if (missing.length) throw refuse({ options: missing });

  checkQuantity(product, extras.inBasket + input.quantity);
  if (extras.zoned) await checkDeliverable(tx, caller, product);

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
