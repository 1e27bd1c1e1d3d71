"use client";
// What a shopper sees when a page fails: an apology, a retry and a way home. Shared by the error boundaries.
// The heading takes focus when the panel appears, so keyboard and screen reader users land on it.
import { useEffect, useRef } from "react";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import styles from "./status-panel.module.css";

interface ErrorPanelProps {
  error: unknown;
  retry: () => void;
}

export function ErrorPanel({ error, retry }: ErrorPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const digest = error instanceof Error && "digest" in error && error.digest ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <div className={styles.panel}>
      <p className={text.eyebrow}>Something went wrong</p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        This page didn’t load
      </h1>
      <p className={styles.body}>
        It’s a problem on our side, not yours. Please try again in a moment; if it keeps happening, let us know and
        we’ll look into it.
      </p>
      {digest && <p className={styles.body}>Reference: {digest}</p>}
      <div className={styles.actions}>
        <button type="button" onClick={() => retry()} className={button.primary}>
          Try again
        </button>
        {/* A full page load: the app's own state may be what failed. */}
        <a href="/" className={button.secondary}>
          Go to the home page
        </a>
      </div>
    </div>
  );
}
