"use client";
// A landing page section as a form: its heading, shown or hidden, how many items, and for a row of
// products where they come from (one collection's, or featured, new or best rated). Adding one also
// asks its kind. A plain form posting to its Server Action: it works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { PRODUCT_SOURCE_NAMES, SECTION_KINDS } from "@/lib/admin/content/home-section-labels.ts";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

export interface HomeSectionValues {
  id?: number;
  type?: string;
  title: string;
  isActive: boolean;
  productSource: string | null;
  collectionId: number | null;
  itemLimit: number;
  updatedAt?: string;
}

export function HomeSectionForm({ values: v, collections, action, label }: { values: HomeSectionValues; collections: { id: number; title: string }[]; action: Action; label: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  const creating = v.id === undefined;
  return (
    <form action={formAction} className={forms.form} aria-label={label} key={`${v.updatedAt ?? ""}:${JSON.stringify(sent ?? {})}`}>
      {!creating && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      {creating && (
        <Field id="section-type" label="Kind" error={e.type}>
          {(p) => (
            <select {...p} name="type" className={forms.select} defaultValue={value("type", "products")}>
              {Object.entries(SECTION_KINDS).map(([k, name]) => (
                <option key={k} value={k}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id={`section-title-${v.id ?? "new"}`} label="Heading" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={value("title", v.title)} required maxLength={128} />}
      </Field>
      {(creating || v.type === "products") && (
        <>
          <Field id={`section-source-${v.id ?? "new"}`} label={creating ? "Products from (a row of products only)" : "Products from"} error={e.product_source}>
            {(p) => (
              <select {...p} name="product_source" className={forms.select} defaultValue={value("product_source", v.productSource ?? "")}>
                {creating && <option value="">—</option>}
                {Object.entries(PRODUCT_SOURCE_NAMES).map(([k, name]) => (
                  <option key={k} value={k}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`section-collection-${v.id ?? "new"}`} label="Collection (for one collection's products)" error={e.collection_id}>
            {(p) => (
              <select {...p} name="collection_id" className={forms.select} defaultValue={value("collection_id", v.collectionId ? String(v.collectionId) : "")}>
                <option value="">—</option>
                {collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      <Field id={`section-limit-${v.id ?? "new"}`} label="Items shown" hint="1 to 48." error={e.item_limit}>
        {(p) => <input {...p} name="item_limit" type="number" min={1} max={48} className={forms.input} defaultValue={value("item_limit", String(v.itemLimit))} required />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={sent ? sent.is_active === "on" : v.isActive} /> Shown on the landing page
      </label>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {creating ? "Add the section" : "Save the section"}
        </button>
      </div>
    </form>
  );
}
