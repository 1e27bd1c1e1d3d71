"use client";
// The address book on the account page: the addresses the server rendered, then kept up to date through
// /api/v2/useraddresses/ after every change (add, change, delete, make default). Changes are announced.
import { useRef, useState } from "react";
import button from "@/components/ui/button.module.css";
import { useFocusAfterRender } from "@/components/ui/use-focus-after-render.ts";
import type { UserAddressJson } from "@/lib/addresses/address-book-json.ts";
import { AddressForm, type CountryOption } from "./address-form.tsx";
import { callApi, generalMessage } from "./api-client.ts";
import styles from "./account.module.css";
import forms from "./forms.module.css";

interface AddressBookProps {
  initial: UserAddressJson[];
  countries: CountryOption[];
}

export function AddressBook({ initial, countries }: AddressBookProps) {
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
    setProblem(answer ? generalMessage(answer) : "We could not reach the shop. Check your connection and try again.");
  }

  return (
    <section aria-labelledby="addresses-title" className={styles.section}>
      <h2 id="addresses-title" className={styles.sectionTitle}>
        Address book
      </h2>
      <p role="status" className={status ? forms.status : "visually-hidden"}>
        {status}
      </p>
      {problem && (
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
      )}
      {addresses.length === 0 && <p className={forms.lede}>No addresses yet. Add one to check out faster.</p>}
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
                {a.is_default_for_shipping && <span className={styles.badge}>Default delivery address</span>}
                {a.is_default_for_billing && <span className={styles.badge}>Default billing address</span>}
              </p>
            )}
            <div className={forms.actions}>
              <button type="button" className={forms.link} onClick={() => setEditing(a)} aria-label={`Change the address at ${a.line1}`}>
                Change
              </button>
              <button type="button" className={forms.link} onClick={() => void change(a, "DELETE", undefined, "Address deleted.")} aria-label={`Delete the address at ${a.line1}`}>
                Delete
              </button>
              {!a.is_default_for_shipping && (
                <button type="button" className={forms.link} onClick={() => void change(a, "PATCH", { is_default_for_shipping: true }, "Default delivery address changed.")} aria-label={`Deliver to ${a.line1} by default`}>
                  Deliver here by default
                </button>
              )}
              {!a.is_default_for_billing && (
                <button type="button" className={forms.link} onClick={() => void change(a, "PATCH", { is_default_for_billing: true }, "Default billing address changed.")} aria-label={`Bill to ${a.line1} by default`}>
                  Bill here by default
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <div className={styles.editor}>
          <AddressForm key={editing === "new" ? "new" : editing.id} address={editing === "new" ? null : editing} countries={countries} onSaved={(m) => void reload(m)} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <button ref={addButton} type="button" className={button.secondary} onClick={() => { setStatus(""); setEditing("new"); }}>
          Add an address
        </button>
      )}
    </section>
  );
}
