// The stock CSV import: the preview shows every change and every refused row and writes nothing;
// applying writes all of them in one transaction, audited per record, and only the plan that was
// previewed — a shop changed in between refuses the whole import. The warehouse (orders only) may
// change stock but not prices. And the CSV reader and writer underneath.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { csvCell, csvLine, parseCsv } from "./stock-csv.ts";
import { applyImport, ImportChangedError, ImportFileError, planImport } from "./stock-import.ts";

useTestDatabase();
let ids: ShopIds;
let sku: (key: string) => string;
let actor: { id: number };

beforeAll(async () => {
  ids = await buildCatalogueShop();
  const rows = await db().stockRecord.findMany({ select: { productId: true, partnerSku: true } });
  sku = (key) => rows.find((r) => r.productId === ids[key])!.partnerSku;
  actor = await createUser({ isStaff: true });
});

const state = async (key: string) => {
  const r = await db().stockRecord.findUniqueOrThrow({ where: { productId: ids[key] } });
  return [r.price.toFixed(2), r.numInStock];
};

describe("the stock CSV", () => {
  it("reads quoted cells, CRLF and a byte-order mark; refuses an unclosed quote", () => {
    expect(parseCsv('\uFEFFsku,price\r\n"A,1","1""0"\n\nB,2')).toEqual([["sku", "price"], ["A,1", '1"0'], [""], ["B", "2"]]);
    expect(() => parseCsv('sku\n"open')).toThrow("A quoted cell on line 2 is never closed.");
  });

  it("writes cells a spreadsheet would run as formulas with a leading apostrophe", () => {
    expect(["=HYPERLINK(1)", "+1", "-2", "@SUM(A1)", "Sofa, 3 seat", 'A "b"', 12, null].map(csvCell)).toEqual([
      "'=HYPERLINK(1)", "'+1", "'-2", "'@SUM(A1)", '"Sofa, 3 seat"', '"A ""b"""', "12", "",
    ]);
    expect(csvLine(["SKU-1", "10.00", 3])).toBe("SKU-1,10.00,3\r\n");
  });
});

describe("planImport()", () => {
  it("previews every change and every refused row with its reason, and writes nothing", async () => {
    const csv = [
      "SKU, price ,num_in_stock",
      `${sku("bench")},10999.5,7`,
      `${sku("cafe")},,9`,
      `${sku("nesting")},8000,`,
      "NOPE-1,100,1",
      `${sku("bench")},1,1`,
      `${sku("cafe")}x,abc,1`,
      `${sku("chairRust")},12.345,`,
      `${sku("chairIndigo")},,-3`,
      `${sku("soldOut")},,3`,
      `${sku("untracked")},,5`,
      ",1,1",
      "",
    ].join("\n");
    const plan = await planImport(csv, { mayChangePrice: true });
    expect(plan).toEqual({
      changes: [
        { line: 2, sku: sku("bench"), stockRecordId: ids.stockBench, productId: ids.bench, title: "Teak Bench", price: ["12000.00", "10999.50"], numInStock: [50, 7] },
        { line: 3, sku: sku("cafe"), stockRecordId: expect.any(Number), productId: ids.cafe, title: "Café Sofa", numInStock: [3, 9] },
      ],
      refused: [
        { line: 5, sku: "NOPE-1", reason: "No product has this SKU." },
        { line: 6, sku: sku("bench"), reason: "This SKU is already on line 2." },
        { line: 7, sku: `${sku("cafe")}x`, reason: "No product has this SKU." },
        { line: 8, sku: sku("chairRust"), reason: 'The price "12.345" is not an amount above 0 with at most 2 decimal places.' },
        { line: 9, sku: sku("chairIndigo"), reason: 'The stock "-3" is not a whole number from 0 to 10,00,000.' },
        { line: 10, sku: sku("soldOut"), reason: "The stock cannot be below the 4 units allocated to orders." },
        { line: 11, sku: sku("untracked"), reason: "This product does not track stock." },
        { line: 12, sku: "", reason: "The SKU is missing." },
      ],
      unchanged: 1,
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await state("bench")).toEqual(["12000.00", 50]);
  });

  it("refuses a file that is not a stock CSV", async () => {
    for (const [csv, message] of [
      ["name,price\nA,1", "The first line must name the columns: sku, and price or num_in_stock (or both)."],
      ["sku\nA", "The first line must name the columns: sku, and price or num_in_stock (or both)."],
      ["sku,price\n", "The file has no rows below its header."],
      ['sku,price\n"A,1', "A quoted cell on line 2 is never closed."],
    ]) {
      await expect(planImport(csv, { mayChangePrice: true })).rejects.toThrow(new ImportFileError(message));
    }
  });

  it("refuses a price change without the catalogue group but takes its stock rows", async () => {
    const plan = await planImport(`sku,price,num_in_stock\n${sku("bench")},11000,7\n${sku("cafe")},45999.50,8`, { mayChangePrice: false });
    expect(plan.refused).toEqual([{ line: 2, sku: sku("bench"), reason: "Changing a price needs the catalogue group." }]);
    expect(plan.changes.map((c) => [c.line, c.price, c.numInStock])).toEqual([[3, undefined, [3, 8]]]);
  });
});

describe("applyImport()", () => {
  it("applies the previewed plan in one transaction, audited per record with before and after", async () => {
    const csv = `sku,price,num_in_stock\n${sku("chairIndigo")},8000,6\n${sku("chairOchre")},,4\nNOPE,1,1`;
    const plan = await planImport(csv, { mayChangePrice: true });
    await transaction((tx) => applyImport(tx, actor, csv, plan.fingerprint, { mayChangePrice: true }));
    expect([await state("chairIndigo"), await state("chairOchre")]).toEqual([["8000.00", 6], ["7999.00", 4]]);
    const audit = await db().auditLogEntry.findMany({ where: { action: "stockrecord.import" }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.actorId, a.entityType, a.before, a.after, a.changes])).toEqual([
      [actor.id, "StockRecord", { price: "8499.00", num_in_stock: 5 }, { price: "8000.00", num_in_stock: 6 }, { price: ["8499.00", "8000.00"], num_in_stock: [5, 6] }],
      [actor.id, "StockRecord", { num_in_stock: 0 }, { num_in_stock: 4 }, { num_in_stock: [0, 4] }],
    ]);
  });

  it("applies nothing when the shop changed since the preview, and answers the new preview", async () => {
    const csv = `sku,num_in_stock\n${sku("nesting")},20\n${sku("chairRust")},1`;
    const plan = await planImport(csv, { mayChangePrice: true });
    expect(plan.refused).toEqual([]);
    // An order takes both Rust chairs after the preview: the row would now be refused.
    await db().stockRecord.update({ where: { productId: ids.chairRust }, data: { numAllocated: 2 } });
    const error = await transaction((tx) => applyImport(tx, actor, csv, plan.fingerprint, { mayChangePrice: true })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportChangedError);
    expect((error as ImportChangedError).plan.refused).toEqual([{ line: 3, sku: sku("chairRust"), reason: "The stock cannot be below the 2 units allocated to orders." }]);
    expect(await state("nesting")).toEqual(["8000.00", 50]);
    expect(await db().auditLogEntry.count({ where: { action: "stockrecord.import", entityId: String(ids.nesting) } })).toBe(0);
  });

  it("refuses a preview made with more rights than the caller has now (a forged fingerprint applies nothing)", async () => {
    const csv = `sku,price\n${sku("nesting")},1.00`;
    const plan = await planImport(csv, { mayChangePrice: true });
    await expect(transaction((tx) => applyImport(tx, actor, csv, plan.fingerprint, { mayChangePrice: false }))).rejects.toBeInstanceOf(ImportChangedError);
    expect(await state("nesting")).toEqual(["8000.00", 50]);
  });
});
