// An order's GST tax invoice and credit notes as links to their PDFs (the account's order page, the
// tracking page): plain links, so they work without JavaScript; the PDF opens in the browser.
import styles from "./orders.module.css";

export interface InvoiceLinksProps {
  /** Paths of the PDFs (a guest's carry the tracking token); null before the invoice is issued. */
  invoice: string | null;
  creditNotes: string[];
  /** Say that the invoice comes when the order ships (the order is not cancelled; false: say nothing until it exists). */
  pending: boolean;
}

export function InvoiceLinks({ invoice, creditNotes, pending }: InvoiceLinksProps) {
  if (!invoice && !pending) return null;
  return (
    <section className={styles.section} aria-labelledby="invoice-title">
      <h2 id="invoice-title" className={styles.sectionTitle}>
        Tax invoice
      </h2>
      {invoice ? (
        <ul className={styles.documents}>
          <li>
            <a href={invoice} type="application/pdf">
              Download the GST tax invoice (PDF)
            </a>
          </li>
          {creditNotes.map((href, i) => (
            <li key={href}>
              <a href={href} type="application/pdf">
                Download credit note {creditNotes.length > 1 ? `${i + 1} ` : ""}(PDF)
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.lede}>Your GST tax invoice is ready to download here once your order ships.</p>
      )}
    </section>
  );
}

/** The path of an absolute URL the API answered (links stay on the page's own origin). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
