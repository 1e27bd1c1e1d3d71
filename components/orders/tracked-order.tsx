// What the tracking view shows (the thanks page and guest tracking): the order number, its status, the
// pieces ordered and the timeline. No address, no phone (spec/API.md §6).
import type { OrderReceipt as Receipt } from "@/lib/orders/receipt.ts";
import { OrderTimeline, PlacedOn, StatusBadge, type TrackingEvent } from "./order-timeline.tsx";
import { DeliveryEstimateLine, OrderReceipt } from "./order-receipt.tsx";
import styles from "./orders.module.css";
import { translator } from "@/lib/i18n/texts.ts";

export interface TrackedOrderJson {
  number: string;
  status: string;
  date_placed: string;
  lines: { title: string }[];
  tracking: TrackingEvent[];
}

/** `receipt`: the lines with quantities and prices, the sums and the delivery estimate (else the titles alone). */
export async function TrackedOrder({ order, receipt, totalLabel, headingLevel = 2 }: { order: TrackedOrderJson; receipt?: Receipt; totalLabel?: string; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const t = await translator("AccountOrders");
  return (
    <section className={styles.section} aria-labelledby={`order-${order.number}`}>
      <div className={styles.head}>
        <H id={`order-${order.number}`} className={styles.sectionTitle}>
          {t("order", { number: order.number })}
        </H>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles.lede}>
        {t("placedOn")} <PlacedOn date={order.date_placed} />
      </p>
      {receipt ? (
        <>
          <DeliveryEstimateLine delivery={receipt.delivery} />
          <OrderReceipt receipt={receipt} totalLabel={totalLabel} />
        </>
      ) : (
        <ul className={styles.lines} aria-label={t("piecesOrdered")}>
          {order.lines.map((l, i) => (
            <li key={i}>{l.title}</li>
          ))}
        </ul>
      )}
      <OrderTimeline events={order.tracking} />
    </section>
  );
}
