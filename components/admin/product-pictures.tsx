"use client";
// The editor's pictures: each with its alt text (required), moved up or down, or removed (Server
// Actions); a new one is chosen with the file picker or dropped on the box, given its alt text, and
// sent to the staff API's upload endpoint (uploads go to route handlers, which take large bodies).
import { useRouter } from "next/navigation";
import { useActionState, useRef, useState, type DragEvent, type FormEvent } from "react";
import { changeProductPicture } from "@/app/admin/products/actions.ts";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import styles from "./product-admin.module.css";

export interface PictureItem {
  id: number;
  thumbnail: string;
  alt: string;
}

function Picture({ productId, picture, place, count }: { productId: number; picture: PictureItem; place: number; count: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(changeProductPicture, {});
  const id = `pic-${picture.id}`;
  return (
    <li className={styles.picture}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail, already its small copy */}
      <img src={picture.thumbnail} alt={picture.alt} width={120} height={90} />
      <form action={action} className={styles.quick} aria-label={`Picture ${place} of ${count}`}>
        <input type="hidden" name="product" value={productId} />
        <input type="hidden" name="image" value={picture.id} />
        <label htmlFor={`${id}-alt`} className={styles.small}>
          Alt text
        </label>
        <input id={`${id}-alt`} name="alt" defaultValue={picture.alt} size={36} maxLength={250} aria-invalid={!!state.errors?.alt} aria-describedby={`${id}-msg`} />
        <button type="submit" name="change" value="alt" className={button.secondary} disabled={pending}>
          Save alt text
        </button>
        <button type="submit" name="change" value="up" className={button.secondary} disabled={pending || place === 1} aria-label={`Move picture ${place} up`}>
          ↑
        </button>
        <button type="submit" name="change" value="down" className={button.secondary} disabled={pending || place === count} aria-label={`Move picture ${place} down`}>
          ↓
        </button>
        <button type="submit" name="change" value="remove" className={button.secondary} disabled={pending}>
          Remove
        </button>
        <span id={`${id}-msg`} role="status" className={state.ok ? styles.ok : styles.error}>
          {state.ok ?? state.errors?.alt ?? state.error}
        </span>
      </form>
    </li>
  );
}

export function ProductPictures({ productId, pictures }: { productId: number; pictures: PictureItem[] }) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const endpoint = `/api/v2/admin/products/${productId}/images/`;

  async function upload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setMessage("");
    try {
      const r = await fetch(endpoint, { method: "POST", body: new FormData(form), credentials: "same-origin", headers: { Accept: "application/json" } });
      const body = (await r.json().catch(() => ({}))) as Record<string, unknown>;
      if (r.status === 201) {
        form.reset();
        setErrors({});
        setMessage("Picture added.");
        router.refresh();
      } else {
        const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, String((v as unknown[])[0])]));
        setErrors(fields);
        setMessage(typeof body.detail === "string" ? body.detail : "The picture was not added.");
      }
    } catch {
      setMessage("The picture was not sent: check the connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  function drop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && fileRef.current) {
      const list = new DataTransfer();
      list.items.add(file);
      fileRef.current.files = list.files;
    }
  }

  return (
    <section id="pictures" aria-labelledby="pictures-h" className={styles.editor}>
      <h2 id="pictures-h">Pictures</h2>
      {pictures.length ? (
        <ol className={styles.pictures}>
          {pictures.map((p, i) => (
            <Picture key={p.id} productId={productId} picture={p} place={i + 1} count={pictures.length} />
          ))}
        </ol>
      ) : (
        <p>No pictures yet.</p>
      )}
      <form action={endpoint} method="post" encType="multipart/form-data" onSubmit={upload} aria-label="Add a picture">
        <fieldset>
          <legend>Add a picture</legend>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file input inside is the way for keyboards */}
          <div
            className={dragging ? `${styles.drop} ${styles.dropping}` : styles.drop}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <label htmlFor="pic-file">Picture (JPEG, PNG or WebP, 8 MiB at most) — choose it or drop it here</label>
            <input ref={fileRef} id="pic-file" name="picture" type="file" accept="image/jpeg,image/png,image/webp" required aria-describedby={errors.picture ? "pic-file-error" : undefined} />
            {errors.picture && (
              <span id="pic-file-error" className={styles.error}>
                {errors.picture}
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor="pic-alt">Alt text (what the picture shows)</label>
            <input id="pic-alt" name="alt" required maxLength={250} aria-describedby={errors.alt ? "pic-alt-error" : undefined} />
            {errors.alt && (
              <span id="pic-alt-error" className={styles.error}>
                {errors.alt}
              </span>
            )}
          </div>
          <div className={styles.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              Upload picture
            </button>
            <span role="status" className={Object.keys(errors).length ? styles.error : styles.ok}>
              {message}
            </span>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
