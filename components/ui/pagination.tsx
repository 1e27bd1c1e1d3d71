import Link from "next/link";
import { ArrowLeftIcon, ArrowRightIcon } from "./icons.tsx";
import styles from "./pagination.module.css";

interface PaginationProps {
  page: number;
  numPages: number;
  /** The URL of a page number (keeps the listing's other query parameters). */
  hrefFor: (page: number) => string;
  /** The words in the page's language (the staff's and account's lists keep English). */
  labels?: PaginationLabels;
}

export interface PaginationLabels {
  pagination: string;
  previous: string;
  next: string;
  /** After "Previous"/"Next" for screen readers: " page". */
  page: string;
  /** Before a number for screen readers: "Page ". */
  pageN: string;
}

const ENGLISH: PaginationLabels = { pagination: "Pagination", previous: "Previous", next: "Next", page: "page", pageN: "Page" };

/** The page numbers to show: the first, the last, and two either side of the current page. */
export function pageWindow(page: number, numPages: number): (number | "gap")[] {
  const shown = new Set([1, numPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= numPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : "gap");
    out.push(p);
  });
  return out;
}

export function Pagination({ page, numPages, hrefFor, labels = ENGLISH }: PaginationProps) {
  if (numPages <= 1) return null;
  return (
    <nav aria-label={labels.pagination} className={styles.nav}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${styles.item} ${styles.step} ${styles.prev}`}>
          <ArrowLeftIcon size={18} />
          {labels.previous}
          <span className="visually-hidden">{` ${labels.page}`}</span>
        </Link>
      ) : (
        <span className={styles.prev} />
      )}
      <ol className={styles.pages}>
        {pageWindow(page, numPages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${styles.item} ${styles.current}`}>
                  <span className="visually-hidden">{`${labels.pageN} `}</span>
                  {p}
                </span>
              ) : (
                <Link href={hrefFor(p)} className={styles.item}>
                  <span className="visually-hidden">{`${labels.pageN} `}</span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < numPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={`${styles.item} ${styles.step} ${styles.next}`}>
          {labels.next}
          <span className="visually-hidden">{` ${labels.page}`}</span>
          <ArrowRightIcon size={18} />
        </Link>
      ) : (
        <span className={styles.next} />
      )}
    </nav>
  );
}
