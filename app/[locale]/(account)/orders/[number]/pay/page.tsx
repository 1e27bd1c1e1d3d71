import { connection } from "next/server";
import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import { InvoiceLinks } from "@/components/orders/invoice-links.tsx";
import { PaymentPageDocument } from "@/components/orders/payment-page-document.tsx";
import { PayButton } from "@/components/orders/pay-button.tsx";
import styles from "@/components/orders/orders.module.css";
import button from "@/components/ui/button.module.css";
import { money } from "@/components/buying/money.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { config } from "@/lib/config.ts";
import { payableOrderId } from "@/lib/orders/payment-access.ts";
import { paymentPage } from "@/lib/storefront/payment-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t, { number }) => ({ title: t.AccountPay.pageTitle, path: `/orders/${segment(number)}/pay/`, robots: PRIVATE }));

// The order's payment page: checkout sends an online order here, and so do the thanks page, the
// account's order and the tracking link ("Pay now"). Opened by the buyer signed in or with the order's
// tracking or thanks token; the provider's checkout brings the buyer back here with the outcome.
export const instant = false;

interface Props {
  params: Promise<{ number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const heldTime = (at: Date) => new Intl.DateTimeFormat("en-IN", { timeZone: config().SHOP_TIME_ZONE, timeStyle: "short" }).format(at);

async function PayPage({ params, searchParams }: Props) {
  await connection();
  const [{ number }, query, caller] = await Promise.all([params, searchParams, getPageCaller()]);
  const token = typeof query.token === "string" ? query.token : undefined;
  const orderId = await payableOrderId(number, token, caller.user?.id ?? null);
  if (orderId === null) notFound();
  const page = await paymentPage(orderId, token);
  const waiting = page.status === "pending_payment";
  const paid = page.paymentState === "paid" || page.paymentState === "partially_refunded" || page.paymentState === "refunded";
  return (
    <div className={styles.page}>
      {waiting && <PaymentPageDocument />}
      <h1 className={styles.title}>{waiting ? "Pay for your order" : paid && page.status !== "cancelled" ? "Payment received" : `Order ${page.number}`}</h1>
      {waiting && (
        <>
          <p className={styles.lede}>
            Order <strong data-testid="order-number">{page.number}</strong>: <strong data-testid="amount-due">{money(page.amount)}</strong> to pay by UPI, card, net banking or
            EMI through Razorpay.
            {page.heldUntil && <> We hold your items for you until {heldTime(page.heldUntil)}.</>}
          </p>
          {page.lastError && (
            <p className={styles.alert} role="alert" data-testid="payment-error">
              Your payment did not go through: {page.lastError} No money was taken. Please try again: you may choose UPI, a card, net banking or EMI on the next page.
            </p>
          )}
          {page.checkout ? (
            <PayButton checkout={page.checkout} label={`${page.lastError ? "Try again: pay" : "Pay"} ${money(page.amount)}`} />
          ) : (
            <p className={styles.alert} role="alert">
              {page.unavailable} <a href={page.selfPath}>Try again</a>
            </p>
          )}
        </>
      )}
      {!waiting && paid && page.status !== "cancelled" && (
        <p className={styles.lede} role="status" data-testid="payment-received">
          Thank you: we have received {money(page.amount)} for order <strong data-testid="order-number">{page.number}</strong>. A confirmation is on its way by e-mail.
        </p>
      )}
      {page.status === "cancelled" && (
        <p className={styles.lede} role="status">
          This order is cancelled{page.paymentState === "refunded" ? "; the money you paid is being refunded" : ""}. Nothing more is to be paid.
        </p>
      )}
      <InvoiceLinks invoice={page.invoice} creditNotes={page.creditNotes} pending={false} />
      <div className={styles.actions}>
        <Link href={page.trackingPath} prefetch={false} className={button.secondary}>
          Follow this order
        </Link>
        <Link href="/" className={button.primary}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}

export default localized(PayPage);
