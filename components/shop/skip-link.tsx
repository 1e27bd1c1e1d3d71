import styles from "./skip-link.module.css";

/** The first focusable element on every page: jumps past the header to the page's main content. */
export function SkipLink({ label = "Skip to content" }: { label?: string }) {
  return (
    <a href="#main" className={styles.skipLink}>
      {label}
    </a>
  );
}
