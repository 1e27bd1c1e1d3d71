import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import styles from "@/components/admin/messages/messages.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { ContactMessageFilters, contactMessageWhere, countContactMessages, listContactMessages } from "@/lib/admin/messages/contact.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Messages" };

export const instant = false;

const PATH = "/admin/messages/";
const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

export default async function MessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(ContactMessageFilters, sp);
  const where = contactMessageWhere(query);
  const page = await loadPage(url, () => countContactMessages(where), (offset, limit) => listContactMessages(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const handled = query.handled === undefined ? "" : String(query.handled);
  return (
    <AdminPage path={PATH} title="Messages">
      <ListFilters label="Filter the messages">
        <label>
          Name, e-mail or subject
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Handled
          <select name="handled" defaultValue={handled}>
            <option value="">All</option>
            <option value="false">To handle</option>
            <option value="true">Handled</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "message" : "messages"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Messages from the contact form, latest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">From</th>
              <th scope="col">Received</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((m) => (
              <tr key={m.id}>
                <td>
                  <Link href={`/admin/messages/${m.id}/`}>{m.subject}</Link>
                </td>
                <td>
                  {m.name} ({m.email})
                </td>
                <td>{when.format(m.createdAt)}</td>
                <td>{m.handledAt ? `Handled${m.replies.length ? `, ${m.replies.length} ${m.replies.length === 1 ? "reply" : "replies"}` : ""}` : "To handle"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
