import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import styles from "@/components/admin/stock/stock.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { countCustomers, CustomerFilters, customerWhere, listCustomers } from "@/lib/admin/customers.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Customers" };

export const instant = false;

const PATH = "/admin/customers/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const flag = (v: boolean | undefined) => (v === undefined ? "" : String(v));

export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(CustomerFilters, sp);
  const where = customerWhere(query);
  const page = await loadPage(url, () => countCustomers(where), (offset, limit) => listCustomers(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Customers">
      <ListFilters label="Find customers">
        <label>
          Name, e-mail or phone
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Account
          <select name="is_active" defaultValue={flag(query.is_active)}>
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Deactivated</option>
          </select>
        </label>
        <label>
          Staff
          <select name="is_staff" defaultValue={flag(query.is_staff)}>
            <option value="">All</option>
            <option value="false">Shoppers</option>
            <option value="true">Staff</option>
          </select>
        </label>
        <label>
          Erasure
          <select name="erasure_requested" defaultValue={flag(query.erasure_requested)}>
            <option value="">All</option>
            <option value="true">Asked to be erased</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "account" : "accounts"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Customers, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Mobile</th>
              <th scope="col">Joined</th>
              <th scope="col">Standing</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((u) => {
              const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
              const standing = [u.erasedAt ? "Erased" : !u.isActive ? "Deactivated" : "Active", u.isStaff ? "staff" : "", u.erasureRequestedAt && !u.erasedAt ? "asked to be erased" : ""].filter(Boolean).join(", ");
              return (
                <tr key={u.id}>
                  <td>
                    <Link href={`/admin/customers/${u.id}/`}>{name || (u.erasedAt ? `Erased customer #${u.id}` : `Customer #${u.id}`)}</Link>
                  </td>
                  <td>{u.email ?? "—"}</td>
                  <td>{u.phoneNumber ?? "—"}</td>
                  <td>{day.format(u.dateJoined)}</td>
                  <td>{standing}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
