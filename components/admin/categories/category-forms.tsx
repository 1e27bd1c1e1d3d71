"use client";
// The category forms: plain forms posting to their Server Actions, so they work without JavaScript;
// with it, the answer appears without a reload. Errors sit beside their fields; each change carries
// the version it was made from (updated_at), so a newer change is never overwritten.
import { useActionState, useState, type ReactNode } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./categories.module.css";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

export interface ParentChoice {
  id: number;
  name: string;
  depth: number;
}

function Message({ state }: { state: StockFormState }) {
  if (!state.message) return null;
  return (
    <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
      {state.message}
    </p>
  );
}

function Version({ id, updatedAt }: { id: number; updatedAt: string }) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
    </>
  );
}

function ParentSelect({ id, choices, value, error, label }: { id: string; choices: ParentChoice[]; value: string; error?: string; label: string }) {
  return (
    <Field id={id} label={label} error={error}>
      {(p) => (
        <select {...p} name="parent" key={value} className={forms.select} defaultValue={value}>
          <option value="">Top level (a room of its own)</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {`${"— ".repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Submit({ pending, children, primary = true }: { pending: boolean; children: ReactNode; primary?: boolean }) {
  return (
    <div className={forms.actions}>
      <button type="submit" className={primary ? button.primary : button.secondary} disabled={pending}>
        {children}
      </button>
    </div>
  );
}

/** Add a category at the top level or under a parent; it starts hidden. */
export function NewCategoryForm({ action, parents }: { action: Action; parents: ParentChoice[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values ?? {};
  return (
    <form action={formAction} className={forms.form} aria-labelledby="new-category-heading" key={JSON.stringify(sent)}>
      <h2 id="new-category-heading" tabIndex={-1}>
        Add a category
      </h2>
      <Message state={state} />
      <Field id="name" label="Name" error={e.name}>
        {(p) => <input {...p} className={forms.input} defaultValue={sent.name ?? ""} required maxLength={128} />}
      </Field>
      <Field id="slug" label="Slug (optional)" hint="Lower-case letters, digits and hyphens; made from the name when left empty." error={e.slug}>
        {(p) => <input {...p} className={forms.input} defaultValue={sent.slug ?? ""} maxLength={128} />}
      </Field>
      <ParentSelect id="parent" label="Place it under" choices={parents} value={sent.parent ?? ""} error={e.parent} />
      <Field id="description" label="Description (optional)" error={e.description}>
        {(p) => <textarea {...p} className={forms.input} rows={3} defaultValue={sent.description ?? ""} maxLength={5000} />}
      </Field>
      <p className={forms.hint}>A new category is hidden from shoppers until you publish it.</p>
      <Submit pending={pending}>Add the category</Submit>
    </form>
  );
}

export interface CategoryDetails {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Hindi shoppers see these where filled, the English ones otherwise. */
  nameHi: string;
  descriptionHi: string;
  updatedAt: string;
}

/** Rename: name, slug and description. */
export function CategoryDetailsForm({ action, value }: { action: Action; value: CategoryDetails }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.ok ? undefined : state.values;
  return (
    <form action={formAction} className={forms.form} aria-labelledby="details-heading" key={`${value.updatedAt}-${JSON.stringify(sent ?? {})}`}>
      <h2 id="details-heading">Name and description</h2>
      <Version id={value.id} updatedAt={value.updatedAt} />
      <Message state={state} />
      <Field id="name" label="Name" error={e.name}>
        {(p) => <input {...p} className={forms.input} defaultValue={sent?.name ?? value.name} required maxLength={128} />}
      </Field>
      <Field id="slug" label="Slug" hint="The last step of its address in the shop: /c/…/slug/." error={e.slug}>
        {(p) => <input {...p} className={forms.input} defaultValue={sent?.slug ?? value.slug} required maxLength={128} />}
      </Field>
      <Field id="description" label="Description" error={e.description}>
        {(p) => <textarea {...p} className={forms.input} rows={4} defaultValue={sent?.description ?? value.description} maxLength={5000} />}
      </Field>
      <Field id="name_hi" label="Name (Hindi)" hint="Empty: Hindi pages show the English name." error={e.name_hi}>
        {(p) => <input {...p} lang="hi" className={forms.input} defaultValue={sent?.name_hi ?? value.nameHi} maxLength={128} />}
      </Field>
      <Field id="description_hi" label="Description (Hindi)" hint="Empty: Hindi pages show the English description." error={e.description_hi}>
        {(p) => <textarea {...p} lang="hi" className={forms.input} rows={4} defaultValue={sent?.description_hi ?? value.descriptionHi} maxLength={5000} />}
      </Field>
      <Submit pending={pending}>Save the name and description</Submit>
    </form>
  );
}

/** Move it (with everything below it) under another parent. */
export function MoveCategoryForm({ action, id, updatedAt, parentId, parents }: { action: Action; id: number; updatedAt: string; parentId: number | null; parents: ParentChoice[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={forms.form} aria-labelledby="move-heading">
      <h2 id="move-heading">Place in the tree</h2>
      <Version id={id} updatedAt={updatedAt} />
      <Message state={state} />
      <ParentSelect id="move-parent" label="Parent" choices={parents} value={state.values?.parent ?? (parentId === null ? "" : String(parentId))} error={state.errors?.parent} />
      <p className={forms.hint}>Its subcategories move with it. It goes last among its new siblings.</p>
      <Submit pending={pending} primary={false}>
        Move the category
      </Submit>
    </form>
  );
}

/** Publish or hide it. */
export function PublishCategoryForm({ action, id, updatedAt, isPublic, shownInShop }: { action: Action; id: number; updatedAt: string; isPublic: boolean; shownInShop: boolean }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={forms.form} aria-labelledby="publish-heading">
      <h2 id="publish-heading">In the shop</h2>
      <Version id={id} updatedAt={updatedAt} />
      <input type="hidden" name="is_public" value={isPublic ? "false" : "true"} />
      <Message state={state} />
      <p>
        {isPublic ? (shownInShop ? "Published: shoppers see it." : "Published, but hidden from shoppers because a category above it is hidden.") : "Hidden from shoppers."}
      </p>
      <Submit pending={pending} primary={!isPublic}>
        {isPublic ? "Hide from shoppers" : "Publish"}
      </Submit>
    </form>
  );
}

/** Set or remove its picture (JPEG, PNG or WebP). */
export function CategoryPictureForm({ action, id, updatedAt, image, name, limit }: { action: Action; id: number; updatedAt: string; image: string | null; name: string; limit: number }) {
  const [state, formAction, pending] = useActionState(action, {});
  const [tooBig, setTooBig] = useState("");
  const error = tooBig || state.errors?.picture;
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-labelledby="picture-heading"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("picture") as HTMLInputElement | null;
        const file = input?.files?.[0];
        const removing = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "yes";
        if (!removing && file && file.size > limit) {
          event.preventDefault();
          setTooBig(`The picture is larger than ${Math.floor(limit / 1000)} kB.`);
        } else setTooBig("");
      }}
    >
      <h2 id="picture-heading">Picture</h2>
      <Version id={id} updatedAt={updatedAt} />
      <Message state={state.errors?.picture ? {} : state} />
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored picture
        <img src={image} alt={`The picture of ${name}`} width={240} height={180} className={styles.preview} />
      ) : (
        <p>No picture yet.</p>
      )}
      <Field id="picture" label="Choose a picture" hint={`JPEG, PNG or WebP, at most ${Math.floor(limit / 1000)} kB.`} error={error}>
        {(p) => <input {...p} type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save the picture
        </button>
        {image && (
          <button type="submit" name="remove" value="yes" className={button.secondary} disabled={pending}>
            Remove the picture
          </button>
        )}
      </div>
    </form>
  );
}

/** Up and down among its siblings (a row of the tree). */
export function ReorderForm({ action, id, updatedAt, name, first, last }: { action: Action; id: number; updatedAt: string; name: string; first: boolean; last: boolean }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} aria-label={`Order of ${name}`} className={styles.order}>
      <Version id={id} updatedAt={updatedAt} />
      <button type="submit" name="move" value="up" className={button.secondary} disabled={pending || first} aria-label={`Move ${name} up`}>
        ↑
      </button>
      <button type="submit" name="move" value="down" className={button.secondary} disabled={pending || last} aria-label={`Move ${name} down`}>
        ↓
      </button>
      {state.message && !state.ok && (
        <span role="alert" className={forms.error}>
          {state.message}
        </span>
      )}
    </form>
  );
}
