"use client";
// The delivery address step: a saved address (signed-in buyers) or a new one, every field with its own
// error beside it.
import { useTranslations } from "next-intl";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import type { UserAddressJson } from "@/lib/addresses/address-book-json.ts";
import type { AddressField, CheckoutState, CheckoutValues } from "./checkout-state.ts";
import { StateSelect } from "./state-select.tsx";
import styles from "./checkout.module.css";

export interface CountryOption {
  code: string;
  name: string;
}

// Each field's label is its name's message in "Checkout" (messages/*.json).
const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: "shipping given-name",
  last_name: "shipping family-name",
  phone_number: "shipping tel",
  line1: "shipping address-line1",
  line2: "shipping address-line2",
  line4: "shipping address-level2",
  state: "shipping address-level1",
  postcode: "shipping postal-code",
  country: "shipping country",
  notes: "off",
};

export function addressSummary(a: Pick<UserAddressJson, "first_name" | "last_name" | "line1" | "line2" | "line4" | "state" | "postcode">): string {
  return [[a.first_name, a.last_name].join(" "), a.line1, a.line2, [a.line4, a.state, a.postcode].filter(Boolean).join(" ")].filter((p) => p.trim()).join(", ");
}

interface AddressStepProps {
  values: CheckoutValues;
  errors: CheckoutState["errors"];
  addresses: UserAddressJson[];
  countries: CountryOption[];
  onChange: (name: keyof CheckoutValues, value: string) => void;
  /** JavaScript runs: the new address's fields show only when it is chosen. */
  enhanced: boolean;
}

export function AddressFields({ values, errors, addresses, countries, onChange, enhanced }: AddressStepProps) {
  const useNew = addresses.length === 0 || values.address_choice === "new";
  const t = useTranslations("Checkout");
  const field = (name: AddressField, extra: { required?: boolean; inputMode?: "numeric" | "tel"; type?: string; hint?: string } = {}) => (
    <Field id={name} label={t(name)} error={errors[name]} hint={extra.hint}>
      {(p) =>
        name === "country" ? (
          <select {...p} className={forms.select} autoComplete={AUTOCOMPLETE[name]} value={values.country} onChange={(e) => onChange("country", e.target.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        ) : name === "state" && values.country === "IN" ? (
          <StateSelect field={p} className={forms.select} autoComplete={AUTOCOMPLETE[name]} value={values.state} onChange={(state) => onChange("state", state)} />
        ) : (
          <input
            {...p}
            className={forms.input}
            type={extra.type ?? "text"}
            inputMode={extra.inputMode}
            autoComplete={AUTOCOMPLETE[name]}
            value={values[name]}
            onChange={(e) => onChange(name, e.target.value)}
            required={extra.required}
          />
        )
      }
    </Field>
  );
  return (
    <>
      {addresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Deliver to</legend>
          {addresses.map((a) => (
            <label key={a.id} className={styles.choice}>
              <input type="radio" name="address_choice" value={String(a.id)} checked={values.address_choice === String(a.id)} onChange={() => onChange("address_choice", String(a.id))} />
              <span>
                <span className={styles.choiceTitle}>{addressSummary(a)}</span>
                <span className={styles.choiceNote}>{a.phone_number}</span>
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="address_choice" value="new" checked={values.address_choice === "new"} onChange={() => onChange("address_choice", "new")} />
            <span className={styles.choiceTitle}>A new address</span>
          </label>
          {errors.address_choice && (
            <p className={forms.error} role="alert">
              {errors.address_choice}
            </p>
          )}
        </fieldset>
      )}
      {addresses.length === 0 && <input type="hidden" name="address_choice" value="new" />}
      {/* Without JavaScript every field is sent; the server uses them when "A new address" is chosen. */}
      <div className={styles.fields} hidden={enhanced && !useNew}>
        <div className={forms.row}>
          {field("first_name", { required: true })}
          {field("last_name", { required: true })}
        </div>
        {field("phone_number", { required: true, type: "tel", hint: "The courier calls this number." })}
        {field("line1", { required: true })}
        {field("line2")}
        {/* The pincode first: it fills the city and state (India Post's directory). */}
        <div className={forms.row}>
          {field("postcode", { required: true, inputMode: "numeric", hint: "We fill in the city and state from it." })}
          {field("country")}
        </div>
        <div className={forms.row}>
          {field("line4", { required: true })}
          {field("state")}
        </div>
        {field("notes")}
      </div>
    </>
  );
}
