// The stock records as CSV (the import's columns first, so an export can be edited and imported back),
// for staff of the catalogue or orders group only, with the list's filters.
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { listQuery, type SearchParams } from "@/lib/admin/list-params.ts";
import { csvLine } from "@/lib/admin/stock-csv.ts";
import { listStock, StockFilters, stockWhere } from "@/lib/admin/stock-list.ts";
import { money } from "@/lib/pricing/index.ts";

const MAX_ROWS = 100_000;

export async function GET(request: Request): Promise<Response> {
  const caller = await getPageCaller();
  if (!mayUse(caller.user, ["catalogue", "orders"])) return new Response("Forbidden\n", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const sp: SearchParams = Object.fromEntries(new URL(request.url).searchParams);
  const where = await stockWhere(listQuery(StockFilters, sp).query);
  const rows = await listStock(where, 0, MAX_ROWS);
  let body = csvLine(["sku", "price", "num_in_stock", "product", "num_allocated", "low_stock_threshold"]);
  for (const r of rows) body += csvLine([r.partnerSku, money(r.price), r.numInStock, r.product.title, r.numAllocated, r.lowStockThreshold]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="stock.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
