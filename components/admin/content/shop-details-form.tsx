"use client";
// The shop's details: legal name, address, phone, hours and GSTIN. A plain form posting to a Server
// Action (it works without JavaScript); the hidden updated_at refuses a save over a newer change. Keyed
// by the version it shows, so a colleague's change (after a refresh) shows the new details.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import type { AdminShopDetails } from "@/lib/admin/content/shop-details.ts";

interface ShopDetailsFormProps {
  details: AdminShopDetails;
  states: readonly (readonly [code: string, name: string])[];
  action: (state: FormState, form: FormData) => Promise<FormState>;
}

export function ShopDetailsForm({ details: d, states, action }: ShopDetailsFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values as Record<string, string> | undefined;
  const value = (name: keyof AdminShopDetails) => sent?.[name] ?? String(d[name] ?? "");
  return (
    <form action={formAction} className={forms.form} aria-label="The shop's details" key={`${d.updated_at}:${JSON.stringify(sent ?? {})}`}>
      <input type="hidden" name="updated_at" value={d.updated_at} />
      {(state.ok || state.error) && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.ok ?? state.error}
        </p>
      )}
      <Field id="shop-legal-name" label="Legal name" hint="The registered name invoices carry." error={e.legal_name}>
        {(p) => <input {...p} name="legal_name" className={forms.input} defaultValue={value("legal_name")} required maxLength={200} autoComplete="organization" />}
      </Field>
      <Field id="shop-address-line1" label="Street address" error={e.address_line1}>
        {(p) => <input {...p} name="address_line1" className={forms.input} defaultValue={value("address_line1")} required maxLength={200} autoComplete="address-line1" />}
      </Field>
      <Field id="shop-address-line2" label="Area (optional)" error={e.address_line2}>
        {(p) => <input {...p} name="address_line2" className={forms.input} defaultValue={value("address_line2")} maxLength={200} autoComplete="address-line2" />}
      </Field>
      <Field id="shop-city" label="City" error={e.city}>
        {(p) => <input {...p} name="city" className={forms.input} defaultValue={value("city")} required maxLength={100} autoComplete="address-level2" />}
      </Field>
      <Field id="shop-state" label="State" error={e.state_code}>
        {(p) => (
          <select {...p} name="state_code" className={forms.input} defaultValue={value("state_code")} required>
            {states.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="shop-pincode" label="Pincode" error={e.pincode}>
        {(p) => <input {...p} name="pincode" className={forms.input} defaultValue={value("pincode")} required inputMode="numeric" maxLength={7} autoComplete="postal-code" />}
      </Field>
      <Field id="shop-phone" label="Phone" hint="As the shop should show it: +91 291 274 0100." error={e.phone}>
        {(p) => <input {...p} name="phone" type="tel" className={forms.input} defaultValue={value("phone")} required maxLength={32} autoComplete="tel" />}
      </Field>
      <Field id="shop-hours" label="Hours" hint="When the phone is answered: Monday to Saturday, 10 am – 7 pm." error={e.hours}>
        {(p) => <input {...p} name="hours" className={forms.input} defaultValue={value("hours")} required maxLength={200} />}
      </Field>
      <Field id="shop-gstin" label="GSTIN (optional)" hint="15 characters; leave empty while the shop is not registered for GST." error={e.gstin}>
        {(p) => <input {...p} name="gstin" className={forms.input} defaultValue={value("gstin")} maxLength={20} autoCapitalize="characters" spellCheck={false} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save the details
        </button>
      </div>
    </form>
  );
}
