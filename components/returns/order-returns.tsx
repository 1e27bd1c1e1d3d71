// The account order page's returns: "Return items" while the return window is open (and something is
// left to return), and each return with its status, what the shop said, the refund and the credit note.
// Plain links: it works without JavaScript.
import { Link } from "@/components/i18n/link.tsx";
import { money } from "@/components/buying/money.ts";
import styles from "@/components/orders/orders.module.css";
import { pathOf } from "@/components/orders/invoice-links.tsx";
import button from "@/components/ui/button.module.css";
import type { ReturnJson } from "@/lib/returns/json.ts";
import { RETURN_STATUS_LABELS, RETURN_STATUS_MESSAGES } from "@/lib/returns/statuses.ts";
import own from "./returns.module.css";

const REFUND_STATES: Record<string, string> = { requested: "on its way", sending: "on its way", pending: "on its way", processed: "sent", failed: "delayed: our team is looking at it" };

const day = (at: Date) => new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(at);

export interface OrderReturnsProps {
  orderId: number;
  returns: ReturnJson[];
  /** The window is open and something is left to return. */
  canReturn: boolean;
  windowEndsAt: Date | null;
}

export function OrderReturns({ orderId, returns, canReturn, windowEndsAt }: OrderReturnsProps) {
  if (!canReturn && returns.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="returns-title">
      <h2 id="returns-title" className={styles.sectionTitle}>
        Returns
      </h2>
      {canReturn && (
        <p>
          <Link href={`/account/orders/${orderId}/return/`} className={button.secondary}>
            Return items
          </Link>{" "}
          {windowEndsAt && <span className={own.muted}>You can ask for a return until {day(windowEndsAt)}.</span>}
        </p>
      )}
      {returns.length > 0 && (
        <ul className={own.list}>
          {returns.map((r) => (
            <li key={r.id} className={own.item}>
              <p>
                <strong>Return {r.id}</strong> · {RETURN_STATUS_LABELS[r.status]}
              </p>
              <p className={own.muted}>{r.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")}</p>
              <p>{RETURN_STATUS_MESSAGES[r.status]}</p>
              {r.staff_note && <p className={own.muted}>Our note: {r.staff_note}</p>}
              {r.refunds.map((f, i) => (
                <p key={i}>
                  Refund of {money(f.amount)} to {f.to === "original payment" ? "your original payment" : `UPI ID ${f.to}`}: {REFUND_STATES[f.status] ?? f.status}
                  {f.reference ? ` (reference ${f.reference})` : ""}.
                </p>
              ))}
              {r.credit_note && (
                <p>
                  <a href={pathOf(r.credit_note)} type="application/pdf">
                    Download the credit note for return {r.id} (PDF)
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
