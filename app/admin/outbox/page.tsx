import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { ActionButton } from "@/components/admin/messages/action-button.tsx";
import { MailSetupNotice } from "@/components/admin/messages/mail-setup-notice.tsx";
import styles from "@/components/admin/messages/messages.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { countOutbox, listOutbox, OUTBOX_STATUSES, OutboxFilters, outboxJson, outboxWhere } from "@/lib/admin/messages/outbox.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { emailTemplates, smsTemplates } from "@/lib/messaging/templates/index.ts";
import { resendOutboxMessage } from "./actions.ts";

export const metadata: Metadata = { title: "Outbox" };

export const instant = false;

const PATH = "/admin/outbox/";
const STATUS = { pending: "Waiting to send", sent: "Sent", failed: "Failed", logged: "Waiting for a mail server" } as const;
const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });
const TEMPLATES = [...new Set([...Object.keys(emailTemplates), ...Object.keys(smsTemplates)])].sort();

export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(OutboxFilters, sp);
  const where = outboxWhere(query);
  const page = await loadPage(url, () => countOutbox(where), (offset, limit) => listOutbox(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const rows = page.results.map(outboxJson);
  return (
    <AdminPage path={PATH} title="Outbox">
      <MailSetupNotice />
      <ListFilters label="Filter the outbox">
        <label>
          Recipient
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Channel
          <select name="channel" defaultValue={query.channel ?? ""}>
            <option value="">All</option>
            <option value="email">E-mail</option>
            <option value="sms">SMS</option>
          </select>
        </label>
        <label>
          Template
          <select name="template" defaultValue={query.template ?? ""}>
            <option value="">All</option>
            {TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "message" : "messages"}. Messages that carried a sign-in code or a link show no subject.
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Mail and SMS, latest first</caption>
          <thead>
            <tr>
              <th scope="col">Recipient</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col" className={table.numeric}>
                Attempts
              </th>
              <th scope="col">Last error</th>
              <th scope="col">Queued</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.recipient} <span className={styles.visuallyHidden}>({m.channel === "email" ? "e-mail" : "SMS"})</span>
                </td>
                <td>
                  {m.subject ?? (m.carries_secret ? "(carries a code or link: not shown)" : "—")}
                  <br />
                  <small>
                    {m.channel === "email" ? "E-mail" : "SMS"} · {m.template}
                  </small>
                </td>
                <td>
                  {STATUS[m.status]}
                  {m.sent_at && `, ${when.format(new Date(m.sent_at))}`}
                </td>
                <td className={table.numeric}>{m.attempts}</td>
                <td>{m.last_error ?? ""}</td>
                <td>{when.format(new Date(m.created_at))}</td>
                <td>{m.can_resend && <ActionButton label="Send again" name={`Send again: message ${m.id}`} fields={{ id: m.id }} action={resendOutboxMessage} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
