import { connection } from "next/server";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import { CancelOrder } from "@/components/orders/cancel-order.tsx";
import { InvoiceLinks } from "@/components/orders/invoice-links.tsx";
import { TrackedOrder } from "@/components/orders/tracked-order.tsx";
import styles from "@/components/orders/orders.module.css";
import button from "@/components/ui/button.module.css";
import { invoicePathsByTrackingToken, type InvoicePaths } from "@/lib/invoices/links.ts";
import { buyerMayCancel, type OrderStatusName } from "@/lib/orders/pipeline-rules.ts";
import { allowTrackingLookup, trackedOrder } from "@/lib/storefront/order-pages.ts";
import { cancelTrackedOrder } from "./actions.ts";
import { paymentPagePath } from "@/lib/payments/online.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountTrack.pageTitle, path: "/orders/track/", robots: PRIVATE }));

// Anyone may follow an order with its number and the e-mail it was placed with, or with the link from an
// order mail (its tracking token: status, events and lines, never the address). A GET form: it works
// without JavaScript and the result can be bookmarked. With the token, a new order can be cancelled here.
export const instant = false;

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 300) : "");

async function TrackPage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const [number, email, token] = [one(query.number), one(query.email), one(query.token)];
  const justCancelled = one(query.cancelled) === "1";
  const [t, locale] = await Promise.all([translator("AccountTrack"), pageLocale()]);
  const asked = !!token || !!(number || email);
  let problem = "";
  let found = null;
  // The invoice's links carry the token: only a tracking link opens them, never a number and e-mail.
  let documents: InvoicePaths | null = null;
  if (asked) {
    if (!(await allowTrackingLookup())) problem = t("tooMany");
    else if (!token && (!number || !email)) problem = t("enterBoth");
    else {
      found = await trackedOrder(token ? { token } : { number, email });
      if (!found) problem = token ? t("noSuchLink") : t("notFound");
      else if (token) documents = await invoicePathsByTrackingToken(token);
    }
  }
  const order = found?.view ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("pageTitle")}</h1>
      {found && order ? (
        <>
          {justCancelled && order.status === "cancelled" && (
            <p role="status" className={forms.status}>
              {t("cancelled")}
            </p>
          )}
          {token && order.status === "pending_payment" && (
            <p className={styles.alert} role="status">
              {t("waiting")}{" "}
              {/* A document of its own (its policy lets its form go to the payment provider). */}
              <a href={`${paymentPagePath(order.number)}?token=${encodeURIComponent(token)}`} className={button.primary}>
                {t("payNow")}
              </a>
            </p>
          )}
          <TrackedOrder order={order} receipt={found.receipt} locale={locale} />
          {token && <CancelOrder fields={{ token, locale }} canCancel={buyerMayCancel(order.status as OrderStatusName)} action={cancelTrackedOrder} texts={await textsOf("AccountCancel")} />}
          {documents && <InvoiceLinks invoice={documents.invoice} creditNotes={documents.creditNotes} pending={order.status !== "cancelled"} />}
        </>
      ) : (
        <section className={styles.section} aria-labelledby="track-title">
          <h2 id="track-title" className={styles.sectionTitle}>
            {t("find")}
          </h2>
          <p className={styles.lede}>{t("numberHint")}</p>
          {problem && (
            <p className={styles.notFound} role="alert">
              {problem}
            </p>
          )}
          <form method="get" action={localePath(locale, "/orders/track/")} className={styles.form}>
            <Field id="number" label={t("number")}>
              {(p) => <input {...p} className={forms.input} inputMode="numeric" defaultValue={number} autoComplete="off" required />}
            </Field>
            <Field id="email" label={t("email")}>
              {(p) => <input {...p} className={forms.input} type="email" autoComplete="email" defaultValue={email} required />}
            </Field>
            <button type="submit" className={button.primary}>
              {t("submit")}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

export default localized(TrackPage);
