"use client";
// Adding or changing one address of the address book (POST or PUT /api/v2/useraddresses/…/), with the
// API's field errors beside their fields. An Indian address's State is checkout's select, filled from the
// pincode; the server refuses a State that is not the pincode's.
import { useEffect, useRef, useState, type FormEvent } from "react";
import button from "@/components/ui/button.module.css";
import type { UserAddressJson } from "@/lib/addresses/address-book-json.ts";
import { StateSelect } from "@/components/buying/state-select.tsx";
import { usePincodeFill } from "@/components/buying/pincode-fill.ts";
import type { AddressTexts } from "./address-book.tsx";
import { callApi, fieldMessages, generalMessage } from "./api-client.ts";
import { Field } from "./field.tsx";
import styles from "./forms.module.css";

export interface CountryOption {
  code: string;
  name: string;
}

const EMPTY = {
  first_name: "", last_name: "", phone_number: "", line1: "", line2: "", line4: "", state: "", postcode: "", country: "IN", notes: "",
  is_default_for_shipping: false, is_default_for_billing: false,
};
type Values = typeof EMPTY;

function valuesOf(a: UserAddressJson | null): Values {
  if (!a) return EMPTY;
  const country = /\/countries\/([A-Z]{2})\/$/.exec(a.country)?.[1] ?? "IN";
  return { ...EMPTY, ...a, country };
}

interface AddressFormProps {
  address: UserAddressJson | null;
  countries: CountryOption[];
  texts: AddressTexts;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

export function AddressForm({ address, countries, texts: t, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const text = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const flag = (name: "is_default_for_shipping" | "is_default_for_billing") => (e: { target: { checked: boolean } }) => setValues((v) => ({ ...v, [name]: e.target.checked }));
  const err = (name: string) => errors[name]?.join(" ");

  // A complete Indian pincode fills the city (unless the shopper typed one) and the State.
  const pincodeFill = usePincodeFill();
  async function onPincode(e: { target: { value: string } }) {
    const postcode = e.target.value;
    setValues((v) => ({ ...v, postcode }));
    const fill = await pincodeFill(postcode, values.country);
    if (!fill) return;
    if (fill.kind === "unknown") return setErrors((x) => ({ ...x, postcode: [fill.message] }));
    setErrors(({ postcode: _p, state: _s, line4: _c, ...rest }) => rest);
    setValues((v) => ({ ...v, line4: fill.city(v.line4), state: fill.state }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const answer = await callApi(address ? `/api/v2/useraddresses/${address.id}/` : "/api/v2/useraddresses/", { method: address ? "PUT" : "POST", body: values }).catch(() => null);
    setBusy(false);
    if (answer && (answer.status === 200 || answer.status === 201)) return onSaved(address ? t.saved : t.added);
    const fields = answer ? fieldMessages(answer.data) : {};
    const general = !answer ? t.unreachable : fields.detail?.[0] ?? (Object.keys(fields).length ? fields.non_field_errors?.[0] : generalMessage(answer));
    setErrors({ ...fields, ...(general ? { form: [general] } : {}) });
  }

  const title = address ? t.changeTitle : t.add;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      {errors.form && (
        <p className={styles.alert} role="alert">
          {errors.form[0]}
        </p>
      )}
      <div className={styles.row}>
        <Field id="first_name" label={t.firstName} error={err("first_name")}>
          {(p) => <input {...p} className={styles.input} autoComplete="given-name" value={values.first_name} onChange={text("first_name")} required />}
        </Field>
        <Field id="last_name" label={t.lastName} error={err("last_name")}>
          {(p) => <input {...p} className={styles.input} autoComplete="family-name" value={values.last_name} onChange={text("last_name")} required />}
        </Field>
      </div>
      <Field id="phone_number" label={t.mobile} hint={t.mobileHint} error={err("phone_number")}>
        {(p) => <input {...p} className={styles.input} type="tel" autoComplete="tel" value={values.phone_number} onChange={text("phone_number")} required />}
      </Field>
      <Field id="line1" label={t.line1} error={err("line1")}>
        {(p) => <input {...p} className={styles.input} autoComplete="address-line1" value={values.line1} onChange={text("line1")} required />}
      </Field>
      <Field id="line2" label={t.line2} error={err("line2")}>
        {(p) => <input {...p} className={styles.input} autoComplete="address-line2" value={values.line2} onChange={text("line2")} />}
      </Field>
      {/* The pincode first: it fills the city and state (India Post's directory), as at checkout. */}
      <div className={styles.row}>
        <Field id="postcode" label={t.pincode} hint={t.pincodeHint} error={err("postcode")}>
          {(p) => <input {...p} className={styles.input} inputMode="numeric" autoComplete="postal-code" value={values.postcode} onChange={onPincode} required />}
        </Field>
        <Field id="country" label={t.country} error={err("country")}>
          {(p) => (
            <select {...p} className={styles.select} autoComplete="country" value={values.country} onChange={text("country")}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="line4" label={t.city} error={err("line4")}>
          {(p) => <input {...p} className={styles.input} autoComplete="address-level2" value={values.line4} onChange={text("line4")} required />}
        </Field>
        <Field id="state" label={t.state} error={err("state")}>
          {(p) =>
            values.country === "IN" ? (
              <StateSelect field={p} className={styles.select} autoComplete="address-level1" value={values.state} onChange={(state) => setValues((v) => ({ ...v, state }))} />
            ) : (
              <input {...p} className={styles.input} autoComplete="address-level1" value={values.state} onChange={text("state")} />
            )
          }
        </Field>
      </div>
      <Field id="notes" label={t.notes} error={err("notes")}>
        {(p) => <input {...p} className={styles.input} value={values.notes} onChange={text("notes")} />}
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={values.is_default_for_shipping} onChange={flag("is_default_for_shipping")} /> {t.deliverHere}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={values.is_default_for_billing} onChange={flag("is_default_for_billing")} /> {t.billHere}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {address ? t.save : t.addButton}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
