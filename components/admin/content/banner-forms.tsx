"use client";
// The banner form: its fields (heading, alt text, link, window in India's time, switched on) and, when
// adding one, its wide picture (under the Server Action cap: the form says so and refuses a larger file
// before sending it; later pictures are changed with picture-form.tsx). A plain form: it works without JavaScript.
import { useActionState, useState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./banner-forms.module.css";
import { PICTURE_HINT, tooLarge } from "./picture-form.tsx";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

export interface BannerFormValues {
  id?: number;
  title: string;
  subtitle: string;
  altText: string;
  link: string;
  isActive: boolean;
  /** `datetime-local` values in India's time ("" for none). */
  startsAt: string;
  endsAt: string;
  updatedAt?: string;
}


export function BannerForm({ values: v, action, limit }: { values: BannerFormValues; action: Action; limit: number }) {
  const [state, formAction, pending] = useActionState(action, {});
  const [tooBig, setTooBig] = useState("");
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  const creating = v.id === undefined;
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={creating ? "Add a banner" : "Edit the banner"}
      key={`${v.updatedAt ?? ""}:${JSON.stringify(sent ?? {})}`}
      onSubmit={(event) => {
        if (creating && tooLarge(event.currentTarget, limit)) {
          event.preventDefault();
          setTooBig(`The wide picture is larger than ${Math.floor(limit / 1000)} kB.`);
        } else setTooBig("");
      }}
    >
      {!creating && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id="banner-title" label="Heading" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} defaultValue={value("title", v.title)} required maxLength={128} />}
      </Field>
      <Field id="banner-subtitle" label="Line below the heading (optional)" error={e.subtitle}>
        {(p) => <input {...p} name="subtitle" className={forms.input} defaultValue={value("subtitle", v.subtitle)} maxLength={256} />}
      </Field>
      <Field id="banner-alt" label="What the picture shows (alt text)" hint="Read out by screen readers. Leave empty only when the picture is decoration." error={e.alt_text}>
        {(p) => <input {...p} name="alt_text" className={forms.input} defaultValue={value("alt_text", v.altText)} maxLength={200} />}
      </Field>
      <Field id="banner-link" label="Link (optional)" hint="A shop path like /c/bedroom/, or an https:// address." error={e.link}>
        {(p) => <input {...p} name="link" className={forms.input} defaultValue={value("link", v.link)} maxLength={500} />}
      </Field>
      <div className={styles.window}>
        <Field id="banner-starts" label="Shown from (India time, optional)" hint="Empty: at once." error={e.starts_at}>
          {(p) => <input {...p} name="starts_at" type="datetime-local" step={1} className={forms.input} defaultValue={value("starts_at", v.startsAt)} />}
        </Field>
        <Field id="banner-ends" label="Shown until (optional)" hint="Empty: until switched off." error={e.ends_at}>
          {(p) => <input {...p} name="ends_at" type="datetime-local" step={1} className={forms.input} defaultValue={value("ends_at", v.endsAt)} />}
        </Field>
      </div>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" defaultChecked={sent ? sent.is_active === "on" : v.isActive} /> Switched on
      </label>
      {creating && (
        <Field id="banner-image" label="Wide picture" hint={PICTURE_HINT(limit)} error={tooBig || e.image}>
          {(p) => <input {...p} name="image" type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} required />}
        </Field>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {creating ? "Add the banner" : "Save the banner"}
        </button>
      </div>
    </form>
  );
}
