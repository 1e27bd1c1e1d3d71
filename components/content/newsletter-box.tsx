"use client";
// The footer's newsletter sign-up (POST /api/v2/newsletter-subscription/, double opt-in): the answer is
// shown in place, announced, and the field keeps its label and error together. Kept small (it is on
// every page): what "Subscribe" does and says comes when it is first pressed (newsletter-subscribe.ts).
import { useId, useState, type FormEvent } from "react";
import type { SubscribeAnswer, SubscribeWords } from "./newsletter-subscribe.ts";
import styles from "./newsletter-box.module.css";

/** The box's words in the page's language (the footer, a server component, passes them). */
export interface NewsletterLabels extends SubscribeWords {
  title: string;
  lede: string;
  email: string;
  subscribe: string;
  subscribing: string;
  offline: string;
}

export function NewsletterBox({ labels }: { labels: NewsletterLabels }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SubscribeAnswer | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setAnswer(
      await import("./newsletter-subscribe.ts")
        .then((m) => m.subscribe(email, labels))
        .catch(() => ({ error: true, text: labels.offline })),
    );
    setBusy(false);
  }

  const error = answer?.error ? answer.text : null;
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.lede}>{labels.lede}</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {labels.email}
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
          {busy ? labels.subscribing : labels.subscribe}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={error ? styles.error : styles.status}>
        {answer?.text}
      </p>
    </form>
  );
}
