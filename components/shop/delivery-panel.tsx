"use client";
// The pincode form of the header's "Deliver to" panel: stores the shopper's delivery location
// (PUT /api/v2/location/) and says whether the shop delivers there; the product page's delivery estimate
// and the basket follow the new pincode (the shopper's parts are asked for again).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callApi, fieldMessages, generalMessage } from "@/components/account/api-client.ts";
import type { LocationJson } from "@/lib/shipping/location.ts";
import type { DeliveryLabels } from "./delivery-labels.ts";
import { reloadShopper } from "./shopper.tsx";
import picker from "./delivery-picker.module.css";
import styles from "./delivery-panel.module.css";

export default function DeliveryPanel({ pincode, onClose, labels }: { pincode: string | null; onClose: () => void; labels: DeliveryLabels }) {
  const [value, setValue] = useState(pincode ?? "");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError("");
    setStatus("");
    if (!/^\d{6}$/.test(value.trim())) return setError(labels.pincodeDigits);
    setBusy(true);
    const answer = await callApi("/api/v2/location/", { method: "PUT", body: { pincode: value.trim() } }).catch(() => null);
    if (answer?.status === 200) {
      const where = answer.data as LocationJson;
      await reloadShopper();
      setBusy(false);
      setStatus(
        where.serviceable
          ? labels.weDeliver.replace("{place}", `${where.location_name ? `${where.location_name} ` : ""}${where.pincode}`)
          : labels.noDelivery.replace("{pincode}", where.pincode),
      );
      return;
    }
    setBusy(false);
    if (!answer) return setError(labels.noConnection);
    setError(fieldMessages(answer.data).pincode?.[0] ?? generalMessage(answer));
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <label htmlFor={`${id}-pincode`} className={styles.fieldLabel}>
        {labels.pincodeLabel}
      </label>
      <p id={`${id}-hint`} className={picker.hint}>
        {labels.pincodeHint}
      </p>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-pincode`}
          name="pincode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        />
        <button type="submit" className={styles.apply} disabled={busy}>
          {labels.apply}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p role="status" className={status ? styles.status : "visually-hidden"}>
        {status}
      </p>
      <button type="button" className={styles.close} onClick={onClose}>
        {labels.close}
      </button>
    </form>
  );
}
