// What the tracking view shows (the thanks page and guest tracking): the order number, its status, the
// pieces ordered and the timeline. No address, no phone (spec/API.md §6).
import type { OrderReceipt as Receipt } from "@/lib/orders/receipt.ts";
import { OrderTimeline, PlacedOn, StatusBadge, type TrackingEvent } from "./order-timeline.tsx";
import { DeliveryEstimateLine, OrderReceipt } from "./order-receipt.tsx";
import styles from "./orders.module.css";
import { translatorIn } from "@/lib/i18n/texts.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export interface TrackedOrderJson {
  number: string;
  status: string;
  date_placed: string;
  lines: { title: string }[];
  tracking: TrackingEvent[];
}

/** `receipt`: the lines with quantities and prices, the sums and the delivery estimate (else the titles alone). */
/** `locale`: the page's language (English by default). */
export function TrackedOrder({ order, receipt, totalLabel, headingLevel = 2, locale = "en" }: { order: TrackedOrderJson; receipt?: Receipt; totalLabel?: string; headingLevel?: 2 | 3; locale?: ShopLocale }) {
  const H = `h${headingLevel}` as const;
  const t = translatorIn(locale, "AccountOrders");
  return (
    <section className={styles.section} aria-labelledby={`order-${order.number}`}>
      <div className={styles.head}>
        <H id={`order-${order.number}`} className={styles.sectionTitle}>
          {t("order", { number: order.number })}
        </H>
        <StatusBadge status={order.status} locale={locale} />
      </div>
      <p className={styles.lede}>
        {t("placedOn")} <PlacedOn date={order.date_placed} locale={locale} />
      </p>
      {receipt ? (
        <>
          <DeliveryEstimateLine delivery={receipt.delivery} locale={locale} />
          <OrderReceipt receipt={receipt} totalLabel={totalLabel} locale={locale} />
        </>
      ) : (
        <ul className={styles.lines} aria-label={t("piecesOrdered")}>
          {order.lines.map((l, i) => (
            <li key={i}>{l.title}</li>
          ))}
        </ul>
      )}
      <OrderTimeline events={order.tracking} locale={locale} />
    </section>
  );
}
