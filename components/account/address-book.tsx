"use client";
// The address book on the account page: the addresses the server rendered, then kept up to date through
// /api/v2/useraddresses/ after every change (add, change, delete, make default). Changes are announced.
import { useRef, useState } from "react";
import button from "@/components/ui/button.module.css";
import { useFocusAfterRender } from "@/components/ui/use-focus-after-render.ts";
import type { UserAddressJson } from "@/lib/addresses/address-book-json.ts";
import { fill } from "@/lib/i18n/fill.ts";
import type { Messages } from "@/lib/i18n/messages.ts";
import { AddressForm, type CountryOption } from "./address-form.tsx";
import { callApi, generalMessage } from "./api-client.ts";
import styles from "./account.module.css";
import forms from "./forms.module.css";

interface AddressBookProps {
  initial: UserAddressJson[];
  countries: CountryOption[];
  /** The book's and its form's words in the page's language (messages AccountAddresses). */
  texts: AddressTexts;
}

export type AddressTexts = Messages["AccountAddresses"];

export function AddressBook({ initial, countries, texts: t }: AddressBookProps) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<UserAddressJson | "new" | null>(null);
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const countryName = (url: string) => countries.find((c) => url.endsWith(`/${c.code}/`))?.name ?? "";

  async function reload(message: string) {
    const answer = await callApi("/api/v2/useraddresses/").catch(() => null);
    if (answer?.status === 200) setAddresses(answer.data as UserAddressJson[]);
    setEditing(null);
    setStatus(message);
    focusAfterRender(() => addButton.current);
  }

  async function change(address: UserAddressJson, method: "PATCH" | "DELETE", body: unknown, message: string) {
    setProblem("");
    const answer = await callApi(`/api/v2/useraddresses/${address.id}/`, { method, body }).catch(() => null);
    if (answer && (answer.status === 200 || answer.status === 204)) return reload(message);
    setProblem(answer ? generalMessage(answer) : t.unreachable);
  }

  return (
    <section aria-labelledby="addresses-title" className={styles.section}>
      <h2 id="addresses-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p role="status" className={status ? forms.status : "visually-hidden"}>
        {status}
      </p>
      {problem && (
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
      )}
      {addresses.length === 0 && <p className={forms.lede}>{t.none}</p>}
      <ul className={styles.addresses}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.address}>
            <h3 className={styles.addressName}>
              {[a.title, a.first_name, a.last_name].filter(Boolean).join(" ")}
            </h3>
            <p className={styles.addressLines}>
              {[a.line1, a.line2, a.line3, [a.line4, a.state, a.postcode].filter(Boolean).join(" "), countryName(a.country)].filter(Boolean).map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{a.phone_number}</span>
            </p>
            {(a.is_default_for_shipping || a.is_default_for_billing) && (
              <p className={styles.badges}>
                {a.is_default_for_shipping && <span className={styles.badge}>{t.defaultDelivery}</span>}
                {a.is_default_for_billing && <span className={styles.badge}>{t.defaultBilling}</span>}
              </p>
            )}
            <div className={forms.actions}>
              <button type="button" className={forms.link} onClick={() => setEditing(a)} aria-label={fill(t.changeAt, { line: a.line1 })}>
                {t.change}
              </button>
              <button type="button" className={forms.link} onClick={() => void change(a, "DELETE", undefined, t.deleted)} aria-label={fill(t.deleteAt, { line: a.line1 })}>
                {t.delete}
              </button>
              {!a.is_default_for_shipping && (
                <button type="button" className={forms.link} onClick={() => void change(a, "PATCH", { is_default_for_shipping: true }, t.defaultDeliveryChanged)} aria-label={fill(t.deliverToByDefault, { line: a.line1 })}>
                  {t.deliverHere}
                </button>
              )}
              {!a.is_default_for_billing && (
                <button type="button" className={forms.link} onClick={() => void change(a, "PATCH", { is_default_for_billing: true }, t.defaultBillingChanged)} aria-label={fill(t.billToByDefault, { line: a.line1 })}>
                  {t.billHere}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <div className={styles.editor}>
          <AddressForm key={editing === "new" ? "new" : editing.id} address={editing === "new" ? null : editing} countries={countries} texts={t} onSaved={(m) => void reload(m)} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <button ref={addButton} type="button" className={button.secondary} onClick={() => { setStatus(""); setEditing("new"); }}>
          {t.add}
        </button>
      )}
    </section>
  );
}
