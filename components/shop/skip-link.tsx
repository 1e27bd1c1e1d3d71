import styles from "./skip-link.module.css";

/** The first focusable element on every page: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
