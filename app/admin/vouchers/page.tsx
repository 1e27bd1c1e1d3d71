import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import styles from "@/components/admin/stock/stock.module.css";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { adminVouchersJson, countVouchers, listVouchers, VoucherFilters, voucherWhere } from "@/lib/admin/vouchers.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Vouchers" };

export const instant = false;

const PATH = "/admin/vouchers/";
const USAGE = { multi_use: "Any number", single_use: "One order", once_per_customer: "Once per customer" } as const;
const STATE = { live: "Live", scheduled: "Scheduled", ended: "Ended" } as const;
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function VouchersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(VoucherFilters, sp);
  const where = voucherWhere(query);
  const page = await loadPage(url, () => countVouchers(where), (offset, limit) => listVouchers(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const vouchers = await adminVouchersJson(page.results);
  const actions = (
    <Link href="/admin/vouchers/new/" className={button.primary}>
      New voucher
    </Link>
  );
  return (
    <AdminPage path={PATH} title="Vouchers" actions={actions}>
      <ListFilters label="Filter the vouchers">
        <label>
          Code or name
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          State
          <select name="state" defaultValue={query.state ?? ""}>
            <option value="">All</option>
            <option value="live">Live</option>
            <option value="scheduled">Scheduled</option>
            <option value="ended">Ended</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "voucher" : "vouchers"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Vouchers, latest ending first</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Discount</th>
              <th scope="col">Window</th>
              <th scope="col">Usage</th>
              <th scope="col" className={table.numeric}>
                Uses
              </th>
              <th scope="col" className={table.numeric}>
                Discount given (₹)
              </th>
              <th scope="col" className={table.numeric}>
                Takings (₹)
              </th>
            </tr>
          </thead>
          <tbody>
            {vouchers.map((v) => (
              <tr key={v.id}>
                <td>
                  <Link href={`/admin/vouchers/${v.id}/`}>{v.code}</Link>
                </td>
                <td>{v.name}</td>
                <td>
                  {v.kind === "percentage" ? `${v.value}%` : `₹${v.value}`}
                  {v.min_basket_value && ` over ₹${v.min_basket_value}`}
                  {v.signed_in_only && ", signed in"}
                </td>
                <td>
                  {STATE[v.state]}: {day.format(new Date(v.start_datetime))} – {day.format(new Date(v.end_datetime))}
                </td>
                <td>{USAGE[v.usage]}</td>
                <td className={table.numeric}>{v.num_orders}</td>
                <td className={table.numeric}>{v.total_discount}</td>
                <td className={table.numeric}>{v.takings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
