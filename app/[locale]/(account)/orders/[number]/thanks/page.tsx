import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import { ShopperRefresh } from "@/components/shop/shopper-refresh.tsx";
import { InvoiceLinks } from "@/components/orders/invoice-links.tsx";
import { TrackedOrder } from "@/components/orders/tracked-order.tsx";
import styles from "@/components/orders/orders.module.css";
import button from "@/components/ui/button.module.css";
import { money } from "@/components/buying/money.ts";
import { thanksOrder } from "@/lib/storefront/order-pages.ts";
import { paymentPagePath } from "@/lib/payments/online.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale } from "@/lib/i18n/texts.ts";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t, { number }) => ({ title: t.Thanks.title, path: `/orders/${segment(number)}/thanks/`, robots: PRIVATE }));

// The page the checkout ends on: its link carries the order's thanks token, given only to the browser that
// placed the order and working for a day (the number alone shows nothing; docs/decisions/0085).
export const instant = false;

interface Props {
  params: Promise<{ number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function ThanksPage({ params, searchParams }: Props) {
  await connection();
  const [{ number }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" ? query.token : "";
  const found = token ? await thanksOrder(number, token) : null;
  if (!found) notFound();
  const { order, tracking, receipt, trackingPath, documents } = found;
  const t = await getTranslations("Thanks");
  const address = order.shipping_address;
  return (
    <div className={styles.page}>
      <ShopperRefresh />
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.lede}>
        {t("number")} <strong data-testid="order-number">{order.number}</strong>. {t("confirmation", { email: order.email })}
      </p>
      {order.status === "pending_payment" && (
        <p className={styles.alert} role="status">
          Your order is waiting for its payment.{" "}
          {/* A document of its own (its policy lets its form go to the payment provider), not a client-side move. */}
          <a href={`${paymentPagePath(order.number)}?token=${encodeURIComponent(token)}`} className={button.primary}>
            Pay {money(order.total_incl_tax)} now
          </a>
        </p>
      )}
      <TrackedOrder
        locale={await pageLocale()}
        order={tracking}
        receipt={receipt}
        totalLabel={order.payment_method === "cod" ? "Total" : order.status === "pending_payment" ? "To pay online" : "Paid online"}
      />
      {address && (
        <section className={styles.section} aria-labelledby="address-title">
          <h2 id="address-title" className={styles.sectionTitle}>
            {t("address")}
          </h2>
          <address className={styles.address}>
            {[[address.first_name, address.last_name].join(" "), address.line1, address.line2, [address.line4, address.state, address.postcode].filter(Boolean).join(" ")]
              .filter((line) => line.trim())
              .map((line, i) => (
                <span key={i}>{line}</span>
              ))}
          </address>
        </section>
      )}
      <InvoiceLinks invoice={documents.invoice} creditNotes={documents.creditNotes} pending={false} />
      <div className={styles.actions}>
        <Link href={trackingPath} prefetch={false} className={button.secondary}>
          {t("follow")}
        </Link>
        <Link href="/" className={button.primary}>
          {t("continue")}
        </Link>
      </div>
    </div>
  );
}

export default localized(ThanksPage);
