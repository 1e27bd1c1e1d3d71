import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { MailForm } from "@/components/admin/careers/mail-form.tsx";
import { StatusForm } from "@/components/admin/careers/status-form.tsx";
import styles from "@/components/admin/careers/careers.module.css";
import table from "@/components/admin/data-table.module.css";
import { History } from "@/components/admin/history.tsx";
import { eraseOn, nextStatuses, STATUS_LABELS, timelineOf } from "@/lib/admin/careers/applications.ts";
import { kindForStatus, MAIL_KIND_LABELS, MAIL_KINDS, mailDraft, sentMails, type MailKind } from "@/lib/admin/careers/mail.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import type { SearchParams } from "@/lib/admin/list-params.ts";
import { RESUME_DOWNLOAD_PATH } from "@/lib/careers/resumes.ts";
import { db } from "@/lib/db.ts";
import type { ResumeStatus } from "@/lib/generated/prisma/client.ts";
import { mailCandidate, moveApplication } from "../../actions.ts";

export const metadata: Metadata = { title: "Application" };

export const instant = false;

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const moment = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });
const MAIL_STATUS: Record<string, string> = { pending: "Queued", sent: "Sent", failed: "Failed", logged: "Logged (no mail service)" };
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const label = (s: ResumeStatus | null) => (s ? STATUS_LABELS[s] : "");

export default async function ApplicationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { id: raw } = await params;
  const path = `/admin/careers/applications/${raw}/`;
  await requireStaffPage(path);
  const r = /^\d{1,9}$/.test(raw) ? await db().resume.findUnique({ where: { id: Number(raw) }, include: { profession: true, jobAlert: { select: { id: true, title: true } } } }) : null;
  if (!r) notFound();
  const sp = await searchParams;
  const asked = typeof sp.mail === "string" && (MAIL_KINDS as readonly string[]).includes(sp.mail) ? (sp.mail as MailKind) : null;
  const kind = asked ?? kindForStatus(r.status);
  const draft = mailDraft(kind, { fullName: r.fullName, position: r.jobAlert?.title ?? null });
  const [timeline, mails] = await Promise.all([timelineOf(r.id), sentMails(r.id)]);
  const choices = nextStatuses(r.status).map((s): [string, string] => [s, STATUS_LABELS[s]]);
  const download = RESUME_DOWNLOAD_PATH.replace("{id}", String(r.id));
  return (
    <AdminPage path={path} title={r.fullName} trail={[{ name: "Applications", href: "/admin/careers/applications/" }]}>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[r.status]}</dd>
        <dt>Job post</dt>
        <dd>{r.jobAlert ? <Link href={`/admin/careers/jobs/${r.jobAlert.id}/`}>{r.jobAlert.title}</Link> : "Open application"}</dd>
        <dt>Profession</dt>
        <dd>{r.profession.name}</dd>
        <dt>Experience</dt>
        <dd>{r.experienceYears === 1 ? "1 year" : `${r.experienceYears} years`}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${r.email}`}>{r.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{r.phoneNumber}</dd>
        <dt>Received</dt>
        <dd>{moment.format(r.createdAt)}</dd>
        <dt>Résumé</dt>
        <dd>
          <a href={download} download>
            Download the résumé ({r.fileName}, {size(r.fileSize)})
          </a>{" "}
          — each download is written to the audit log. Erased on {day.format(eraseOn(r.createdAt))}.
        </dd>
      </dl>
      {r.coverLetter && (
        <section aria-labelledby="letter-heading">
          <h2 id="letter-heading">Cover letter</h2>
          <p className={styles.letter}>{r.coverLetter}</p>
        </section>
      )}
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Status and notes</h2>
        <StatusForm id={r.id} updatedAt={r.updatedAt.toISOString()} choices={choices} action={moveApplication} />
        {timeline.length > 0 ? (
          <ol aria-label="Timeline" className={styles.timeline}>
            {timeline.map((t, i) => (
              <li key={i}>
                <strong>{moment.format(new Date(t.at))}</strong>, {t.by ?? "staff"}: {t.to_status ? `${label(t.from_status)} → ${label(t.to_status)}` : "note"}
                {t.note && <>: “{t.note}”</>}
              </li>
            ))}
          </ol>
        ) : (
          <p>No status change or note yet.</p>
        )}
      </section>
      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading">Mail the candidate</h2>
        <p>
          Template:{" "}
          {MAIL_KINDS.map((k, i) => (
            <span key={k}>
              {i > 0 && " · "}
              {k === kind ? (
                <strong aria-current="true">{MAIL_KIND_LABELS[k]}</strong>
              ) : (
                <Link href={`${path}?mail=${k}#mail-heading`} scroll={false}>
                  {MAIL_KIND_LABELS[k]}
                </Link>
              )}
            </span>
          ))}
        </p>
        <MailForm key={kind} id={r.id} kind={kind} to={r.email} subject={draft.subject} body={draft.body} action={mailCandidate} />
        {mails.length > 0 && (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption>Mails to the candidate</caption>
              <thead>
                <tr>
                  <th scope="col">Queued</th>
                  <th scope="col">Template</th>
                  <th scope="col">Subject</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {mails.map((m) => (
                  <tr key={m.id}>
                    <td>{moment.format(m.queuedAt)}</td>
                    <td>{MAIL_KIND_LABELS[m.kind as MailKind] ?? m.kind}</td>
                    <td>{m.subject}</td>
                    <td>{MAIL_STATUS[m.status] ?? m.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <History entityType="Resume" entityId={r.id} title={`the application of ${r.fullName}`} />
    </AdminPage>
  );
}
