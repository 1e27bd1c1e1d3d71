// The stock and price import (/admin/stock/import/): a CSV of sku, price, num_in_stock is first
// planned — every change with its before and after, every refused row with its reason — and shown;
// nothing is written. Applying plans the same file again inside one transaction with the records
// locked and applies only when that plan is the one the staff member saw (its fingerprint): a price,
// stock level or allocation changed in between refuses the whole import, so nothing unseen is written.
import { createHash } from "node:crypto";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { db, Prisma, type Db, type Tx } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { CsvError, parseCsv } from "./stock-csv.ts";

export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_ROWS = 5000;
const COLUMNS = ["sku", "price", "num_in_stock"] as const;
const MAX_STOCK = 1_000_000;

export interface ImportChange {
  line: number;
  sku: string;
  stockRecordId: number;
  productId: number;
  title: string;
  price?: [string, string];
  numInStock?: [number | null, number];
}
export interface ImportRefusal {
  line: number;
  sku: string;
  reason: string;
}
export interface ImportPlan {
  changes: ImportChange[];
  refused: ImportRefusal[];
  unchanged: number;
  fingerprint: string;
}

/** A file that cannot be read as a stock CSV at all (its message is shown beside the file field). */
export class ImportFileError extends Error {}

/** The preview no longer matches the shop: the import is refused and shown again from `plan`. */
export class ImportChangedError extends Error {
  constructor(readonly plan: ImportPlan) {
    super("Stock or prices changed since the preview — review the new preview and confirm again.");
  }
}

interface Row {
  line: number;
  sku: string;
  price: string;
  stock: string;
}

function readRows(text: string): Row[] {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw new ImportFileError(`The file is larger than ${MAX_IMPORT_BYTES / 1024} KB.`);
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) throw new ImportFileError(e.message);
    throw e;
  }
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const unknown = header.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (!header.includes("sku") || unknown.length || (!header.includes("price") && !header.includes("num_in_stock"))) {
    throw new ImportFileError("The first line must name the columns: sku, and price or num_in_stock (or both).");
  }
  const at = (cells: string[], name: string) => (header.indexOf(name) >= 0 ? (cells[header.indexOf(name)] ?? "").trim() : "");
  const out: Row[] = [];
  rows.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === "")) return;
    out.push({ line: i + 2, sku: at(cells, "sku"), price: at(cells, "price"), stock: at(cells, "num_in_stock") });
  });
  if (!out.length) throw new ImportFileError("The file has no rows below its header.");
  if (out.length > MAX_IMPORT_ROWS) throw new ImportFileError(`The file has more than ${MAX_IMPORT_ROWS} rows.`);
  return out;
}

const fingerprintOf = (changes: ImportChange[], refused: ImportRefusal[]) =>
  createHash("sha256").update(JSON.stringify({ changes, refused })).digest("hex");

/**
 * What importing `text` would do now. `mayChangePrice`: the caller holds the catalogue group (the
 * warehouse, with orders only, may change stock but not prices).
 */
export async function planImport(text: string, opts: { mayChangePrice: boolean }, client: Tx | Db = db()): Promise<ImportPlan> {
  const rows = readRows(text);
  const skus = [...new Set(rows.map((r) => r.sku).filter(Boolean))];
  const records = await client.stockRecord.findMany({
    where: { partnerSku: { in: skus } },
    select: { id: true, productId: true, partnerSku: true, price: true, numInStock: true, numAllocated: true, product: { select: { title: true } } },
    orderBy: { id: "asc" },
  });
  const bySku = new Map<string, typeof records>();
  for (const r of records) bySku.set(r.partnerSku, [...(bySku.get(r.partnerSku) ?? []), r]);
  const firstLine = new Map<string, number>();
  const changes: ImportChange[] = [];
  const refused: ImportRefusal[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const refuse = (reason: string) => refused.push({ line: row.line, sku: row.sku, reason });
    if (!row.sku) {
      refuse("The SKU is missing.");
      continue;
    }
    if (firstLine.has(row.sku)) {
      refuse(`This SKU is already on line ${firstLine.get(row.sku)}.`);
      continue;
    }
    firstLine.set(row.sku, row.line);
    const found = bySku.get(row.sku) ?? [];
    if (found.length !== 1) {
      refuse(found.length ? "This SKU belongs to more than one stock record." : "No product has this SKU.");
      continue;
    }
    const rec = found[0];
    const change: ImportChange = { line: row.line, sku: row.sku, stockRecordId: rec.id, productId: rec.productId, title: rec.product.title };
    if (row.price) {
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(row.price) || Number(row.price) <= 0) {
        refuse(`The price "${row.price}" is not an amount above 0 with at most 2 decimal places.`);
        continue;
      }
      if (money(row.price) !== money(rec.price)) {
        if (!opts.mayChangePrice) {
          refuse("Changing a price needs the catalogue group.");
          continue;
        }
        change.price = [money(rec.price), money(row.price)];
      }
    }
    if (row.stock) {
      if (!/^\d{1,7}$/.test(row.stock) || Number(row.stock) > MAX_STOCK) {
        refuse(`The stock "${row.stock}" is not a whole number from 0 to ${MAX_STOCK.toLocaleString("en-IN")}.`);
        continue;
      }
      const stock = Number(row.stock);
      if (rec.numInStock === null) {
        refuse("This product does not track stock.");
        continue;
      }
      if (stock < rec.numAllocated) {
        refuse(`The stock cannot be below the ${rec.numAllocated} units allocated to orders.`);
        continue;
      }
      if (stock !== rec.numInStock) change.numInStock = [rec.numInStock, stock];
    }
    if (change.price || change.numInStock) changes.push(change);
    else unchanged += 1;
  }
  return { changes, refused, unchanged, fingerprint: fingerprintOf(changes, refused) };
}

/**
 * Applies the import the staff member saw (`fingerprint` of its preview) in the caller's transaction:
 * every change or none. Each record's change is audited with its before and after; the catalogue's
 * caches are told once.
 */
export async function applyImport(tx: Tx, actor: { id: number; ip?: string }, text: string, fingerprint: string, opts: { mayChangePrice: boolean }): Promise<ImportPlan> {
  const skus = [...new Set(readRows(text).map((r) => r.sku).filter(Boolean))];
  if (skus.length) await tx.$queryRaw`SELECT id FROM "StockRecord" WHERE "partnerSku" IN (${Prisma.join(skus)}) ORDER BY id FOR UPDATE`;
  const plan = await planImport(text, opts, tx);
  if (plan.fingerprint !== fingerprint) throw new ImportChangedError(plan);
  for (const c of plan.changes) {
    await tx.stockRecord.update({
      where: { id: c.stockRecordId },
      data: { ...(c.price ? { price: c.price[1] } : {}), ...(c.numInStock ? { numInStock: c.numInStock[1] } : {}) },
    });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (c.price) [before.price, after.price] = c.price;
    if (c.numInStock) [before.num_in_stock, after.num_in_stock] = c.numInStock;
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "stockrecord.import", entityType: "StockRecord", entityId: c.stockRecordId, before, after });
  }
  if (plan.changes.length) {
    await catalogueChanged(tx, { productIds: [...new Set(plan.changes.map((c) => c.productId))], stock: !plan.changes.some((c) => c.price) });
  }
  return plan;
}
