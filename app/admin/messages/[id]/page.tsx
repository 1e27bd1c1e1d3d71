import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { ActionButton } from "@/components/admin/messages/action-button.tsx";
import styles from "@/components/admin/messages/messages.module.css";
import { ReplyForm } from "@/components/admin/messages/reply-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { contactMessageJson } from "@/lib/admin/messages/contact.ts";
import { db } from "@/lib/db.ts";
import { markHandled, sendReply } from "../actions.ts";

export const metadata: Metadata = { title: "Message" };

export const instant = false;

const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/messages/${raw}/`;
  await requireStaffPage(path);
  const row = /^\d{1,9}$/.test(raw)
    ? await db().contactMessage.findUnique({ where: { id: Number(raw) }, include: { replies: { orderBy: { id: "asc" }, include: { author: { select: { firstName: true, lastName: true, email: true } } } } } })
    : null;
  if (!row) notFound();
  const m = contactMessageJson(row);
  return (
    <AdminPage path={path} title={m.subject}>
      <p className={styles.meta}>
        From {m.name} ({m.email}
        {m.phone_number ? `, ${m.phone_number}` : ""}) · received {when.format(new Date(m.created_at))} ·{" "}
        <strong>{m.handled ? `handled ${when.format(new Date(m.handled_at!))}` : "to handle"}</strong>
      </p>
      <blockquote className={styles.message} aria-label="The message">
        {m.message}
      </blockquote>
      <ActionButton
        label={m.handled ? "Mark as still to handle" : "Mark handled"}
        name={m.handled ? "Mark as still to handle" : "Mark handled"}
        fields={{ id: m.id, handled: String(!m.handled), updated_at: m.updated_at }}
        action={markHandled}
      />
      <section className={styles.section} aria-labelledby="replies">
        <h2 id="replies">Replies</h2>
        {m.replies.length === 0 ? (
          <p>No reply yet.</p>
        ) : (
          <ol className={styles.replies}>
            {m.replies.map((r) => (
              <li key={r.id} className={styles.reply}>
                <strong>{r.author ?? "A former staff member"}</strong>, {when.format(new Date(r.created_at))}
                <p>{r.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm id={m.id} to={m.email} action={sendReply} />
      </section>
      <History entityType="contact_message" entityId={m.id} title={`Message ${m.id}`} />
    </AdminPage>
  );
}
