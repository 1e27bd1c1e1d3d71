"use client";
// The last step: what is being ordered, the sums (with the cash-on-delivery charge), and the button that places the order
// (disabled while the order is being placed).
import { useTranslations } from "next-intl";
import { useFormStatus } from "react-dom";
import button from "@/components/ui/button.module.css";
import type { DisplayBasket, ShippingMethodJson } from "./api.ts";
import { lineBeforeDiscount, money } from "./money.ts";
import styles from "./checkout.module.css";

export function CheckoutReview({ basket, method, codCharge }: { basket: DisplayBasket; method: ShippingMethodJson | null; codCharge: string }) {
  const t = useTranslations("Checkout");
  return (
    <>
      <ul className={styles.reviewLines} aria-label={t("items")}>
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
        <dt>{t("items")}</dt>
        <dd>{money(basket.total_incl_tax_excl_discounts)}</dd>
        {basket.total_discount > 0 && (
          <>
            <dt>{t("discount")}</dt>
            <dd>−{money(basket.total_discount)}</dd>
          </>
        )}
        <dt>{t("shipping")}{method ? ` (${method.name})` : ""}</dt>
        <dd>{method ? (Number(method.price.incl_tax) === 0 ? t("Free") : money(method.price.incl_tax)) : "—"}</dd>
        {Number(codCharge) > 0 && (
          <>
            <dt>{t("codCharge")}</dt>
            <dd>{money(codCharge)}</dd>
          </>
        )}
      </dl>
    </>
  );
}

export function PlaceOrderButton({ total, online }: { total: string; online: boolean }) {
  const { pending } = useFormStatus();
  const t = useTranslations("Checkout");
  return (
    <div className={styles.place}>
      <p className={styles.total}>
        {t("total")} <strong data-testid="checkout-total">{money(total)}</strong> <span className={styles.incl}>{t("inclGst")}</span>
      </p>
      <button type="submit" className={`${button.primary} ${styles.placeButton}`} disabled={pending} aria-disabled={pending}>
        {pending ? t("placing") : online ? t("placeAndPay") : t("place")}
      </button>
      <p role="status" className="visually-hidden">
        {pending ? t("placing") : ""}
      </p>
    </div>
  );
}
