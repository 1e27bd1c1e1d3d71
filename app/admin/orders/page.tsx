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
import { BULK_MOVES } from "@/lib/admin/orders/bulk.ts";
import { paymentLabel, PAYMENT_LABELS, STAFF_STATUS_LABELS, staffTime } from "@/lib/admin/orders/labels.ts";
import { AdminOrderFilters, adminOrderWhere, countAdminOrders, listAdminOrders } from "@/lib/admin/orders/list.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { ORDER_STATUSES } from "@/lib/orders/pipeline-rules.ts";
import styles from "./orders.module.css";

export const metadata: Metadata = { title: "Orders" };

export const instant = false;

const PATH = "/admin/orders/";

const SORTS: [string, string][] = [
  ["-date_placed", "Newest first"],
  ["date_placed", "Oldest first"],
  ["-total", "Largest total"],
  ["total", "Smallest total"],
  ["-number", "Number, high to low"],
  ["number", "Number, low to high"],
];

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(AdminOrderFilters, sp);
  const where = adminOrderWhere(query);
  const page = await loadPage(url, () => countAdminOrders(where), (offset, limit) => listAdminOrders(where, query.sort, offset, limit), 25).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Orders">
      <form method="get" className={table.filters} aria-label="Search and filter orders">
        <label>
          Order, e-mail or phone
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input name="since" type="date" defaultValue={query.since ?? ""} />
        </label>
        <label>
          To
          <input name="until" type="date" defaultValue={query.until ?? ""} />
        </label>
        <label>
          Payment
          <select name="payment_method" defaultValue={query.payment_method ?? ""}>
            <option value="">Any</option>
            {Object.entries(PAYMENT_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <input name="state" defaultValue={query.state ?? ""} placeholder="Karnataka" />
        </label>
        <label>
          Pincode
          <input name="pincode" inputMode="numeric" maxLength={6} defaultValue={query.pincode ?? ""} placeholder="560" />
        </label>
        <label>
          Buyer
          <select name="buyer" defaultValue={query.buyer ?? ""}>
            <option value="">Guests and accounts</option>
            <option value="guest">Guests</option>
            <option value="account">Accounts</option>
          </select>
        </label>
        <label>
          Sort
          <select name="sort" defaultValue={query.sort ?? "-date_placed"}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button.secondary}>
          Show
        </button>
        <Link href={PATH}>Clear</Link>
      </form>
      <ListProblems problems={problems} />
      <form id="bulk" method="get" action={`${PATH}bulk/`} className={styles.bulk} aria-label="Move the selected orders">
        <label>
          With the selected orders
          <select name="move" defaultValue="processing">
            {Object.entries(BULK_MOVES).map(([move, m]) => (
              <option key={move} value={move}>
                {m.button}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button.secondary}>
          Review…
        </button>
      </form>
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "order" : "orders"}
      </p>
      <div className={table.scroll} tabIndex={0} role="region" aria-label="Orders table (scrolls sideways)">
        <table className={table.table}>
          <caption className="visually-hidden">Orders, {SORTS.find(([v]) => v === (query.sort ?? "-date_placed"))?.[1].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Buyer</th>
              <th scope="col">Deliver to</th>
              <th scope="col">Payment</th>
              <th scope="col">Status</th>
              <th scope="col" className={table.numeric}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((o) => {
              const a = o.shippingAddress;
              return (
                <tr key={o.id}>
                  <td>
                    <input type="checkbox" form="bulk" name="id" value={o.id} className={styles.pick} aria-label={`Select order ${o.number}`} />
                  </td>
                  <td>
                    <Link href={`${PATH}${o.id}/`}>#{o.number}</Link>
                  </td>
                  <td>{staffTime(o.datePlaced)}</td>
                  <td>
                    {a ? `${a.firstName} ${a.lastName}` : ""}
                    <br />
                    <span className={styles.muted}>
                      {o.email}
                      {o.userId === null ? " · guest" : ""}
                    </span>
                  </td>
                  <td>{a ? `${a.line4}${a.state ? `, ${a.state}` : ""} ${a.postcode}` : "—"}</td>
                  <td>{paymentLabel(o.paymentMethod)}</td>
                  <td>
                    <span className={styles.badge}>{STAFF_STATUS_LABELS[o.status]}</span>
                  </td>
                  <td className={table.numeric}>{formatMoney(o.totalInclTax)}</td>
                </tr>
              );
            })}
            {page.results.length === 0 && (
              <tr>
                <td colSpan={8}>No orders match.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
