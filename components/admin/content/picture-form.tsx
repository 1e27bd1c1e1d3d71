"use client";
// One stored picture of the shop's content (a banner's, a collection's tile): shown, replaced, and
// removed where the thing can do without it. Under the Server Action cap: the form says so and refuses a
// larger file before sending it. A plain form: it works without JavaScript.
import { useActionState, useState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import { FormMessage } from "@/components/admin/form-message.tsx";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./banner-forms.module.css";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;

export const PICTURE_HINT = (limit: number) => `JPEG, PNG or WebP, at most ${Math.floor(limit / 1000)} kB; cut to fit, keeping the part that draws the eye.`;

/** Whether the form's chosen file is over `limit` bytes (checked before sending). */
export function tooLarge(form: HTMLFormElement, limit: number): boolean {
  const input = form.elements.namedItem(form.elements.namedItem("image") ? "image" : "picture") as HTMLInputElement | null;
  const file = input?.files?.[0];
  return !!file && file.size > limit;
}

interface PictureFormProps {
  /** Tells this form's fields apart from the page's other picture forms: "banner-image". */
  name: string;
  id: number;
  /** Sent as `field` (which picture of the thing). */
  field: string;
  label: string;
  picture: string | null;
  size: { width: number; height: number };
  updatedAt: string;
  action: Action;
  limit: number;
  /** What is shown while there is no picture. */
  empty: string;
  /** The button that removes the picture (none: it cannot be removed). */
  removeLabel?: string;
}

export function PictureForm({ name, id, field, label, picture, size, updatedAt, action, limit, empty, removeLabel }: PictureFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const [tooBig, setTooBig] = useState("");
  return (
    <form
      action={formAction}
      className={forms.form}
      aria-label={label}
      onSubmit={(event) => {
        const removing = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "yes";
        if (!removing && tooLarge(event.currentTarget, limit)) {
          event.preventDefault();
          setTooBig(`The picture is larger than ${Math.floor(limit / 1000)} kB.`);
        } else setTooBig("");
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      <h3>{label}</h3>
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored picture
        <img src={picture} alt={`The ${label.toLowerCase()} now`} width={size.width / 4} height={size.height / 4} className={styles.preview} />
      ) : (
        <p>{empty}</p>
      )}
      <Field id={name} label={`Choose a new ${label.toLowerCase()}`} hint={`${size.width} × ${size.height}. ${PICTURE_HINT(limit)}`} error={tooBig || state.errors?.picture}>
        {(p) => <input {...p} name="picture" type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Save the picture
        </button>
        {removeLabel && picture && (
          <button type="submit" name="remove" value="yes" className={button.secondary} disabled={pending}>
            {removeLabel}
          </button>
        )}
        {!state.errors?.picture && <FormMessage state={{ ok: state.ok ? state.message : undefined, error: state.ok ? undefined : state.message }} />}
      </div>
    </form>
  );
}
