// A basket as the services see it: its row, its voucher, and its lines with what lib/pricing needs to
// know about each line's product. One statement whatever the number of lines: the basket with its
// voucher, its lines with their products and option values as JSON.
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import type { BasketStatus, Voucher } from "@/lib/generated/prisma/client.ts";
import { sqlOf, type Sql } from "@/lib/sql.ts";
import { BASKET_PRODUCT_COLUMNS, BASKET_PRODUCT_JOINS, toBasketProduct, type BasketProduct, type BasketProductRow } from "./products.ts";

export interface BasketLineState {
  id: number;
  productId: number;
  stockRecordId: number;
  lineReference: string;
  quantity: number;
  /** Unit price incl. GST when the line was added (or last changed by the shopper). */
  priceInclTax: string;
  priceCurrency: string;
  notice: string | null;
  attributes: { id: number; optionId: number; value: string }[];
  dateCreated: Date;
  dateUpdated: Date;
  /** The product as it is now. */
  product: BasketProduct;
}

export interface BasketState {
  id: number;
  ownerId: number | null;
  status: BasketStatus;
  openKey: string | null;
  voucher: Voucher | null;
  lines: BasketLineState[];
}

interface BasketRow {
  id: number;
  ownerId: number | null;
  status: BasketStatus;
  openKey: string | null;
  voucher: Voucher | null;
}

interface LineRow extends BasketProductRow {
  lineId: number;
  productId: number;
  lineStockRecordId: number;
  lineReference: string;
  quantity: number;
  linePrice: string;
  linePriceCurrency: string;
  notice: string | null;
  attributes: { id: number; optionId: number; value: string }[];
  lineCreated: string;
  lineUpdated: string;
}

export type BasketStateRow = BasketRow & { lines: LineRow[] };

/** The basket `id` with its lines (oldest first), or null when there is none. One statement. */
export async function loadBasketState(client: Tx | Db | Sql, id: number): Promise<BasketState | null> {
  const rows = await ("$queryRaw" in client ? sqlOf(client) : client).query<BasketStateRow>(basketStateStatement(id));
  return basketStateOf(rows);
}

/** The statement loadBasketState runs (to send it with others: lib/sql.ts batch). */
export function basketStateStatement(id: number): Prisma.Sql {
  return Prisma.sql`
    SELECT b.id, b."ownerId", b.status::text AS status, b."openKey",
           CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object(
             'id', v.id, 'name', v.name, 'code', v.code, 'kind', v.kind, 'value', v.value::text,
             'minBasketValue', v."minBasketValue"::text, 'startDatetime', v."startDatetime", 'endDatetime', v."endDatetime",
             'usage', v.usage, 'signedInOnly', v."signedInOnly", 'numBasketAdditions', v."numBasketAdditions",
             'numOrders', v."numOrders", 'totalDiscount', v."totalDiscount"::text, 'dateCreated', v."dateCreated") END AS voucher,
           COALESCE((
             SELECT json_agg(x ORDER BY x."lineId") FROM (
               SELECT l.id AS "lineId", l."productId", l."stockRecordId" AS "lineStockRecordId", l."lineReference", l.quantity,
                      l."priceInclTax"::text AS "linePrice", l."priceCurrency" AS "linePriceCurrency", l.notice,
                      l."dateCreated" AS "lineCreated", l."dateUpdated" AS "lineUpdated",
                      COALESCE((SELECT json_agg(json_build_object('id', a.id, 'optionId', a."optionId", 'value', a.value) ORDER BY a."optionId")
                                  FROM "BasketLineAttribute" a WHERE a."lineId" = l.id), '[]'::json) AS attributes,
                      ${BASKET_PRODUCT_COLUMNS}
               FROM "BasketLine" l
               JOIN "Product" p ON p.id = l."productId"
               ${BASKET_PRODUCT_JOINS}
               WHERE l."basketId" = b.id) x), '[]'::json) AS lines
    FROM "Basket" b LEFT JOIN "Voucher" v ON v.id = b."voucherId"
    WHERE b.id = ${id}`;
}

/** The basket its statement's rows describe, or null. */
export function basketStateOf([basket]: BasketStateRow[]): BasketState | null {
  if (!basket) return null;
  const { lines, ...row } = basket;
  return { ...row, voucher: row.voucher ? voucherFromJson(row.voucher as unknown as Record<string, unknown>) : null, lines: lines.map(lineFromRow) };
}

/** A timestamp as json_build_object writes it (UTC, without a zone). */
const utc = (value: unknown) => new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(String(value)) ? String(value) : `${String(value)}Z`);

function lineFromRow(r: LineRow): BasketLineState {
  return {
    id: r.lineId,
    productId: r.productId,
    stockRecordId: r.lineStockRecordId,
    lineReference: r.lineReference,
    quantity: r.quantity,
    priceInclTax: r.linePrice,
    priceCurrency: r.linePriceCurrency,
    notice: r.notice,
    attributes: r.attributes,
    dateCreated: utc(r.lineCreated),
    dateUpdated: utc(r.lineUpdated),
    product: toBasketProduct(r),
  };
}

/** The voucher as Prisma would give it (decimals and dates typed) from its JSON form. */
function voucherFromJson(v: Record<string, unknown>): Voucher {
  const dec = (x: unknown) => (x === null ? null : new Prisma.Decimal(String(x)));
  return {
    ...(v as unknown as Voucher),
    value: dec(v.value)!,
    minBasketValue: dec(v.minBasketValue),
    totalDiscount: dec(v.totalDiscount)!,
    startDatetime: utc(v.startDatetime),
    endDatetime: utc(v.endDatetime),
    dateCreated: utc(v.dateCreated),
  };
}
