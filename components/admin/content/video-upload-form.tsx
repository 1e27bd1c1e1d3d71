"use client";
// Upload a landing page video: a video is far above a Server Action's 1 MB, so the form posts to the staff
// API (POST /api/v2/admin/home-video/, read as a stream, decision 0137) with the staff member's own
// session, from the shop's own page (the API's cross-site check). XMLHttpRequest rather than fetch: it
// reports how much has been sent. A file over the limit is refused here before a byte is sent.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";

const ENDPOINT = "/api/v2/admin/home-video/";

interface Outcome {
  message?: string;
  ok?: boolean;
  errors?: Record<string, string>;
}

/** The API's answer as the form shows it: field errors beside their fields, else its detail. */
function outcomeOf(status: number, body: Record<string, unknown>): Outcome {
  const errors = Object.fromEntries(Object.entries(body).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, String((v as unknown[])[0])]));
  if (Object.keys(errors).length) return { errors, message: "Check the fields marked." };
  if (typeof body.detail === "string") return { message: body.detail };
  return { message: `The video was not added (${status}).` };
}

function send(form: HTMLFormElement, progress: (sent: number) => void): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && progress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response ?? {}) as Record<string, unknown> });
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(new FormData(form));
  });
}

export function VideoUploadForm({ limit, limitText }: { limit: number; limitText: string }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>({});
  const [sent, setSent] = useState<number | null>(null);
  const e = outcome.errors ?? {};

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const video = (form.elements.namedItem("video") as HTMLInputElement).files?.[0];
    if (video && video.size > limit) {
      setOutcome({ errors: { video: `The video is larger than ${limitText}.` }, message: "Check the fields marked." });
      return;
    }
    setOutcome({});
    setSent(0);
    try {
      const { status, body } = await send(form, setSent);
      if (status === 201) {
        form.reset();
        setOutcome({ ok: true, message: `Added “${String(body.title)}”.${body.is_active ? " The landing page shows it now." : " Open it to show it on the landing page."}` });
        router.refresh();
      } else setOutcome(outcomeOf(status, body));
    } catch {
      setOutcome({ message: "The video was not sent: check the connection and try again." });
    } finally {
      setSent(null);
    }
  }

  return (
    <form action={ENDPOINT} method="post" encType="multipart/form-data" onSubmit={upload} className={forms.form} aria-label="Upload a video">
      {outcome.message && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? forms.status : forms.alert}>
          {outcome.message}
        </p>
      )}
      <Field id="video-title" label="Title" error={e.title}>
        {(p) => <input {...p} name="title" className={forms.input} required maxLength={200} />}
      </Field>
      <Field id="video-file" label="Video" hint={`MP4 or WebM, ${limitText} at most.`} error={e.video}>
        {(p) => <input {...p} name="video" type="file" accept="video/mp4,video/webm" className={forms.input} required />}
      </Field>
      <Field id="video-poster" label="Poster (optional)" hint="The picture shown before it plays: JPEG, PNG or WebP, 8 MiB at most, cut to 1280 × 720." error={e.poster}>
        {(p) => <input {...p} name="poster" type="file" accept="image/jpeg,image/png,image/webp" className={forms.input} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_active" /> Show it on the landing page at once (the others are switched off)
      </label>
      {sent !== null && (
        <p role="status">
          <label>
            Sending <progress value={sent} max={1} /> {Math.round(sent * 100)}%
          </label>
        </p>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={sent !== null}>
          Upload the video
        </button>
      </div>
    </form>
  );
}
