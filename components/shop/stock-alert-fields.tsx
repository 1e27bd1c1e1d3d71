"use client";
// The "Tell me when it's back" form itself (components/shop/stock-alert-form.tsx decides when it shows):
// its own chunk, loaded only on a product that cannot be bought, so the product page's first load does
// not carry it (the page's JavaScript budget, docs/decisions/0065). The server renders it too, so without
// JavaScript it posts to /stock-alerts/ and the answer is told on /stock-alerts/asked/.
import { useId, useState, type FormEvent } from "react";
import { callApi } from "@/components/account/api-client.ts";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { useShopper } from "./shopper.tsx";
import type { StockAlertLabels } from "./stock-alert-labels.ts";
import box from "./buy-box.module.css";
import { enterValue, stockAlertRefusal } from "./stock-alert-messages.ts";
import styles from "./stock-alert.module.css";

type Answer = { kind: "done"; text: string } | { kind: "error"; text: string; field?: "email" | "phone_number" } | null;

export function AlertForm({ productId, sms, labels, action }: { productId: number; sms: boolean; labels: StockAlertLabels; action: string }) {
  const shopper = useShopper();
  const signedIn = !!shopper?.user;
  const [channel, setChannel] = useState<"email" | "sms">("email");
  const [value, setValue] = useState("");
  // A signed-in shopper's account may have no e-mail address: then they give one.
  const [askAddress, setAskAddress] = useState(false);
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const uid = useId();
  const headingId = `${uid}-heading`;
  const fieldId = `${uid}-value`;
  const errorId = `${uid}-error`;
  const field = channel === "email" ? "email" : "phone_number";
  const showField = !signedIn || askAddress || channel === "sms";

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAnswer(null);
    const given = value.trim();
    if (showField && !given) return setAnswer({ kind: "error", field, text: enterValue(field, labels) });
    setPending(true);
    const body = showField ? { [field]: given } : {};
    const result = await callApi(`/api/v2/products/${productId}/stock-alert/`, { method: "POST", body }).catch(() => null);
    setPending(false);
    if (!result) return setAnswer({ kind: "error", text: labels.noConnection });
    if (result.status === 200 || result.status === 201) {
      const detail = (result.data as { detail?: string } | null)?.detail ?? labels.done;
      return setAnswer({ kind: "done", text: detail });
    }
    const refused = stockAlertRefusal(result, field, signedIn && !showField, labels);
    if (refused.askAddress) setAskAddress(true);
    setAnswer({ kind: "error", field: refused.field, text: refused.text });
  }

  const fieldError = answer?.kind === "error" && answer.field === field;
  return (
    <section className={`${box.box} ${styles.alert}`} aria-labelledby={headingId} data-testid="stock-alert">
      <h2 id={headingId} className={styles.heading}>
        {labels.heading}
      </h2>
      {answer?.kind === "done" ? null : (
        <>
          <p className={styles.lede}>
            {showField ? labels.lede : labels.ledeAccount}
          </p>
          <form className={styles.form} action={action} method="post" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
            {/* Without JavaScript the form posts to /stock-alerts/ (lib/storefront/stock-alert-form.ts). */}
            <input type="hidden" name="product" value={productId} />
            {sms && (
              <fieldset className={styles.channels}>
                <legend className="visually-hidden">{labels.how}</legend>
                <label>
                  <input type="radio" name="channel" value="email" checked={channel === "email"} onChange={() => setChannel("email")} /> {labels.byEmail}
                </label>
                <label>
                  <input type="radio" name="channel" value="sms" checked={channel === "sms"} onChange={() => setChannel("sms")} /> {labels.bySms}
                </label>
              </fieldset>
            )}
            {showField && (
              <div className={styles.field}>
                <label htmlFor={fieldId} className={forms.label}>
                  {channel === "email" ? labels.email : labels.mobile}
                </label>
                <input
                  id={fieldId}
                  className={forms.input}
                  type={channel === "email" ? "email" : "tel"}
                  name={field}
                  autoComplete={channel === "email" ? "email" : "tel"}
                  inputMode={channel === "email" ? "email" : "tel"}
                  maxLength={channel === "email" ? 254 : 32}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  aria-invalid={fieldError}
                  aria-describedby={fieldError ? errorId : undefined}
                />
              </div>
            )}
            <button type="submit" className={button.secondary} disabled={pending}>
              {pending ? labels.sending : labels.heading}
            </button>
          </form>
        </>
      )}
      {answer?.kind === "error" && (
        <p id={errorId} className={box.error} role="alert">
          {answer.text}
        </p>
      )}
      <p role="status" className={answer?.kind === "done" ? box.added : "visually-hidden"}>
        {answer?.kind === "done" ? answer.text : ""}
      </p>
    </section>
  );
}
