import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import { money } from "@/components/buying/money.ts";
import { CancelOrder } from "@/components/orders/cancel-order.tsx";
import { InvoiceLinks, pathOf } from "@/components/orders/invoice-links.tsx";
import { OrderReturns } from "@/components/returns/order-returns.tsx";
import { OrderTimeline, PlacedOn, StatusBadge } from "@/components/orders/order-timeline.tsx";
import styles from "@/components/orders/orders.module.css";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import { ownOrder } from "@/lib/storefront/order-pages.ts";
import { ownReturns } from "@/lib/storefront/return-pages.ts";
import { cancelOrder } from "./actions.ts";
import button from "@/components/ui/button.module.css";
import { paymentPagePath } from "@/lib/payments/online.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";

/** How the order is paid, as the buyer reads it (messages AccountOrders.payment). */
const PAYMENT_STATES = new Set(["not_required", "pending", "failed", "paid", "refunded", "partially_refunded"]);

export const generateMetadata = titledMetadata((t, { id }) => ({ title: t.AccountOrders.orderTitle, path: `/account/orders/${encodeURIComponent(String(id))}/`, robots: PRIVATE }));

export const instant = false;

interface Props {
  params: Promise<{ id: string }>;
}

function picture(url: string | null) {
  return url ? sizedSources(new URL(url).pathname, null) : null;
}

async function OrderPage({ params }: Props) {
  const { id } = await params;
  const caller = await requireShopper(`/account/orders/${encodeURIComponent(id)}/`);
  const order = await ownOrder(caller.user.id, id);
  if (!order) notFound();
  const [returns, t, locale, cancelTexts] = await Promise.all([ownReturns(caller.user.id, id), translator("AccountOrders"), pageLocale(), textsOf("AccountCancel")]);
  const address = order.shipping_address as { first_name?: string; last_name?: string; line1?: string; line2?: string; line4?: string; state?: string; postcode?: string; phone_number?: string } | null;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/account/orders/">← {t("listTitle")}</Link>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>{t("order", { number: order.number })}</h1>
        <StatusBadge status={order.status} locale={locale} />
      </div>
      <p className={styles.lede}>
        {t("placedOn")} <PlacedOn date={order.date_placed} locale={locale} /> · {order.shipping_method} · {PAYMENT_STATES.has(order.payment_state) ? t(`payment.${order.payment_state}`) : order.payment_method}
      </p>
      {order.status === "pending_payment" && (
        <p className={styles.alert} role="status">
          {order.payment_state === "failed" ? t("paymentFailed") : t("paymentWaiting")}{" "}
          {/* A document of its own (its policy lets its form go to the payment provider), not a client-side move. */}
          <a href={paymentPagePath(order.number)} className={button.primary}>
            {t("payNow", { amount: money(order.total_incl_tax) })}
          </a>
        </p>
      )}

      <section className={styles.section} aria-labelledby="tracking-title">
        <h2 id="tracking-title" className={styles.sectionTitle}>
          {t("tracking")}
        </h2>
        <OrderTimeline events={order.tracking} locale={locale} />
        <CancelOrder fields={{ order: order.id, locale }} canCancel={order.can_cancel} action={cancelOrder} texts={cancelTexts} />
      </section>

      <InvoiceLinks invoice={order.invoice_url && pathOf(order.invoice_url)} creditNotes={order.credit_notes.map(pathOf)} pending={order.status !== "cancelled"} />

      {returns && <OrderReturns orderId={order.id} returns={returns.returns} canReturn={returns.canReturn} windowEndsAt={returns.returnable.window.endsAt} />}

      <section className={styles.section} aria-labelledby="items-title">
        <h2 id="items-title" className={styles.sectionTitle}>
          {t("itemsTitle")}
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((l) => {
            const image = picture(l.image);
            return (
              <li key={l.id} className={styles.line}>
                {image ? <img src={image.src} srcSet={image.srcSet} sizes="64px" alt="" width={64} height={64} loading="lazy" /> : <span className={styles.noImage} />}
                <div>
                  <p>{l.title}</p>
                  <p className={styles.lineMeta}>
                    {l.quantity} × {money(l.unit_price_incl_tax)}
                  </p>
                </div>
                <span className={styles.amount}>{money(l.price_incl_tax)}</span>
              </li>
            );
          })}
        </ul>
        <dl className={styles.sums}>
          {order.voucher_discounts.map((d) => (
            <div key={d.name} style={{ display: "contents" }}>
              <dt>{d.voucher?.code ? t("voucher", { code: d.voucher.code }) : d.name}</dt>
              <dd>−{money(d.amount)}</dd>
            </div>
          ))}
          <dt>{t("shipping", { method: order.shipping_method })}</dt>
          <dd>{Number(order.shipping_incl_tax) === 0 ? t("free") : money(order.shipping_incl_tax)}</dd>
          {order.surcharges.map((c) => (
            <div key={c.code} style={{ display: "contents" }}>
              <dt>{c.name}</dt>
              <dd>{money(c.incl_tax)}</dd>
            </div>
          ))}
          <dt className={styles.grand}>{t("total")}</dt>
          <dd className={styles.grand}>{money(order.total_incl_tax)}</dd>
        </dl>
      </section>

      {address && (
        <section className={styles.section} aria-labelledby="address-title">
          <h2 id="address-title" className={styles.sectionTitle}>
            {t("address")}
          </h2>
          <address className={styles.address}>
            {[[address.first_name, address.last_name].filter(Boolean).join(" "), address.line1, address.line2, [address.line4, address.state, address.postcode].filter(Boolean).join(" "), address.phone_number]
              .filter(Boolean)
              .map((line, i) => (
                <span key={i}>{line}</span>
              ))}
          </address>
        </section>
      )}
    </div>
  );
}

export default localized(OrderPage);
