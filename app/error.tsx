"use client";
// The root error boundary: it renders without the shop's layout, so it brings a minimal frame.
import { ErrorPanel } from "@/components/shop/error-panel.tsx";
import { SkipLink } from "@/components/shop/skip-link.tsx";
import styles from "@/components/shop/status-panel.module.css";

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className={styles.bare}>
        <ErrorPanel error={error} retry={retry} />
      </main>
    </>
  );
}
