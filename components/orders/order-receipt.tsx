// An order's lines with quantities and prices, its voucher discount, shipping, surcharges and total, the
// cash the courier collects (rounded to the rupee, and said so) and the delivery estimate: the thanks
// and tracking pages (lib/orders/receipt.ts). No address, no phone.
import { Fragment, type ReactNode } from "react";
import { money } from "@/components/buying/money.ts";
import { deliveryDate } from "@/components/buying/dates.ts";
import type { OrderReceipt as Receipt } from "@/lib/orders/receipt.ts";
import { cashToCollectText } from "@/lib/payments/cash-on-delivery.ts";
import styles from "./orders.module.css";
import { translatorIn } from "@/lib/i18n/texts.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export function DeliveryEstimateLine({ delivery, locale = "en" }: { delivery: Receipt["delivery"]; locale?: ShopLocale }) {
  if (!delivery) return null;
  const { earliest, latest } = delivery;
  const t = translatorIn(locale, "AccountOrders");
  const b = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <p className={styles.estimate} data-testid="order-delivery-estimate">
      {earliest === latest ? (
        t.rich("expectedOn", { day: deliveryDate(latest, locale), b })
      ) : (
        t.rich("expectedBetween", { earliest: deliveryDate(earliest, locale), latest: deliveryDate(latest, locale), b })
      )}
    </p>
  );
}

export function OrderReceipt({ receipt, totalLabel, locale = "en" }: { receipt: Receipt; totalLabel?: string; locale?: ShopLocale }) {
  const t = translatorIn(locale, "AccountOrders");
  return (
    <>
      <ul className={styles.lines} aria-label={t("piecesOrdered")}>
        {receipt.lines.map((l, i) => (
          <li key={i} className={styles.receiptLine}>
            <div>
              <p>{l.title}</p>
              {l.options.length > 0 && <p className={styles.lineMeta}>{l.options.join(" · ")}</p>}
              <p className={styles.lineMeta} data-testid="line-quantity">
                {l.quantity} × {money(l.unitPrice)}
              </p>
            </div>
            <span className={styles.amount}>{money(l.price)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        {receipt.vouchers.map((v) => (
          <Fragment key={v.label}>
            <dt>{v.label}</dt>
            <dd>−{money(v.amount)}</dd>
          </Fragment>
        ))}
        <dt>{t("shipping", { method: receipt.shipping.method })}</dt>
        <dd>{Number(receipt.shipping.amount) === 0 ? t("free") : money(receipt.shipping.amount)}</dd>
        {receipt.surcharges.map((c) => (
          <Fragment key={c.name}>
            <dt>{c.name}</dt>
            <dd>{money(c.amount)}</dd>
          </Fragment>
        ))}
        <dt className={styles.grand}>{totalLabel ?? t("total")}</dt>
        <dd className={styles.grand}>{money(receipt.total)}</dd>
      </dl>
      {receipt.cash && (
        <p className={styles.cash} data-testid="cash-to-collect">
          {cashToCollectText(receipt.total)}
        </p>
      )}
    </>
  );
}
