import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { QuickStockForm } from "@/components/admin/stock/quick-stock-form.tsx";
import styles from "@/components/admin/stock/stock.module.css";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { countStock, isLow, listStock, StockFilters, stockWhere } from "@/lib/admin/stock-list.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { money } from "@/lib/pricing/index.ts";
import { saveStockRecord } from "./actions.ts";

export const metadata: Metadata = { title: "Stock and prices" };

export const instant = false;

const PATH = "/admin/stock/";

export default async function StockPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(StockFilters, sp);
  const where = await stockWhere(query);
  const page = await loadPage(url, () => countStock(where), (offset, limit) => listStock(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const exportHref = `/admin/stock/export.csv${url.search.replace(/([?&])page=\d+&?/, "$1").replace(/[?&]$/, "")}`;
  const actions = (
    <>
      <Link href="/admin/stock/import/" className={button.primary}>
        Import CSV
      </Link>
      <a href={exportHref} className={button.secondary} download>
        Export CSV
      </a>
    </>
  );
  return (
    <AdminPage path={PATH} title="Stock and prices" actions={actions}>
      <ListFilters label="Filter the stock records">
        <label>
          SKU or title
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Show
          <select name="low_stock" defaultValue={query.low_stock ?? ""}>
            <option value="">All records</option>
            <option value="1">Low stock only</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>{page.count.toLocaleString("en-IN")} {page.count === 1 ? "stock record" : "stock records"}</p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Stock records by SKU</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Product</th>
              <th scope="col" className={table.numeric}>
                Price (₹)
              </th>
              <th scope="col">In stock</th>
              <th scope="col" className={table.numeric}>
                Allocated
              </th>
              <th scope="col" className={table.numeric}>
                Low at
              </th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link href={`/admin/stock/${r.id}/`}>{r.partnerSku}</Link>
                </td>
                <td>
                  {r.product.title}
                  {isLow(r) && <span className={styles.low}> · low stock</span>}
                </td>
                <td className={table.numeric}>{money(r.price)}</td>
                <td>
                  {r.numInStock === null ? "not tracked" : <QuickStockForm id={r.id} sku={r.partnerSku} numInStock={r.numInStock} updatedAt={r.dateUpdated.toISOString()} action={saveStockRecord} />}
                </td>
                <td className={table.numeric}>{r.numAllocated}</td>
                <td className={table.numeric}>{r.lowStockThreshold ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
