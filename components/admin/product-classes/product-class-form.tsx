"use client";
// A product class's form: a plain form posting to its Server Action, so it works without JavaScript;
// with it, the answer appears without a reload. Errors sit beside their fields; a save over a newer
// version is refused with who changed it (the hidden updated_at). React resets a form after its action
// but keeps a <select>'s first default: each select is keyed by its value so the saved one shows.
import { useActionState, useId, type ReactNode } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { EMPTY_CLASS_FORM, type ClassFormState } from "@/lib/admin/product-classes/form-state.ts";
import styles from "./product-class-form.module.css";

type Action = (state: ClassFormState, form: FormData) => Promise<ClassFormState>;

export interface ProductClassValue {
  id: number;
  name: string;
  gstRate: string;
  hsnCode: string;
  tracksStock: boolean;
  requiresShipping: boolean;
  leadMin: string;
  leadMax: string;
  leadUnit: "weeks" | "days";
  zoneIds: number[];
  updatedAt: string;
}

function Field({ label, name, error, hint, children }: { label: string; name: string; error?: string; hint?: string; children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={forms.field} data-field={name}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <span id={`${id}-hint`} className={forms.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={forms.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function ProductClassForm({ action, value, zones }: { action: Action; value: ProductClassValue; zones: { id: number; name: string }[] }) {
  const [state, formAction, pending] = useActionState(action, EMPTY_CLASS_FORM);
  const e = state.errors;
  const leadHint = "Leave both empty when it ships from stock. A week is 6 working days. Delivery dates add this to the method's days; express is not offered.";
  return (
    <form action={formAction} className={forms.form} aria-label="Edit the product class" noValidate>
      <input type="hidden" name="id" value={value.id} />
      <input type="hidden" name="updated_at" value={value.updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field label="Name" name="name" error={e.name}>
        {(p) => <input {...p} name="name" className={forms.input} defaultValue={value.name} maxLength={128} required />}
      </Field>
      <Field label="GST rate (%)" name="gst_rate" error={e.gst_rate}>
        {(p) => (
          <select {...p} key={value.gstRate} name="gst_rate" className={forms.select} defaultValue={value.gstRate}>
            {["0", "5", "12", "18", "28"].map((r) => (
              <option key={r} value={r}>
                {r} %
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="HSN or SAC code" name="hsn_code" error={e.hsn_code} hint="4, 6 or 8 digits, printed on invoices.">
        {(p) => <input {...p} name="hsn_code" className={forms.input} defaultValue={value.hsnCode} inputMode="numeric" maxLength={8} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="tracks_stock" defaultChecked={value.tracksStock} /> Tracks stock
      </label>
      <label className={forms.check}>
        <input type="checkbox" name="requires_shipping" defaultChecked={value.requiresShipping} /> Requires shipping
      </label>
      <fieldset className={styles.group}>
        <legend className={forms.label}>Made to order in</legend>
        <p className={forms.hint} id="lead-hint">
          {leadHint}
        </p>
        <div className={styles.lead}>
          <Field label="Shortest" name="lead_min" error={e.lead_min}>
            {(p) => <input {...p} name="lead_min" className={forms.input} defaultValue={value.leadMin} inputMode="numeric" maxLength={4} />}
          </Field>
          <Field label="Longest" name="lead_max" error={e.lead_max}>
            {(p) => <input {...p} name="lead_max" className={forms.input} defaultValue={value.leadMax} inputMode="numeric" maxLength={4} />}
          </Field>
          <Field label="Counted in" name="lead_unit">
            {(p) => (
              <select {...p} key={value.leadUnit} name="lead_unit" className={forms.select} defaultValue={value.leadUnit}>
                <option value="weeks">weeks</option>
                <option value="days">working days</option>
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={e.zone ? "zone-error" : undefined}>
        <legend className={forms.label}>Delivered only to these zones</legend>
        <p className={forms.hint}>None ticked: wherever the shop delivers.</p>
        {zones.map((z) => (
          <label key={z.id} className={forms.check}>
            <input type="checkbox" name="zone" value={z.id} defaultChecked={value.zoneIds.includes(z.id)} /> {z.name}
          </label>
        ))}
        {e.zone && (
          <span id="zone-error" className={forms.error}>
            {e.zone}
          </span>
        )}
      </fieldset>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
