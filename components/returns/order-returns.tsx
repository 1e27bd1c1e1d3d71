// The account order page's returns: "Return items" while the return window is open (and something is
// left to return), and each return with its status, what the shop said, the refund and the credit note.
// Plain links: it works without JavaScript.
import { Link } from "@/components/i18n/link.tsx";
import { money } from "@/components/buying/money.ts";
import styles from "@/components/orders/orders.module.css";
import { pathOf } from "@/components/orders/invoice-links.tsx";
import button from "@/components/ui/button.module.css";
import type { ReturnJson } from "@/lib/returns/json.ts";
import { HINDI_RETURN_STATUS_LABELS, HINDI_RETURN_STATUS_MESSAGES } from "@/lib/returns/hindi-statuses.ts";
import { RETURN_STATUS_LABELS, RETURN_STATUS_MESSAGES } from "@/lib/returns/statuses.ts";
import own from "./returns.module.css";
import { calendarDate } from "@/components/buying/dates.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

/** A refund's state as the buyer reads it (messages AccountReturns.refund). */
const REFUND_STATES: Record<string, "onItsWay" | "sent" | "delayed"> = { requested: "onItsWay", sending: "onItsWay", pending: "onItsWay", processed: "sent", failed: "delayed" };

export interface OrderReturnsProps {
  orderId: number;
  returns: ReturnJson[];
  /** The window is open and something is left to return. */
  canReturn: boolean;
  windowEndsAt: Date | null;
}

export async function OrderReturns({ orderId, returns, canReturn, windowEndsAt }: OrderReturnsProps) {
  if (!canReturn && returns.length === 0) return null;
  const [t, locale] = await Promise.all([translator("AccountReturns"), pageLocale()]);
  // The same words as the buyer's mails in each language (lib/returns/hindi-statuses.ts, decision 0188).
  const statusOf = (status: ReturnJson["status"]) =>
    locale === "en" ? { label: RETURN_STATUS_LABELS[status], message: RETURN_STATUS_MESSAGES[status] } : { label: HINDI_RETURN_STATUS_LABELS[status], message: HINDI_RETURN_STATUS_MESSAGES[status] };
  return (
    <section className={styles.section} aria-labelledby="returns-title">
      <h2 id="returns-title" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      {canReturn && (
        <p>
          <Link href={`/account/orders/${orderId}/return/`} className={button.secondary}>
            {t("returnItems")}
          </Link>{" "}
          {windowEndsAt && <span className={own.muted}>{t("until", { day: calendarDate(windowEndsAt, locale) })}</span>}
        </p>
      )}
      {returns.length > 0 && (
        <ul className={own.list}>
          {returns.map((r) => (
            <li key={r.id} className={own.item}>
              <p>
                <strong>{t("return", { id: r.id })}</strong> · {statusOf(r.status).label}
              </p>
              <p className={own.muted}>{r.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")}</p>
              <p>{statusOf(r.status).message}</p>
              {r.staff_note && <p className={own.muted}>{t("note", { note: r.staff_note })}</p>}
              {r.refunds.map((f, i) => (
                <p key={i}>
                  {t("refund", { amount: money(f.amount), to: f.to === "original payment" ? t("originalPayment") : t("upi", { id: f.to }), state: REFUND_STATES[f.status] ? t(`refundState.${REFUND_STATES[f.status]}`) : f.status })}
                  {f.reference ? ` ${t("reference", { reference: f.reference })}` : ""}.
                </p>
              ))}
              {r.credit_note && (
                <p>
                  <a href={pathOf(r.credit_note)} type="application/pdf">
                    {t("creditNote", { id: r.id })}
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
