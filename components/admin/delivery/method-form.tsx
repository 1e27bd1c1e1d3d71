"use client";
// A shipping method as a form: its estimate, order and state, and its charge in each zone (a zone whose
// price is left empty is not served by it). It works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import table from "@/components/admin/data-table.module.css";
import button from "@/components/ui/button.module.css";
import type { AdminShippingMethod } from "@/lib/admin/delivery/methods.ts";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface MethodFormProps {
  method: AdminShippingMethod | null;
  zones: { id: number; name: string }[];
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  submitLabel: string;
}

export function MethodForm({ method: m, zones, action, submitLabel }: MethodFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  const check = (name: string, stored: boolean) => (sent ? sent[name] === "on" : stored);
  const charge = (zoneId: number) => m?.charges.find((c) => c.zone_id === zoneId);
  return (
    <form action={formAction} className={forms.form} key={JSON.stringify(sent ?? {})}>
      {m && <input type="hidden" name="id" value={m.id} />}
      {m && <input type="hidden" name="updated_at" value={m.date_updated} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id="name" label="Name" error={e.name}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("name", m?.name ?? "")} required maxLength={128} />}
      </Field>
      <Field id="code" label="Code" hint="Letters, digits and dashes, like express." error={e.code}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("code", m?.code ?? "")} required maxLength={64} />}
      </Field>
      <Field id="description" label="Description (optional)" error={e.description}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("description", m?.description ?? "")} maxLength={1000} />}
      </Field>
      <Field id="min_days" label="Delivered in at least (working days)" error={e.min_days}>
        {(p) => <input {...p} className={forms.input} type="number" min={0} max={365} defaultValue={value("min_days", String(m?.min_days ?? 5))} required />}
      </Field>
      <Field id="max_days" label="… and at most (working days)" error={e.max_days}>
        {(p) => <input {...p} className={forms.input} type="number" min={0} max={365} defaultValue={value("max_days", String(m?.max_days ?? 8))} required />}
      </Field>
      <Field id="display_order" label="Display order" hint="Smaller first." error={e.display_order}>
        {(p) => <input {...p} className={forms.input} type="number" min={0} max={10000} defaultValue={value("display_order", String(m?.display_order ?? 0))} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={check("is_active", m?.is_active ?? true)} /> Offered to shoppers
      </label>
      <label className={forms.check}>
        <input type="checkbox" name="for_made_to_order" defaultChecked={check("for_made_to_order", m?.for_made_to_order ?? true)} /> Carries made-to-order pieces
      </label>
      {e.charges && (
        <p role="alert" className={forms.alert} id="charges-error">
          {e.charges}
        </p>
      )}
      <div className={table.scroll}>
        <table className={table.table}>
          <caption>Charge in each zone (₹ incl. GST; leave the price empty where it does not deliver)</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Price</th>
              <th scope="col">Per piece</th>
              <th scope="col">Free above</th>
            </tr>
          </thead>
          <tbody>
            {zones.map((z) => {
              const c = charge(z.id);
              return (
                <tr key={z.id}>
                  <th scope="row">
                    {z.name}
                    <input type="hidden" name="zone_ids" value={z.id} />
                  </th>
                  <td>
                    <input aria-label={`Price in ${z.name}`} name={`price_${z.id}`} className={forms.input} inputMode="decimal" defaultValue={value(`price_${z.id}`, c?.price ?? "")} />
                  </td>
                  <td>
                    <input aria-label={`Per piece in ${z.name}`} name={`price_per_item_${z.id}`} className={forms.input} inputMode="decimal" defaultValue={value(`price_per_item_${z.id}`, c?.price_per_item ?? "")} />
                  </td>
                  <td>
                    <input aria-label={`Free above in ${z.name}`} name={`free_above_${z.id}`} className={forms.input} inputMode="decimal" defaultValue={value(`free_above_${z.id}`, c?.free_above ?? "")} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
