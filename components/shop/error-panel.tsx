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
      <p className={text.eyebrow}>{texts ? texts.wentWrong : "Something went wrong"}</p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {texts ? texts.didNotLoad : "This page didn’t load"}
      </h1>
      <p className={styles.body}>
        {texts
          ? texts.ourSide
          : "It’s a problem on our side, not yours. Please try again in a moment; if it keeps happening, let us know and we’ll look into it."}
      </p>
      {digest && <p className={styles.body}>{texts ? texts.reference.replace("{digest}", digest) : `Reference: ${digest}`}</p>}
      <div className={styles.actions}>
        <button type="button" onClick={() => retry()} className={button.primary}>
          {texts ? texts.tryAgain : "Try again"}
        </button>
        {/* A full page load: the app's own state may be what failed. */}
        <a href={texts ? texts.home : "/"} className={button.secondary}>
          {texts ? texts.goHome : "Go to the home page"}
        </a>
      </div>
    </div>
  );
}
