"use client";
// The collection forms: its fields (title, address, description, shown), and one product's buttons in
// its list (add from the picker's results, remove, up, down). Plain forms posting to Server Actions:
// they work without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./banner-forms.module.css";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

export interface CollectionValues {
  id?: number;
  title: string;
  slug: string;
  description: string;
  /** Hindi shoppers see these where filled, the English ones otherwise. */
  titleHi?: string;
  descriptionHi?: string;
  isActive: boolean;
  updatedAt?: string;
}

export function CollectionForm({ values: v, action }: { values: CollectionValues; action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  const creating = v.id === undefined;
  return (
    <form action={formAction} className={forms.form} aria-label={creating ? "Add a collection" : "Edit the collection"} key={`${v.updatedAt ?? ""}:${JSON.stringify(sent ?? {})}`}>
      {!creating && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id={`collection-title-${v.id ?? "new"}`} label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={value("title", v.title)} required maxLength={128} />}
      </Field>
      <Field id={`collection-slug-${v.id ?? "new"}`} label="Address (optional)" hint="/collections/<this>/; left empty, it is made from the title." error={e.slug}>
        {(p) => <input {...p} name="slug" className={forms.input} defaultValue={value("slug", v.slug)} maxLength={100} />}
      </Field>
      {!creating && (
        <Field id="collection-description" label="Description (optional)" error={e.description}>
          {(p) => <textarea {...p} name="description" className={forms.input} rows={3} defaultValue={value("description", v.description)} maxLength={2000} />}
        </Field>
      )}
      {!creating && (
        <Field id="collection-title-hi" label="Title (Hindi)" hint="Empty: Hindi pages show the English title." error={e.title_hi}>
          {(p) => <input {...p} name="title_hi" lang="hi" className={forms.input} defaultValue={value("title_hi", v.titleHi ?? "")} maxLength={128} />}
        </Field>
      )}
      {!creating && (
        <Field id="collection-description-hi" label="Description (Hindi)" hint="Empty: Hindi pages show the English description." error={e.description_hi}>
          {(p) => <textarea {...p} name="description_hi" lang="hi" className={forms.input} rows={3} defaultValue={value("description_hi", v.descriptionHi ?? "")} maxLength={2000} />}
        </Field>
      )}
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={sent ? sent.is_active === "on" : v.isActive} /> Shown in the shop
      </label>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {creating ? "Add the collection" : "Save the collection"}
        </button>
      </div>
    </form>
  );
}

interface ProductButtonsProps {
  id: number;
  product: { id: number; title: string };
  updatedAt: string;
  action: Action;
  /** "add" for a picker result; "list" for a product in the collection. */
  kind: "add" | "list";
  first?: boolean;
  last?: boolean;
}

export function CollectionProductButtons({ id, product, updatedAt, action, kind, first, last }: ProductButtonsProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} aria-label={`${kind === "add" ? "Add" : "Place of"} ${product.title}`} className={styles.move}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="product" value={product.id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      {kind === "add" ? (
        <button type="submit" name="intent" value="add" className={button.secondary} disabled={pending}>
          Add<span className="visually-hidden"> {product.title}</span>
        </button>
      ) : (
        <>
          <button type="submit" name="intent" value="up" className={button.secondary} disabled={pending || first} aria-label={`Move ${product.title} up`}>
            ↑
          </button>
          <button type="submit" name="intent" value="down" className={button.secondary} disabled={pending || last} aria-label={`Move ${product.title} down`}>
            ↓
          </button>
          <button type="submit" name="intent" value="remove" className={button.secondary} disabled={pending}>
            Remove<span className="visually-hidden"> {product.title}</span>
          </button>
        </>
      )}
      {state.message && !state.ok && <span role="alert">{state.message}</span>}
    </form>
  );
}
