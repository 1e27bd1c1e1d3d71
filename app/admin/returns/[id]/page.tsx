import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { ReturnActions } from "@/components/admin/returns/return-forms.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { paymentLabel, staffTime } from "@/lib/admin/orders/labels.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { returnPhotoPath } from "@/lib/returns/json.ts";
import { adminReturn } from "@/lib/returns/read.ts";
import { actionsFor, RETURN_STATUS_LABELS } from "@/lib/returns/statuses.ts";
import { moveReturnAction } from "../actions.ts";
import styles from "../../orders/orders.module.css";

export const metadata: Metadata = { title: "Return" };

export const instant = false;

const REFUND_STATUS: Record<string, string> = { requested: "To be sent", sending: "Being sent", pending: "With the provider", processed: "Sent", failed: "Failed" };

export default async function ReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/admin/returns/${id}/`;
  await requireStaffPage(path);
  const r = await adminReturn(id).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const actions = actionsFor(r.status);
  const a = r.order.shippingAddress;
  const title = `Return ${r.id}`;
  return (
    <AdminPage path={path} title={title}>
      <p>
        <span className={styles.badge}>{RETURN_STATUS_LABELS[r.status]}</span> · asked {staffTime(r.createdAt)} · order{" "}
        <Link href={`/admin/orders/${r.orderId}/`}>#{r.order.number}</Link>
      </p>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="what">
          <h2 id="what">What goes back</h2>
          <ul className={styles.timeline}>
            {r.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} of {l.orderLine.quantity} × {l.orderLine.title}
              </li>
            ))}
          </ul>
          <h3>Reason</h3>
          <p className={styles.address}>{r.reason}</p>
          {r.photos.length > 0 && (
            <>
              <h3>Photos</h3>
              <ul className={styles.timeline}>
                {r.photos.map((p, i) => (
                  <li key={p.id}>
                    <a href={returnPhotoPath(r.id, p.id)}>Photo {i + 1} (download)</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="who">
          <h2 id="who">Buyer and pickup</h2>
          <dl className={styles.facts}>
            <dt>Buyer</dt>
            <dd>{a ? `${a.firstName} ${a.lastName}` : "—"}</dd>
            <dt>E-mail</dt>
            <dd>{r.order.email}</dd>
            <dt>Phone</dt>
            <dd>{a?.phoneNumber ?? "—"}</dd>
            <dt>Pickup address</dt>
            <dd className={styles.address}>{r.pickupAddress}</dd>
            <dt>Payment</dt>
            <dd>{paymentLabel(r.order.paymentMethod)}</dd>
            <dt>Refund to</dt>
            <dd>{r.refundUpiId ? `UPI ID ${r.refundUpiId}` : "The original payment"}</dd>
            {r.staffNote && (
              <>
                <dt>Note to the buyer</dt>
                <dd>{r.staffNote}</dd>
              </>
            )}
            {r.resaleable !== null && (
              <>
                <dt>Resaleable</dt>
                <dd>{r.resaleable ? "Yes: back in stock" : "No: kept out of stock"}</dd>
              </>
            )}
          </dl>
        </section>
        {(r.refunds.length > 0 || r.creditNote) && (
          <section className={styles.card} aria-labelledby="money">
            <h2 id="money">Refund and credit note</h2>
            <dl className={styles.facts}>
              {r.refunds.map((f) => (
                <div key={f.id} style={{ display: "contents" }}>
                  <dt>Refund</dt>
                  <dd>
                    {formatMoney(f.amount)} to {f.upiId ? `UPI ID ${f.upiId}` : "the original payment"}: {REFUND_STATUS[f.status] ?? f.status}
                    {f.reference ? ` (reference ${f.reference})` : ""}
                  </dd>
                </div>
              ))}
              {r.creditNote && (
                <>
                  <dt>Credit note</dt>
                  <dd>
                    <a href={`/api/v2/orders/${r.orderId}/credit-notes/${r.creditNote.id}/`} type="application/pdf">
                      {r.creditNote.number} (PDF)
                    </a>
                  </dd>
                </>
              )}
            </dl>
            {r.refunds.some((f) => f.upiId && f.status === "requested") && (
              <p className={styles.muted}>
                Send the UPI transfer, then record its reference on the <Link href={`/admin/orders/${r.orderId}/`}>order&apos;s page</Link>.
              </p>
            )}
          </section>
        )}
      </div>
      <div className={styles.grid}>
        <ReturnActions returnId={r.id} updatedAt={r.updatedAt.toISOString()} actions={actions} action={moveReturnAction} cardClass={styles.card} />
      </div>
      <History entityType="return" entityId={r.id} title={title} />
      <p>
        <Link href="/admin/returns/">Back to the returns</Link>
      </p>
    </AdminPage>
  );
}
