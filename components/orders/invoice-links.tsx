// An order's GST tax invoice and credit notes as links to their PDFs (the account's order page, the
// tracking page): plain links, so they work without JavaScript; the PDF opens in the browser.
import styles from "./orders.module.css";
import { translator } from "@/lib/i18n/texts.ts";

export interface InvoiceLinksProps {
  /** Paths of the PDFs (a guest's carry the tracking token); null before the invoice is issued. */
  invoice: string | null;
  creditNotes: string[];
  /** Say that the invoice comes when the order ships (the order is not cancelled; false: say nothing until it exists). */
  pending: boolean;
}

export async function InvoiceLinks({ invoice, creditNotes, pending }: InvoiceLinksProps) {
  if (!invoice && !pending) return null;
  const t = await translator("AccountInvoices");
  return (
    <section className={styles.section} aria-labelledby="invoice-title">
      <h2 id="invoice-title" className={styles.sectionTitle}>
        {t("title")}
      </h2>
      {invoice ? (
        <ul className={styles.documents}>
          <li>
            <a href={invoice} type="application/pdf">
              {t("invoice")}
            </a>
          </li>
          {creditNotes.map((href, i) => (
            <li key={href}>
              <a href={href} type="application/pdf">
                {creditNotes.length > 1 ? t("creditNoteNumbered", { number: i + 1 }) : t("creditNote")}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.lede}>{t("pending")}</p>
      )}
    </section>
  );
}

/** The path of an absolute URL the API answered (links stay on the page's own origin). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
