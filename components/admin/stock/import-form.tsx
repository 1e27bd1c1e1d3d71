"use client";
// The stock CSV import: choose a file → the preview of every change and every refused row with its
// reason (nothing applied yet) → confirm. The file goes back with the confirmation and the server
// plans it again: a shop that changed in between gets a new preview, never a blind write.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import table from "@/components/admin/data-table.module.css";
import button from "@/components/ui/button.module.css";
import type { ImportState } from "@/lib/admin/stock-forms.ts";
import styles from "./stock.module.css";

interface ImportFormProps {
  action: (state: ImportState, form: FormData) => Promise<ImportState>;
}

const arrow = (pair: [unknown, unknown] | undefined, fmt: (v: unknown) => string) => (pair ? `${fmt(pair[0])} → ${fmt(pair[1])}` : "unchanged");
const rupees = (v: unknown) => `₹${String(v)}`;
const units = (v: unknown) => (v === null ? "not tracked" : String(v));

export function ImportForm({ action }: ImportFormProps) {
  const [state, formAction, pending] = useActionState(action, { stage: "upload" });
  if (state.stage === "preview" && state.plan && state.csv !== undefined) {
    const { changes, refused, unchanged, fingerprint } = state.plan;
    return (
      <div>
        {state.message && (
          <p role="alert" className={forms.alert}>
            {state.message}
          </p>
        )}
        <p role="status">
          Preview — nothing has been applied yet: {changes.length} {changes.length === 1 ? "change" : "changes"}, {refused.length} refused{" "}
          {refused.length === 1 ? "row" : "rows"}, {unchanged} unchanged.
        </p>
        <section className={styles.section} aria-labelledby="changes-head">
          <h2 id="changes-head">Changes</h2>
          <div className={table.scroll} tabIndex={0} role="region" aria-labelledby="changes-head">
            <table className={table.table}>
              <caption className={styles.visuallyHidden}>Changes the import will apply</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">In stock</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.line}>
                    <td className={table.numeric}>{c.line}</td>
                    <td>{c.sku}</td>
                    <td>{c.title}</td>
                    <td>{arrow(c.price, rupees)}</td>
                    <td>{arrow(c.numInStock, units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        {refused.length > 0 && (
          <section className={styles.section} aria-labelledby="refused-head">
            <h2 id="refused-head">Refused rows</h2>
            <div className={table.scroll} tabIndex={0} role="region" aria-labelledby="refused-head">
              <table className={table.table}>
                <caption className={styles.visuallyHidden}>Rows the import leaves out, with why</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {refused.map((r) => (
                    <tr key={r.line}>
                      <td className={table.numeric}>{r.line}</td>
                      <td>{r.sku}</td>
                      <td>{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
        <form action={formAction} className={forms.actions}>
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="csv" value={state.csv} />
          <input type="hidden" name="fingerprint" value={fingerprint} />
          <button type="submit" className={button.primary} disabled={pending || changes.length === 0}>
            Apply {changes.length} {changes.length === 1 ? "change" : "changes"}
          </button>
          <a href="/admin/stock/import/" className={button.secondary}>
            Start again
          </a>
        </form>
      </div>
    );
  }
  return (
    <form action={formAction} className={forms.form}>
      {state.stage === "done" && state.message && (
        <p role="status" className={forms.status}>
          {state.message}
        </p>
      )}
      <Field id="file" label="CSV file" hint="Columns: sku, price (incl. GST), num_in_stock — an empty cell leaves that value as it is. At most 256 KB." error={state.fileError}>
        {(p) => <input {...p} className={forms.input} type="file" accept=".csv,text/csv" required />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Preview the changes
        </button>
      </div>
    </form>
  );
}
