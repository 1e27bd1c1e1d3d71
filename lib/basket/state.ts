// A basket as the services see it: its row, its voucher, and its lines with what lib/pricing needs to
// know about each line's product. Four statements whatever the number of lines.
import type { Db, Tx } from "@/lib/db.ts";
import type { BasketStatus, Voucher } from "@/lib/generated/prisma/client.ts";
import { loadBasketProducts, type BasketProduct } from "./products.ts";

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
  /** The product as it is now; null when it was deleted (the line then goes with it). */
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

/** The basket `id` with its lines (oldest first), or null when there is none. */
export async function loadBasketState(client: Tx | Db, id: number): Promise<BasketState | null> {
  const basket = await client.basket.findUnique({
    where: { id },
    select: { id: true, ownerId: true, status: true, openKey: true, voucher: true },
  });
  if (!basket) return null;
  const rows = await client.basketLine.findMany({
    where: { basketId: id },
    orderBy: { id: "asc" },
    include: { attributes: { select: { id: true, optionId: true, value: true }, orderBy: { optionId: "asc" } } },
  });
  const products = await loadBasketProducts(client, rows.map((r) => r.productId));
  const lines: BasketLineState[] = [];
  for (const r of rows) {
    const product = products.get(r.productId);
    if (!product) continue;
    lines.push({
      id: r.id,
      productId: r.productId,
      stockRecordId: r.stockRecordId,
      lineReference: r.lineReference,
      quantity: r.quantity,
      priceInclTax: r.priceInclTax.toFixed(2),
      priceCurrency: r.priceCurrency,
      notice: r.notice,
      attributes: r.attributes,
      dateCreated: r.dateCreated,
      dateUpdated: r.dateUpdated,
      product,
    });
  }
  return { ...basket, lines };
}
