"use client";
// The basket's sums: items before discounts, the voucher discount, shipping (the cheapest method for the
// shopper's pincode), the total and the GST it includes; then the delivery dates.
import { DeliveryEstimate } from "./delivery-estimate.tsx";
import type { DisplayBasket } from "./api.ts";
import { deliveryDate } from "./dates.ts";
import { money } from "./money.ts";
import styles from "./basket.module.css";

export function BasketTotals({ basket }: { basket: DisplayBasket }) {
  const shippingKnown = basket.shipping.is_tax_known;
  const methods = Object.values(basket.shipping_methods);
  const cheapest = methods.find((m) => m.calculation.incl_tax === basket.shipping.incl_tax);
  return (
    <section aria-labelledby="totals-title" className={styles.totals}>
      <h2 id="totals-title" className={styles.sideTitle}>
        Order summary
      </h2>
      <dl className={styles.sums}>
        <dt>Items</dt>
        <dd>{money(basket.total_incl_tax_excl_discounts)}</dd>
        {basket.total_discount > 0 && (
          <>
            <dt>Voucher discount</dt>
            <dd data-testid="basket-discount">−{money(basket.total_discount)}</dd>
          </>
        )}
        <dt>Shipping{cheapest ? ` (${cheapest.name})` : ""}</dt>
        <dd>{shippingKnown ? (basket.shipping.incl_tax === 0 ? "Free" : money(basket.shipping.incl_tax)) : "Worked out at checkout"}</dd>
        <dt className={styles.grand}>Total</dt>
        <dd className={styles.grand} data-testid="basket-total">
          {money(basket.net_total.incl_tax)}
        </dd>
        <dt className={styles.taxNote}>Includes GST of</dt>
        <dd className={styles.taxNote}>{money(basket.total_tax)}</dd>
      </dl>
      {basket.available_deliveries.length > 0 ? (
        <ul className={styles.deliveries} aria-label="Delivery dates">
          {basket.available_deliveries.map((d) => (
            <li key={d.code}>
              {d.name}: by <strong>{deliveryDate(d.estimated_date)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <DeliveryEstimate />
      )}
    </section>
  );
}
