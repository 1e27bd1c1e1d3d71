"use client";
// The footer's newsletter sign-up (POST /api/v2/newsletter-subscription/, double opt-in): the answer is
// shown in place, announced, and the field keeps its label and error together.
import { useId, useState, type FormEvent } from "react";
import { callApi, fieldMessages, generalMessage } from "@/components/account/api-client.ts";
import styles from "./newsletter-box.module.css";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = { kind: "sent" | "pending" | "confirmed"; email: string } | { kind: "error"; message: string } | null;

/** 201: a new subscription, its mail on the way; 200: the address was already pending or confirmed. */
function outcomeOf(status: number, data: unknown, email: string): Outcome {
  const state = (data as { status?: string } | null)?.status;
  if (status === 201) return { kind: "sent", email };
  if (status === 200 && (state === "confirmed" || state === "pending")) return { kind: state, email };
  return null;
}

export function NewsletterBox() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // A plainly wrong address is caught here; the shop checks it again.
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) return setOutcome({ kind: "error", message: "Enter your e-mail address, like name@example.com." });
    setBusy(true);
    const answer = await callApi("/api/v2/newsletter-subscription/", { method: "POST", body: { email: email.trim() } }).catch(() => null);
    setBusy(false);
    if (!answer) return setOutcome({ kind: "error", message: "We could not reach the shop. Check your connection and try again." });
    const done = outcomeOf(answer.status, answer.data, email.trim());
    if (done) return setOutcome(done);
    setOutcome({ kind: "error", message: fieldMessages(answer.data).email?.join(" ") ?? generalMessage(answer) });
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
