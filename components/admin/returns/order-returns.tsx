// The staff order page's Returns section: each return of the order with its status and items, linked
// to its own page (where staff move it). Nothing when the order has none.
import styles from "@/app/admin/orders/orders.module.css";
import { staffTime } from "@/lib/admin/orders/labels.ts";
import { returnsOfOrder } from "@/lib/returns/read.ts";
import { RETURN_STATUS_LABELS } from "@/lib/returns/statuses.ts";

export async function OrderReturns({ orderId }: { orderId: number }) {
  const returns = await returnsOfOrder(orderId);
  if (!returns.length) return null;
  return (
    <section className={styles.card} aria-labelledby="returns">
      <h2 id="returns">Returns</h2>
      <ul className={styles.timeline}>
        {returns.map((r) => (
          <li key={r.id}>
            <a href={`/admin/returns/${r.id}/`}>Return {r.id}</a> · <strong>{RETURN_STATUS_LABELS[r.status]}</strong> · asked {staffTime(r.createdAt)}
            <div className={styles.muted}>{r.lines.map((l) => `${l.quantity} × ${l.orderLine.title}`).join(", ")}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
