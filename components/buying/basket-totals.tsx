"use client";
// The basket's sums: items before discounts, the voucher discount, shipping (the cheapest method for the
// shopper's pincode), the total and the GST it includes; then the delivery dates.
import { useLocale, useTranslations } from "next-intl";
import { DeliveryEstimate } from "./delivery-estimate.tsx";
import { deliveryEstimateLabels } from "./delivery-estimate-labels.ts";
import type { DisplayBasket } from "./api.ts";
import { deliveryDate } from "./dates.ts";
import { money } from "./money.ts";
import styles from "./basket.module.css";

export function BasketTotals({ basket }: { basket: DisplayBasket }) {
  const t = useTranslations("Basket");
  const lang = useLocale() === "hi" ? "hi" : "en";
  const delivery = useTranslations("CatalogueDelivery");
  const shippingKnown = basket.shipping.is_tax_known;
  const methods = Object.values(basket.shipping_methods);
  const cheapest = methods.find((m) => m.calculation.incl_tax === basket.shipping.incl_tax);
  return (
    <section aria-labelledby="totals-title" className={styles.totals}>
      <h2 id="totals-title" className={styles.sideTitle}>
        {t("orderSummary")}
      </h2>
      <dl className={styles.sums}>
        <dt>{t("items")}</dt>
        <dd>{money(basket.total_incl_tax_excl_discounts)}</dd>
        {basket.total_discount > 0 && (
          <>
            <dt>{t("discount")}</dt>
            <dd data-testid="basket-discount">−{money(basket.total_discount)}</dd>
          </>
        )}
        <dt>{t("shipping")}{cheapest ? ` (${cheapest.name})` : ""}</dt>
        <dd>{shippingKnown ? (basket.shipping.incl_tax === 0 ? t("free") : money(basket.shipping.incl_tax)) : t("atCheckout")}</dd>
        <dt className={styles.grand}>{t("total")}</dt>
        <dd className={styles.grand} data-testid="basket-total">
          {money(basket.net_total.incl_tax)}
        </dd>
        <dt className={styles.taxNote}>{t("gst")}</dt>
        <dd className={styles.taxNote}>{money(basket.total_tax)}</dd>
      </dl>
      {basket.available_deliveries.length > 0 ? (
        <ul className={styles.deliveries} aria-label={t("deliveryDates")}>
          {basket.available_deliveries.map((d) => (
            <li key={d.code}>
              {lang === "hi" ? (
                <>
                  {d.name}: <strong>{deliveryDate(d.estimated_date, lang)}</strong> {t("by")}
                </>
              ) : (
                <>
                  {d.name}: by <strong>{deliveryDate(d.estimated_date)}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <DeliveryEstimate labels={deliveryEstimateLabels(lang, (key) => delivery.raw(key) as string)} />
      )}
    </section>
  );
}
