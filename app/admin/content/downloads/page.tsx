import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { adminDownloadJson, countDownloads, DownloadFilters, downloadRows } from "@/lib/admin/content/downloads.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Downloads" };

export const instant = false;

const PATH = "/admin/content/downloads/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const size = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`);

export default async function DownloadsAdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(DownloadFilters, sp);
  const page = await loadPage(url, () => countDownloads(query), (skip, take) => downloadRows(query, skip, take), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const items = page.results.map((d) => adminDownloadJson(d));
  const actions = (
    <Link href="/admin/content/downloads/new/" className={button.primary}>
      Add a download
    </Link>
  );
  return (
    <AdminPage path={PATH} title="Downloads" actions={actions}>
      <p>
        Catalogues and care guides on the shop&apos;s <a href="/downloads/">downloads page</a>, newest first.
      </p>
      <ListFilters label="Filter the downloads">
        <label>
          Words
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Listed
          <select name="is_active" defaultValue={query.is_active ?? ""}>
            <option value="">All</option>
            <option value="true">Listed</option>
            <option value="false">Hidden</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "download" : "downloads"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Downloads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Listed</th>
              <th scope="col">Size</th>
              <th scope="col">Added</th>
            </tr>
          </thead>
          <tbody>
            {items.map((d) => (
              <tr key={d.id}>
                <td>
                  <Link href={`/admin/content/downloads/${d.id}/`}>{d.title}</Link>
                </td>
                <td>{d.is_active ? "Listed" : "Hidden"}</td>
                <td>{size(d.file_size)}</td>
                <td>{day.format(new Date(d.created_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
