import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListProblems } from "@/components/admin/list-filters.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { staffTime } from "@/lib/admin/orders/labels.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { AdminReturnFilters, adminReturnWhere, countAdminReturns, listAdminReturns } from "@/lib/returns/read.ts";
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from "@/lib/returns/statuses.ts";
import styles from "../orders/orders.module.css";

export const metadata: Metadata = { title: "Returns" };

export const instant = false;

const PATH = "/admin/returns/";

export default async function ReturnsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(AdminReturnFilters, sp);
  const where = adminReturnWhere(query);
  const page = await loadPage(url, () => countAdminReturns(where), (offset, limit) => listAdminReturns(where, offset, limit), 25).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Returns">
      <form method="get" className={table.filters} aria-label="Filter returns">
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order number
          <input name="order" inputMode="numeric" defaultValue={query.order ?? ""} />
        </label>
        <button type="submit" className={button.secondary}>
          Show
        </button>
        <Link href={PATH}>Clear</Link>
      </form>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "return" : "returns"}
      </p>
      <div className={table.scroll} tabIndex={0} role="region" aria-label="Returns table (scrolls sideways)">
        <table className={table.table}>
          <caption className="visually-hidden">Returns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Asked</th>
              <th scope="col">Order</th>
              <th scope="col">Buyer</th>
              <th scope="col">Items</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((r) => {
              const a = r.order.shippingAddress;
              return (
                <tr key={r.id}>
                  <td>
                    <Link href={`${PATH}${r.id}/`}>Return {r.id}</Link>
                  </td>
                  <td>{staffTime(r.createdAt)}</td>
                  <td>
                    <Link href={`/admin/orders/${r.orderId}/`}>#{r.order.number}</Link>
                  </td>
                  <td>
                    {a ? `${a.firstName} ${a.lastName}` : ""}
                    <br />
                    <span className={styles.muted}>{r.order.email}</span>
                  </td>
                  <td>{r.lines.map((l) => `${l.quantity} × ${l.orderLine.title}`).join(", ")}</td>
                  <td>
                    <span className={styles.badge}>{RETURN_STATUS_LABELS[r.status]}</span>
                  </td>
                </tr>
              );
            })}
            {page.results.length === 0 && (
              <tr>
                <td colSpan={6}>No returns match.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
