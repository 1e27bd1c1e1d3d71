"use client";
// Voucher entry on the basket page (POST /api/v2/basket/add-voucher/) and the applied voucher with its
// "Remove" (DELETE /api/v2/basket/vouchers/{code}/). The API's refusal sits beside the field.
import { useId, useState, type FormEvent } from "react";
import { callApi, NO_CONNECTION, type DiscountItem } from "./api.ts";
import { money } from "./money.ts";
import styles from "./basket.module.css";

function refusal(data: unknown, status: number): string {
  const body = (data ?? {}) as { non_field_errors?: string[]; reason?: string; vouchercode?: string[]; detail?: string };
  return body.non_field_errors?.[0] ?? body.vouchercode?.[0] ?? body.reason ?? body.detail ?? (status === 429 ? "Too many tries. Please wait a little and try again." : "That voucher could not be applied.");
}

export function VoucherForm({ applied, onChanged }: { applied: DiscountItem[]; onChanged: (message: string) => Promise<void> }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function apply(e: FormEvent) {
    e.preventDefault();
    setError("");
    if (!code.trim()) return setError("Enter a voucher code.");
    setBusy(true);
    const answer = await callApi("/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: code.trim() } }).catch(() => null);
    if (answer?.status === 200) {
      setCode("");
      await onChanged(`Voucher ${code.trim().toUpperCase()} applied.`);
    } else setError(answer ? refusal(answer.data, answer.status) : NO_CONNECTION);
    setBusy(false);
  }

  async function remove(voucherCode: string) {
    setError("");
    setBusy(true);
    const answer = await callApi(`/api/v2/basket/vouchers/${encodeURIComponent(voucherCode)}/`, { method: "DELETE" }).catch(() => null);
    if (answer && answer.status < 300) await onChanged(`Voucher ${voucherCode} removed.`);
    else setError(answer ? refusal(answer.data, answer.status) : NO_CONNECTION);
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={styles.voucher}>
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        Voucher
      </h2>
      {applied.map((d) => (
        <p key={d.voucher?.code ?? d.name} className={styles.applied}>
          <span>
            <strong>{d.voucher?.code ?? d.name}</strong>
            <span className={styles.voucherName}>{d.voucher?.name ?? d.description}</span>
          </span>
          <span className={styles.amount}>−{money(d.amount)}</span>
          {d.voucher && (
            <button type="button" className={styles.remove} onClick={() => void remove(d.voucher!.code)} disabled={busy} aria-label={`Remove voucher ${d.voucher.code}`}>
              Remove
            </button>
          )}
        </p>
      ))}
      <form onSubmit={apply} noValidate className={styles.voucherForm}>
        <label htmlFor={`${id}-code`} className={styles.fieldLabel}>
          {applied.length ? "Use another voucher" : "Voucher code"}
        </label>
        <div className={styles.voucherRow}>
          <input
            id={`${id}-code`}
            name="vouchercode"
            className={styles.input}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className={styles.apply} disabled={busy}>
            Apply
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
