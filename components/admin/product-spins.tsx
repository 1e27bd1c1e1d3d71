"use client";
// The editor's 360° views: those the product has (title, frames, first frame), and "Add a 360° view" —
// a title and its frames in turntable order, chosen with the file picker or dropped on the box. They go
// to the staff upload endpoints (route handlers take large bodies): the view is made with its first 8
// frames, and the rest follow 8 at a time, up to 72.
import { useRouter } from "next/navigation";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import button from "@/components/ui/button.module.css";
import styles from "./product-admin.module.css";

export interface SpinItem {
  id: number;
  title: string;
  frames: number;
  thumbnail: string | null;
}

const CREATE = "/api/v2/catalogue/review/image/create/360/image/";
const PER_REQUEST = 8;
const MAX_FRAMES = 72;

/** The first field error of a refused upload, or its detail. */
function refusalOf(body: Record<string, unknown>): string {
  for (const v of Object.values(body)) if (Array.isArray(v) && v.length) return String(v[0]);
  return typeof body.detail === "string" ? body.detail : "The 360° view was not added.";
}

export function ProductSpins({ productId, productTitle, spins }: { productId: number; productTitle: string; spins: SpinItem[] }) {
  const router = useRouter();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function send(url: string, fields: [string, string | File][]): Promise<Record<string, unknown> & { id?: number }> {
    const body = new FormData();
    for (const [k, v] of fields) body.append(k, v);
    const r = await fetch(url, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
    const json = (await r.json().catch(() => ({}))) as Record<string, unknown> & { id?: number };
    if (r.status !== 201 && r.status !== 200) throw new Error(refusalOf(json));
    return json;
  }

  async function upload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const title = String(new FormData(form).get("title") ?? "").trim();
    const files = [...(fileRef.current?.files ?? [])];
    setMessage("");
    if (!files.length) return setError("Choose the view's frames.");
    if (files.length > MAX_FRAMES) return setError(`A 360° view holds at most ${MAX_FRAMES} frames; ${files.length} were chosen.`);
    setBusy(true);
    setError("");
    try {
      const frames = (from: number) => files.slice(from, from + PER_REQUEST).map((f): [string, File] => ["frames", f]);
      const view = await send(CREATE, [["title", title], ["product", String(productId)], ...frames(0)]);
      for (let from = PER_REQUEST; from < files.length; from += PER_REQUEST) {
        setMessage(`Sending frames ${from + 1}–${Math.min(from + PER_REQUEST, files.length)} of ${files.length}…`);
        await send(`/api/v2/catalogue/360/${view.id}/frames/`, frames(from));
      }
      form.reset();
      setMessage(`360° view added with ${files.length} ${files.length === 1 ? "frame" : "frames"}.`);
      router.refresh();
    } catch (err) {
      setError(err instanceof TypeError ? "The frames were not sent: check the connection and try again." : (err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function drop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    if (fileRef.current && e.dataTransfer.files.length) fileRef.current.files = e.dataTransfer.files;
  }

  return (
    <section id="spins" aria-labelledby="spins-h" className={styles.editor}>
      <h2 id="spins-h">360° views</h2>
      {spins.length ? (
        <ul className={styles.pictures} aria-label={`360° views of ${productTitle}`}>
          {spins.map((s) => (
            <li key={s.id} className={styles.picture}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail, already its small copy */}
              {s.thumbnail && <img src={s.thumbnail} alt={`First frame of ${s.title}`} width={120} height={90} />}
              <span>
                {s.title} — {s.frames} {s.frames === 1 ? "frame" : "frames"}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No 360° view yet.</p>
      )}
      <form action={CREATE} method="post" encType="multipart/form-data" onSubmit={upload} aria-label="Add a 360° view">
        <input type="hidden" name="product" value={productId} />
        <fieldset>
          <legend>Add a 360° view</legend>
          <div className={styles.field}>
            <label htmlFor="spin-title">Title of the view</label>
            <input id="spin-title" name="title" required maxLength={200} defaultValue={`${productTitle} — 360° view`} />
          </div>
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
            <label htmlFor="spin-frames">Frames in turntable order (JPEG, PNG or WebP, 2 MiB each, up to 72) — choose them or drop them here</label>
            <input ref={fileRef} id="spin-frames" name="frames" type="file" multiple accept="image/jpeg,image/png,image/webp" required aria-describedby={error ? "spin-error" : undefined} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              Upload 360° view
            </button>
            <span id="spin-error" role={error ? "alert" : undefined} className={styles.error}>
              {error}
            </span>
            <span role="status" className={styles.ok}>
              {message}
            </span>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
