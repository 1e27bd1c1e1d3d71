"use client";
// What a shopper sees when a page fails: an apology, a retry and a way home. Shared by the error boundaries.
// The heading takes focus when the panel appears, so keyboard and screen reader users land on it.
import { useEffect, useRef } from "react";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import { useErrorTexts } from "./error-texts.tsx";
import styles from "./status-panel.module.css";

interface ErrorPanelProps {
  error: unknown;
  retry: () => void;
}

export function ErrorPanel({ error, retry }: ErrorPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = useErrorTexts();
  const digest = error instanceof Error && "digest" in error && error.digest ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <div className={styles.panel}>
      <p className={text.eyebrow}>{texts.wentWrong}</p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {texts.didNotLoad}
      </h1>
      <p className={styles.body}>
        {texts.ourSide}
      </p>
      {digest && <p className={styles.body}>{texts.reference.replace("{digest}", digest)}</p>}
      <div className={styles.actions}>
        <button type="button" onClick={() => retry()} className={button.primary}>
          {texts.tryAgain}
        </button>
        {/* A full page load: the app's own state may be what failed. */}
        <a href={texts.home} className={button.secondary}>
          {texts.goHome}
        </a>
      </div>
    </div>
  );
}
