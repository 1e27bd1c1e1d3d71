import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { ActionButton } from "@/components/admin/messages/action-button.tsx";
import styles from "@/components/admin/messages/messages.module.css";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { countSubscribers, listSubscribers, NewsletterFilters, subscriberWhere } from "@/lib/admin/messages/newsletter.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { unsubscribeSubscriber } from "./actions.ts";

export const metadata: Metadata = { title: "Newsletter" };

export const instant = false;

const PATH = "/admin/newsletter/";
const STATUS = { pending: "Waiting for confirmation", confirmed: "Confirmed", unsubscribed: "Unsubscribed" } as const;
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function NewsletterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(NewsletterFilters, sp);
  const where = subscriberWhere(query);
  const page = await loadPage(url, () => countSubscribers(where), (offset, limit) => listSubscribers(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const actions = (
    // A download, not a page: a plain link the browser saves.
    <a href="/admin/newsletter/export.csv" className={button.primary} download>
      Download CSV <span className={styles.visuallyHidden}>of the confirmed subscribers</span>
    </a>
  );
  return (
    <AdminPage path={PATH} title="Newsletter" actions={actions}>
      <p>The CSV holds the confirmed subscribers only: the addresses the shop may mail.</p>
      <ListFilters label="Filter the subscribers">
        <label>
          E-mail
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All</option>
            <option value="confirmed">Confirmed</option>
            <option value="pending">Waiting for confirmation</option>
            <option value="unsubscribed">Unsubscribed</option>
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "subscriber" : "subscribers"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Newsletter subscribers, latest first</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Subscribed</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>
                  {STATUS[s.status]}
                  {s.confirmedAt && s.status === "confirmed" && ` ${day.format(s.confirmedAt)}`}
                  {s.unsubscribedAt && s.status === "unsubscribed" && ` ${day.format(s.unsubscribedAt)}`}
                </td>
                <td>{day.format(s.createdAt)}</td>
                <td>
                  {s.status !== "unsubscribed" && (
                    <ActionButton
                      label="Unsubscribe"
                      name={`Unsubscribe ${s.email}`}
                      fields={{ id: s.id }}
                      question={`Unsubscribe ${s.email}? They get no more newsletters until they subscribe again.`}
                      action={unsubscribeSubscriber}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
