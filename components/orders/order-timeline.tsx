// An order's tracking events as a timeline, oldest first: what happened, when, the note and the courier's
// tracking number. Statuses, dates and labels in the page's language (messages AccountOrders).
import { calendarDate, moment } from "@/components/buying/dates.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { STATUS_LABELS, type OrderStatusName } from "@/lib/orders/pipeline-rules.ts";
import styles from "./orders.module.css";
import { translatorIn } from "@/lib/i18n/texts.ts";

export interface TrackingEvent {
  status: string;
  note: string;
  tracking_number?: string;
  created_at: string;
}

export const statusLabel = (status: string, locale: ShopLocale = "en") =>
  locale === "en" ? (STATUS_LABELS[status as OrderStatusName] ?? status) : ((messagesOf(locale).AccountOrderStatus as Record<string, string>)[status] ?? status);

/** `locale`: the page's language (its pages pass it; plain renders outside a page are English). */
export function OrderTimeline({ events, locale = "en" }: { events: TrackingEvent[]; locale?: ShopLocale }) {
  const t = translatorIn(locale, "AccountOrders");
  return (
    <ol className={styles.timeline} aria-label={t("tracking")}>
      {events.map((e, i) => (
        <li key={`${e.created_at}-${i}`} className={styles.event} aria-current={i === events.length - 1 ? "step" : undefined}>
          <span className={styles.eventStatus}>{statusLabel(e.status, locale)}</span>
          <time dateTime={e.created_at} className={styles.eventTime}>
            {moment(e.created_at, locale)}
          </time>
          {e.note && e.note !== statusLabel(e.status) && e.note !== statusLabel(e.status, locale) && <span className={styles.eventNote}>{e.note}</span>}
          {e.tracking_number && (
            <span className={styles.eventNote}>
              {t("trackingNumber")} <strong data-testid="tracking-number">{e.tracking_number}</strong>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function StatusBadge({ status, locale = "en" }: { status: string; locale?: ShopLocale }) {
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`] ?? ""}`} data-testid="order-status">
      {statusLabel(status, locale)}
    </span>
  );
}

export function PlacedOn({ date, locale = "en" }: { date: string; locale?: ShopLocale }) {
  return <time dateTime={date}>{calendarDate(date, locale)}</time>;
}
