"use client";
// "Deliver to 560001" in the header: a disclosure with a pincode form that stores the shopper's delivery
// location (PUT /api/v2/location/). The answer says whether the shop delivers there; the product page's
// delivery estimate and the basket follow the new pincode (the shopper's parts are asked for again).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callApi, fieldMessages, generalMessage } from "@/components/account/api-client.ts";
import { PinIcon } from "@/components/ui/icons.tsx";
import { reloadShopper, useShopper } from "./shopper.tsx";
import header from "./site-header.module.css";
import styles from "./delivery-picker.module.css";

interface LocationAnswer {
  pincode: string;
  location_name: string | null;
  serviceable: boolean;
}

export function DeliveryPicker() {
  const shopper = useShopper();
  const pincode = shopper?.location?.pincode ?? null;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError("");
    setStatus("");
    if (!/^\d{6}$/.test(value.trim())) return setError("Enter the 6 digits of your pincode.");
    setBusy(true);
    const answer = await callApi("/api/v2/location/", { method: "PUT", body: { pincode: value.trim() } }).catch(() => null);
    if (answer?.status === 200) {
      const where = answer.data as LocationAnswer;
      await reloadShopper();
      setBusy(false);
      setStatus(
        where.serviceable
          ? `We deliver to ${where.location_name ? `${where.location_name} ` : ""}${where.pincode}.`
          : `Sorry, we do not deliver to ${where.pincode} yet.`,
      );
      return;
    }
    setBusy(false);
    if (!answer) return setError("We could not reach the shop. Check your connection and try again.");
    setError(fieldMessages(answer.data).pincode?.[0] ?? generalMessage(answer));
  }

  return (
    <div className={styles.picker} onKeyDown={(e) => e.key === "Escape" && open && close()}>
      <button
        ref={toggle}
        type="button"
        className={`${header.action} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => {
          setOpen(!open);
          setValue(pincode ?? "");
          setError("");
          setStatus("");
        }}
        data-testid="delivery-picker"
      >
        <PinIcon />
        {/* Phones show the pincode alone (or the icon alone before one is chosen). */}
        <span className={pincode ? styles.label : header.actionLabel}>
          <span className={styles.small}>Deliver to </span>
          {pincode ?? "your pincode"}
        </span>
      </button>
      {/* Drawn only while open: the page's other "pincode" fields stay the only ones. */}
      {open && (
      <div id={`${id}-panel`} className={styles.panel}>
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <label htmlFor={`${id}-pincode`} className={styles.fieldLabel}>
            Your delivery pincode
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            We show delivery dates and what we can deliver there.
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
              Apply
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
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </form>
      </div>
      )}
    </div>
  );
}
