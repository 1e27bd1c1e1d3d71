"use client";
// The footer's newsletter sign-up (POST /api/v2/newsletter-subscription/, double opt-in): the answer is
// shown in place, announced, and the field keeps its label and error together.
import { useId, useState, type FormEvent } from "react";
import styles from "./newsletter-box.module.css";

// Kept small (it is on every page): a plain fetch, no shared API client.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OFFLINE = "We could not reach the shop. Check your connection and try again.";

type Outcome = { kind: "sent" | "pending" | "confirmed"; email: string } | { kind: "error"; message: string } | null;

/** 201: a new subscription, its mail on the way; 200: the address was already pending or confirmed. */
function outcomeOf(status: number, data: { status?: string; email?: string[] } | null, email: string): Outcome {
  if (status === 201) return { kind: "sent", email };
  if (status === 200 && (data?.status === "confirmed" || data?.status === "pending")) return { kind: data.status, email };
  if (status === 429) return { kind: "error", message: "Too many sign-ups from your connection. Please try again in an hour." };
  if (status === 400 && data?.email) return { kind: "error", message: data.email.join(" ") };
  return { kind: "error", message: "Something went wrong on our side. Please try again in a moment." };
}

export function NewsletterBox() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    // A plainly wrong address is caught here; the shop checks it again.
    if (!LOOKS_LIKE_EMAIL.test(email)) return setOutcome({ kind: "error", message: "Enter your e-mail address, like name@example.com." });
    setBusy(true);
    try {
      const r = await fetch("/api/v2/newsletter-subscription/", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify({ email }) });
      setOutcome(outcomeOf(r.status, await r.json().catch(() => null), email));
    } catch {
      setOutcome({ kind: "error", message: OFFLINE });
    }
    setBusy(false);
  }

  const error = outcome?.kind === "error" ? outcome.message : null;
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Letters from the workshop
      </h2>
      <p className={styles.lede}>New collections, care tips for wood and cane, and festive offers, about twice a month.</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Your e-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={error ? styles.error : styles.status}>
        {outcome?.kind === "sent" && <>Almost done: we sent a link to {outcome.email}. Open it to confirm your subscription.</>}
        {outcome?.kind === "pending" && <>{outcome.email} is waiting for confirmation: open the link in the mail we sent you.</>}
        {outcome?.kind === "confirmed" && <>{outcome.email} is already subscribed. Thank you for reading.</>}
        {error}
      </p>
    </form>
  );
}
