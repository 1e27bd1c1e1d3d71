"use client";
// The last step: what is being ordered, the sums (with the cash-on-delivery charge), and the button that places the order
// (disabled while the order is being placed).
import { useFormStatus } from "react-dom";
import button from "@/components/ui/button.module.css";
import type { DisplayBasket, ShippingMethodJson } from "./api.ts";
import { lineBeforeDiscount, money } from "./money.ts";
import styles from "./checkout.module.css";

export function CheckoutReview({ basket, method, codCharge }: { basket: DisplayBasket; method: ShippingMethodJson | null; codCharge: string }) {
  return (
    <>
      <ul className={styles.reviewLines} aria-label="Items">
        {basket.lines.map((l) => (
          <li key={l.id}>
            <span>
              {l.product.title} × {l.quantity}
            </span>
            <span>{money(lineBeforeDiscount(l))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        <dt>Items</dt>
        <dd>{money(basket.total_incl_tax_excl_discounts)}</dd>
        {basket.total_discount > 0 && (
          <>
            <dt>Voucher discount</dt>
            <dd>−{money(basket.total_discount)}</dd>
          </>
        )}
        <dt>Shipping{method ? ` (${method.name})` : ""}</dt>
        <dd>{method ? (Number(method.price.incl_tax) === 0 ? "Free" : money(method.price.incl_tax)) : "—"}</dd>
        {Number(codCharge) > 0 && (
          <>
            <dt>Cash on delivery charge</dt>
            <dd>{money(codCharge)}</dd>
          </>
        )}
      </dl>
    </>
  );
}

export function PlaceOrderButton({ total, online }: { total: string; online: boolean }) {
  const { pending } = useFormStatus();
  return (
    <div className={styles.place}>
      <p className={styles.total}>
        Total <strong data-testid="checkout-total">{money(total)}</strong> <span className={styles.incl}>incl. GST</span>
      </p>
      <button type="submit" className={`${button.primary} ${styles.placeButton}`} disabled={pending} aria-disabled={pending}>
        {pending ? "Placing your order…" : online ? "Place order and pay" : "Place order"}
      </button>
      <p role="status" className="visually-hidden">
        {pending ? "Placing your order…" : ""}
      </p>
    </div>
  );
}
