import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { History } from "@/components/admin/history.tsx";
import { OrderReturns } from "@/components/admin/returns/order-returns.tsx";
import { CancelForm, MoveForm } from "@/components/admin/orders/order-forms.tsx";
import button from "@/components/ui/button.module.css";
import { addressLines } from "@/lib/addresses/address.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { adminOrder, buyerName, ORDER_MAIL_NAMES, orderMails, orderTotals, type AdminOrder } from "@/lib/admin/orders/detail.ts";
import { PAYMENT_STATE_LABELS, paymentLabel, STAFF_STATUS_LABELS, staffTime } from "@/lib/admin/orders/labels.ts";
import { displayName } from "@/lib/auth/users.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { canMove, ORDER_STATUSES, paymentOnlyMove, type OrderStatusName } from "@/lib/orders/pipeline-rules.ts";
import { moveOrderAction, refundAction, refundPaidAction } from "../actions.ts";
import { RefundForm, RefundPaidForm } from "@/components/admin/orders/refund-forms.tsx";
import { orderMoney } from "@/lib/admin/orders/refunds.ts";
import styles from "../orders.module.css";

export const metadata: Metadata = { title: "Order" };

export const instant = false;


const REFUND_STATES: Record<string, string> = { requested: "to be sent", sending: "being sent", pending: "sent, processing", processed: "done", failed: "failed" };

const MAIL_STATUS: Record<string, string> = { pending: "Waiting to send", sent: "Sent", failed: "Failed", logged: "Waiting for a mail server (SMTP_URL)" };

function Address({ a }: { a: AdminOrder["shippingAddress"] }) {
  if (!a) return <p className={styles.muted}>None given.</p>;
  return (
    <address className={styles.address}>
      {addressLines(a, a.countryIso2).join("\n")}
      {a.phoneNumber ? `\nPhone: ${a.phoneNumber}` : ""}
      {a.notes ? `\nNotes: ${a.notes}` : ""}
    </address>
  );
}

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/admin/orders/${id}/`;
  await requireStaffPage(path);
  const order = await adminOrder(id).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const [mails, money] = await Promise.all([orderMails(order.number), orderMoney(order.id)]);
  const unsent = money.refunds.filter((r) => r.status !== "processed" && r.status !== "failed").length;
  const totals = orderTotals(order);
  const from = order.status as OrderStatusName;
  const next = ORDER_STATUSES.filter((s) => s !== "cancelled" && canMove(from, s) && !paymentOnlyMove(from, s));
  const title = `Order #${order.number}`;
  return (
    <AdminPage
      path={path}
      title={title}
      actions={
        <a href={`${path}packing-slip/`} className={button.secondary}>
          Packing slip (PDF)
        </a>
      }
    >
      <p>
        <span className={styles.badge}>{STAFF_STATUS_LABELS[order.status]}</span> · placed {staffTime(order.datePlaced)}
      </p>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="buyer">
          <h2 id="buyer">Buyer</h2>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{buyerName(order) || "—"}</dd>
            <dt>E-mail</dt>
            <dd>{order.email}</dd>
            <dt>Phone</dt>
            <dd>{order.shippingAddress?.phoneNumber ?? order.user?.phoneNumber ?? "—"}</dd>
            <dt>Account</dt>
            <dd>{order.user ? displayName(order.user) : "Guest (no account)"}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="deliver">
          <h2 id="deliver">Deliver to</h2>
          <Address a={order.shippingAddress} />
          <h3>Billing address</h3>
          {order.billingAddress ? <Address a={order.billingAddress} /> : <p className={styles.muted}>Same as delivery.</p>}
        </section>
        <section className={styles.card} aria-labelledby="payment">
          <h2 id="payment">Payment and delivery</h2>
          <dl className={styles.facts}>
            <dt>Payment</dt>
            <dd>{paymentLabel(order.paymentMethod)}</dd>
            <dt>Delivery</dt>
            <dd>
              {order.shippingMethod} ({order.shippingCode})
            </dd>
            <dt>Voucher</dt>
            <dd>
              {order.discounts.filter((d) => d.category === "voucher").length === 0
                ? "None"
                : order.discounts
                    .filter((d) => d.category === "voucher")
                    .map((d) => `${d.voucherCode ?? d.name}: −${formatMoney(d.amount)}`)
                    .join(", ")}
            </dd>
            <dt>Buyer&apos;s GSTIN</dt>
            <dd>{order.gstin ? `${order.gstin}${order.businessName ? ` (${order.businessName})` : ""}` : "None given"}</dd>
            <dt>Tax invoice</dt>
            <dd>
              {order.invoice ? (
                <a href={`/api/v2/orders/${order.id}/invoice/`} type="application/pdf">
                  {order.invoice.number} (PDF)
                </a>
              ) : order.paymentMethod === "cod" && order.status !== "cancelled" ? (
                "Issued when the order ships"
              ) : (
                "Not issued"
              )}
            </dd>
            {order.invoice?.creditNotes.map((n) => (
              <div key={n.id} style={{ display: "contents" }}>
                <dt>Credit note</dt>
                <dd>
                  <a href={`/api/v2/orders/${order.id}/credit-notes/${n.id}/`} type="application/pdf">
                    {n.number} (PDF)
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="money">
        <h2 id="money">Payments and refunds</h2>
        <p>
          {PAYMENT_STATE_LABELS[order.paymentState] ?? order.paymentState}
          {unsent > 0 && ` · ${unsent === 1 ? "1 refund" : `${unsent} refunds`} not yet done`}
          {order.status === "pending_payment" && order.paymentDueAt ? ` · held until ${staffTime(order.paymentDueAt)}, then cancelled if unpaid` : ""}
        </p>
        {money.payments.length > 0 && (
          <div className={table.scroll} tabIndex={0} role="region" aria-label="Payments (scrolls sideways)">
            <table className={table.table}>
              <caption className="visually-hidden">Online payments</caption>
              <thead>
                <tr>
                  <th scope="col">Razorpay order</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Method</th>
                  <th scope="col">State</th>
                  <th scope="col" className={table.numeric}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {money.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{p.providerOrderId}</td>
                    <td>{p.providerPaymentId ?? "—"}</td>
                    <td>{p.method ?? "—"}</td>
                    <td>{p.status === "captured" ? `Captured ${p.capturedAt ? staffTime(p.capturedAt) : ""}` : p.lastError ? `Failed: ${p.lastError}` : "Not paid"}</td>
                    <td className={table.numeric}>{formatMoney(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {money.refunds.length > 0 && (
          <ul className={styles.refunds}>
            {money.refunds.map((r) => (
              <li key={r.id}>
                <strong>
                  Refund {formatMoney(r.amount)}: {REFUND_STATES[r.status]}
                </strong>{" "}
                · {r.reason} · {staffTime(r.createdAt)}
                {r.upiId ? ` · to UPI ID ${r.upiId}` : ""}
                {r.reference ? ` · reference ${r.reference}` : ""}
                {r.failureReason ? ` · ${r.failureReason}` : ""}
                {r.status === "requested" && r.paymentId === null && <RefundPaidForm refundId={r.id} action={refundPaidAction} />}
              </li>
            ))}
          </ul>
        )}
        {money.left.gt(0) && <RefundForm orderId={order.id} left={formatMoney(money.left)} cashOnDelivery={order.paymentMethod === "cod"} action={refundAction} />}
      </section>

      <section aria-labelledby="lines">
        <h2 id="lines">Lines</h2>
        <div className={table.scroll} tabIndex={0} role="region" aria-label="Lines table (scrolls sideways)">
          <table className={table.table}>
            <caption className="visually-hidden">What the order holds, with GST</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">SKU</th>
                <th scope="col" className={table.numeric}>
                  Qty
                </th>
                <th scope="col" className={table.numeric}>
                  Unit price
                </th>
                <th scope="col">GST (HSN)</th>
                <th scope="col" className={table.numeric}>
                  Line total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.title}
                    {l.attributes.length > 0 && <span className={styles.muted}> · {l.attributes.map((a) => a.value).join(" · ")}</span>}
                  </td>
                  <td>{l.partnerSku}</td>
                  <td className={table.numeric}>{l.quantity}</td>
                  <td className={table.numeric}>{formatMoney(l.unitPriceInclTax)}</td>
                  <td>
                    {l.taxRate.times(100).toFixed(0)}% ({l.hsnCode})
                  </td>
                  <td className={table.numeric}>{formatMoney(l.priceInclTaxExclDiscounts)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {(
                [
                  ["Subtotal", formatMoney(totals.subtotal)],
                  ["Discount", totals.discount === "0.00" ? null : `−${formatMoney(totals.discount)}`],
                  ["Delivery", totals.shipping === "0.00" ? "Free" : formatMoney(totals.shipping)],
                  ["Total before GST", formatMoney(totals.totalExclTax)],
                  ["GST", formatMoney(totals.gst)],
                  ["Total", formatMoney(totals.totalInclTax)],
                ] as [string, string | null][]
              )
                .filter(([, v]) => v !== null)
                .map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" colSpan={5} className={table.numeric}>
                      {label}
                    </th>
                    <td className={table.numeric}>{value}</td>
                  </tr>
                ))}
            </tfoot>
          </table>
        </div>
      </section>

      <div className={styles.grid}>
        {next.length > 0 && (
          <section className={styles.card} aria-labelledby="move">
            <h2 id="move">Move along</h2>
            <MoveForm orderId={order.id} next={next} labels={STAFF_STATUS_LABELS} action={moveOrderAction} />
          </section>
        )}
        {canMove(from, "cancelled") && (
          <section className={styles.card} aria-labelledby="cancel">
            <h2 id="cancel">Cancel</h2>
            <CancelForm orderId={order.id} action={moveOrderAction} />
          </section>
        )}
        <section className={styles.card} aria-labelledby="timeline">
          <h2 id="timeline">Timeline</h2>
          <ol className={styles.timeline}>
            {order.events.map((e) => (
              <li key={e.id}>
                <strong>{STAFF_STATUS_LABELS[e.status]}</strong> · {staffTime(e.createdAt)}
                {e.createdBy ? ` · by ${displayName(e.createdBy)}` : ""}
                {e.trackingNumber && <> · tracking {e.trackingNumber}</>}
                {e.note && <div className={styles.muted}>{e.note}</div>}
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.card} aria-labelledby="mails">
          <h2 id="mails">Mails</h2>
          {mails.length === 0 ? (
            <p className={styles.muted}>No mails for this order.</p>
          ) : (
            <ul className={styles.timeline}>
              {mails.map((m) => (
                <li key={m.id}>
                  <strong>{ORDER_MAIL_NAMES[m.template] ?? m.template}</strong> to {m.recipient} · {MAIL_STATUS[m.status]} · {staffTime(m.sentAt ?? m.createdAt)}
                  {m.status === "failed" && m.lastError && <div className={styles.muted}>{m.lastError}</div>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <OrderReturns orderId={order.id} />
      </div>
      <History entityType="order" entityId={order.id} title={title} />
      <p>
        <Link href="/admin/orders/">Back to the orders</Link>
      </p>
    </AdminPage>
  );
}
