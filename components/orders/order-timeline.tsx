// An order's tracking events as a timeline, oldest first: what happened, when, the note and the courier's
// tracking number.
import { calendarDate, moment } from "@/components/buying/dates.ts";
import { STATUS_LABELS, type OrderStatusName } from "@/lib/orders/pipeline-rules.ts";
import styles from "./orders.module.css";

export interface TrackingEvent {
  status: string;
  note: string;
  tracking_number?: string;
  created_at: string;
}

export const statusLabel = (status: string) => STATUS_LABELS[status as OrderStatusName] ?? status;

export function OrderTimeline({ events }: { events: TrackingEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="Tracking">
      {events.map((e, i) => (
        <li key={`${e.created_at}-${i}`} className={styles.event} aria-current={i === events.length - 1 ? "step" : undefined}>
          <span className={styles.eventStatus}>{statusLabel(e.status)}</span>
          <time dateTime={e.created_at} className={styles.eventTime}>
            {moment(e.created_at)}
          </time>
          {e.note && e.note !== statusLabel(e.status) && <span className={styles.eventNote}>{e.note}</span>}
          {e.tracking_number && (
            <span className={styles.eventNote}>
              Tracking number: <strong data-testid="tracking-number">{e.tracking_number}</strong>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`] ?? ""}`} data-testid="order-status">
      {statusLabel(status)}
    </span>
  );
}

export function PlacedOn({ date }: { date: string }) {
  return <time dateTime={date}>{calendarDate(date)}</time>;
}
