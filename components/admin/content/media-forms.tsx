"use client";
// The gallery and downloads forms: a gallery picture's tag, title, words and day with its picture, and a
// download's title, words and switch with its PDF. The file goes under the Server Action cap: the form
// says so and refuses a larger file before sending it. Plain forms: they work without JavaScript.
import { useActionState, useState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./banner-forms.module.css";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

const kB = (limit: number) => `${Math.floor(limit / 1000)} kB`;

/** The file chosen in `name` is larger than `limit`: the message to show instead of sending it. */
function refuseLarge(form: HTMLFormElement, name: string, limit: number, what: string): string {
  const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];
  return file && file.size > limit ? `The ${what} is larger than ${kB(limit)}.` : "";
}

function Message({ state }: { state: StockFormState }) {
  if (!state.message) return null;
  return (
    <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
      {state.message}
    </p>
  );
}

export interface GalleryFormValues {
  id?: number;
  title: string;
  tag: string;
  description: string;
  date: string;
  image?: string;
  updatedAt?: string;
}

export function GalleryItemForm({ values: v, tags, action, limit, notice }: { values: GalleryFormValues; tags: readonly string[]; action: Action; limit: number; notice?: string }) {
  const [state, formAction, pending] = useActionState(action, notice ? { ok: true, message: notice } : {});
  const [tooBig, setTooBig] = useState("");
  const e = state.errors ?? {};
  const value = (name: string, stored: string) => state.values?.[name] ?? stored;
  const creating = v.id === undefined;
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={creating ? "Add a gallery picture" : "Edit the gallery picture"}
      key={`${v.updatedAt ?? ""}:${JSON.stringify(state.values ?? {})}`}
      onSubmit={(event) => {
        const refused = refuseLarge(event.currentTarget, "image", limit, "picture");
        if (refused) event.preventDefault();
        setTooBig(refused);
      }}
    >
      {!creating && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      <Message state={state} />
      <Field id="gallery-title" label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={value("title", v.title)} required maxLength={200} />}
      </Field>
      <Field id="gallery-tag" label="Tag" error={e.tag}>
        {(p) => (
          <select {...p} name="tag" className={forms.input} defaultValue={value("tag", v.tag)} required>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="gallery-date" label="Day it happened" error={e.date}>
        {(p) => <input {...p} name="date" type="date" className={forms.input} defaultValue={value("date", v.date)} required />}
      </Field>
      <Field id="gallery-description" label="Description (optional)" error={e.description}>
        {(p) => <textarea {...p} name="description" rows={3} className={forms.input} defaultValue={value("description", v.description)} maxLength={2000} />}
      </Field>
      {v.image && (
        // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored picture
        <img src={v.image} alt={`The picture now: ${v.title}`} width={300} height={200} className={styles.preview} />
      )}
      <Field
        id="gallery-image"
        label={creating ? "Picture" : "Replace the picture (optional)"}
        hint={`JPEG, PNG or WebP, at most ${kB(limit)}; cut to 1200 × 800, keeping the part that draws the eye.`}
        error={tooBig || e.image}
      >
        {(p) => <input {...p} name="image" type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} required={creating} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {creating ? "Add the picture" : "Save the picture"}
        </button>
      </div>
    </form>
  );
}

export interface DownloadFormValues {
  id?: number;
  title: string;
  description: string;
  isActive: boolean;
  file?: string;
  updatedAt?: string;
}

export function DownloadForm({ values: v, action, limit, notice }: { values: DownloadFormValues; action: Action; limit: number; notice?: string }) {
  const [state, formAction, pending] = useActionState(action, notice ? { ok: true, message: notice } : {});
  const [tooBig, setTooBig] = useState("");
  const e = state.errors ?? {};
  const value = (name: string, stored: string) => state.values?.[name] ?? stored;
  const creating = v.id === undefined;
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={creating ? "Add a download" : "Edit the download"}
      key={`${v.updatedAt ?? ""}:${JSON.stringify(state.values ?? {})}`}
      onSubmit={(event) => {
        const refused = refuseLarge(event.currentTarget, "file", limit, "file");
        if (refused) event.preventDefault();
        setTooBig(refused);
      }}
    >
      {!creating && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      <Message state={state} />
      <Field id="download-title" label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={value("title", v.title)} required maxLength={200} />}
      </Field>
      <Field id="download-description" label="Description (optional)" error={e.description}>
        {(p) => <textarea {...p} name="description" rows={3} className={forms.input} defaultValue={value("description", v.description)} maxLength={2000} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={state.values ? state.values.is_active === "on" : v.isActive} /> Listed on the downloads page
      </label>
      {v.file && (
        <p>
          <a href={v.file}>The file now</a>
        </p>
      )}
      <Field
        id="download-file"
        label={creating ? "PDF file" : "Replace the file (optional)"}
        hint={`A PDF, at most ${kB(limit)} here (larger ones, up to 10 MB, through the staff API).`}
        error={tooBig || e.file}
      >
        {(p) => <input {...p} name="file" type="file" accept="application/pdf,.pdf" className={forms.input} required={creating} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {creating ? "Add the download" : "Save the download"}
        </button>
      </div>
    </form>
  );
}

export interface VideoFormValues {
  id: number;
  title: string;
  isActive: boolean;
}

/** A landing page video's title and whether it is the one shown. */
export function HomeVideoForm({ values: v, action }: { values: VideoFormValues; action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  return (
    <form action={formAction} className={forms.form} aria-label="Edit the video" key={JSON.stringify(state.values ?? {})}>
      <input type="hidden" name="id" value={v.id} />
      <Message state={state} />
      <Field id="video-title" label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={state.values?.title ?? v.title} required maxLength={200} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={state.values ? state.values.is_active === "on" : v.isActive} /> Shown on the landing page (the others are switched off)
      </label>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save the video
        </button>
      </div>
    </form>
  );
}

/** A landing page video's poster: shown, replaced (under the form's cap, refused first when larger). */
export function HomeVideoPosterForm({ id, poster, action, limit }: { id: number; poster: string | null; action: Action; limit: number }) {
  const [state, formAction, pending] = useActionState(action, {});
  const [tooBig, setTooBig] = useState("");
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label="Poster picture"
      onSubmit={(event) => {
        const refused = refuseLarge(event.currentTarget, "poster", limit, "picture");
        if (refused) event.preventDefault();
        setTooBig(refused);
      }}
    >
      <input type="hidden" name="id" value={id} />
      <h2>Poster picture</h2>
      {!state.errors?.poster && <Message state={state} />}
      {poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored picture
        <img src={poster} alt="The poster now" width={320} height={180} className={styles.preview} />
      ) : (
        <p>None: the landing page shows the video&apos;s first frame.</p>
      )}
      <Field id="video-poster" label="Choose a new poster" hint={`Shown before the video plays; cut to 1280 × 720. JPEG, PNG or WebP, at most ${kB(limit)}.`} error={tooBig || state.errors?.poster}>
        {(p) => <input {...p} name="poster" type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} required />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Save the poster
        </button>
      </div>
    </form>
  );
}

/** A 360° set's title and the product it turns (by the product's slug; empty: none). */
export function ShowroomSetForm({ values: v, action }: { values: { id: number; title: string; product: string }; action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  return (
    <form action={formAction} className={forms.form} aria-label="Edit the 360° set" key={JSON.stringify(state.values ?? {})}>
      <input type="hidden" name="id" value={v.id} />
      <Message state={state} />
      <Field id="set-title" label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={state.values?.title ?? v.title} required maxLength={200} />}
      </Field>
      <Field id="set-product" label="Product (optional)" hint="The product's slug: the last part of its web address, like teak-bench. Empty: the set belongs to no product." error={e.product}>
        {(p) => <input {...p} name="product" className={forms.input} defaultValue={state.values?.product ?? v.product} maxLength={200} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save the set
        </button>
      </div>
    </form>
  );
}
