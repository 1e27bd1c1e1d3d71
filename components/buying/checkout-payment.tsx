"use client";
import { useTranslations } from "next-intl";
// How the buyer pays, in the review step: online through Razorpay (UPI, cards, net banking, EMI) when
// the shop takes it, or cash on delivery (with its charge, when one is set). A plain radio group of the
// checkout form, sent with or without JavaScript.
import { money } from "./money.ts";
import type { CheckoutState } from "./checkout-state.ts";
import styles from "./checkout.module.css";

export interface PaymentOptions {
  /** Whether the shop takes online payment now. */
  online: boolean;
  /** The cash-on-delivery charge incl. GST, "0.00" for none. */
  codCharge: string;
}

interface PaymentChoiceProps {
  options: PaymentOptions;
  value: string;
  error?: CheckoutState["errors"]["payment_method"];
  onChange: (method: string) => void;
}

export function PaymentChoice({ options, value, error, onChange }: PaymentChoiceProps) {
  const t = useTranslations("Checkout");
  const charge = Number(options.codCharge) > 0 ? ` ${t("chargeNote", { amount: money(options.codCharge) })}` : "";
  if (!options.online) {
    return (
      <p className={styles.payment}>
        <input type="hidden" name="payment_method" value="cod" />
        <strong>
          {t("codOnly")}
          {charge}.
        </strong>{" "}
        {t("codNote")}
      </p>
    );
  }
  return (
    <fieldset className={styles.choices} aria-describedby={error ? "payment_method-error" : undefined}>
      <legend className={styles.legend}>{t("payment")}</legend>
      <label className={styles.choice}>
        <input type="radio" name="payment_method" value="razorpay" checked={value === "razorpay"} onChange={() => onChange("razorpay")} />
        <span>
          <span className={styles.choiceTitle}>{t("payOnline")}</span>
          <span className={styles.choiceNote}>{t("payOnlineNote")}</span>
        </span>
      </label>
      <label className={styles.choice}>
        <input type="radio" name="payment_method" value="cod" checked={value === "cod"} onChange={() => onChange("cod")} />
        <span>
          <span className={styles.choiceTitle}>
            {t("cod")}
            {charge}
          </span>
          <span className={styles.choiceNote}>{t("codNote")}</span>
        </span>
      </label>
      {error && (
        <p id="payment_method-error" className={styles.choiceNote} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The charge the chosen method adds to the total. */
export function paymentCharge(options: PaymentOptions, method: string): string {
  return method === "cod" ? options.codCharge : "0.00";
}
