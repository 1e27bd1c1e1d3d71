"use client";
// The optional GST details at checkout: a business buyer's GSTIN and registered name, printed on the tax
// invoice. Plain fields of the checkout form (sent with or without JavaScript); the shop checks the
// GSTIN when the order is placed and its message shows beside the field.
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import type { CheckoutState, CheckoutValues } from "./checkout-state.ts";
import styles from "./checkout.module.css";

interface GstFieldsProps {
  values: CheckoutValues;
  errors: CheckoutState["errors"];
  onChange: (name: "gstin" | "business_name", value: string) => void;
}

export function GstFields({ values, errors, onChange }: GstFieldsProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>GST invoice for a business (optional)</legend>
      <div className={forms.row}>
        <Field id="gstin" label="GSTIN (optional)" hint="15 characters, e.g. 08AAJCV4821K1ZY." error={errors.gstin}>
          {(p) => <input {...p} className={forms.input} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} value={values.gstin} onChange={(e) => onChange("gstin", e.target.value)} />}
        </Field>
        <Field id="business_name" label="Registered business name (optional)" error={errors.business_name}>
          {(p) => <input {...p} className={forms.input} autoComplete="organization" maxLength={200} value={values.business_name} onChange={(e) => onChange("business_name", e.target.value)} />}
        </Field>
      </div>
    </fieldset>
  );
}
