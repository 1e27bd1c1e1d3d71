"use client";
// Applying for a position (POST /api/v2/resumes/, multipart). The résumé is checked here first (type
// and size), then uploaded with a progress bar; the server's errors appear beside their fields. On
// success the shopper lands on the thank-you page.
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { fieldMessages } from "@/components/account/api-client.ts";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { useFocusAfterRender } from "@/components/ui/use-focus-after-render.ts";
import { RESUME_ACCEPT, resumeProblem } from "./resume-checks.ts";
import { postWithProgress } from "./upload.ts";
import styles from "./apply-form.module.css";

const FIELDS = ["full_name", "email", "phone_number", "profession", "experience_years", "cover_letter", "resume", "job_alert"] as const;

export interface ApplyFormProps {
  professions: { id: number; name: string }[];
  /** The position applied for, if any. */
  jobAlert: { id: number; title: string } | null;
  /** Where a successful application leads. */
  successHref: string;
}

export function ApplyForm({ professions, jobAlert, successHref }: ApplyFormProps) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const err = (name: string) => errors[name]?.join(" ");

  function fail(fields: Record<string, string[]>) {
    setProgress(null);
    setErrors(fields);
    focusAfterRender(() => {
      const first = FIELDS.find((f) => fields[f]);
      return fields.non_field_errors || !first ? alert.current : document.getElementById(first === "job_alert" ? "full_name" : first);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const file = body.get("resume");
    const problem = resumeProblem(file instanceof File && file.name ? file : null);
    if (problem) return fail({ resume: [problem] });
    if (!String(body.get("cover_letter") ?? "").trim()) body.delete("cover_letter");
    setErrors({});
    setProgress(0);
    try {
      const answer = await postWithProgress("/api/v2/resumes/", body, setProgress);
      if (answer.status === 201) return router.push(successHref);
      const fields = fieldMessages(answer.data);
      if (answer.status === 429) return fail({ non_field_errors: [`You have sent many applications in a short time. Please try again${answer.retryAfter ? ` in ${Math.ceil(Number(answer.retryAfter) / 60)} minutes` : " later"}.`] });
      if (answer.status === 413) return fail({ resume: ["This file is too large: résumés can be at most 5 MB."] });
      if (!FIELDS.some((f) => fields[f])) return fail({ non_field_errors: [fields.detail?.[0] ?? "Something went wrong on our side. Please try again in a moment."] });
      fail(fields);
    } catch {
      fail({ non_field_errors: ["We could not reach the shop. Check your connection and try again."] });
    }
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={onSubmit} noValidate encType="multipart/form-data" aria-labelledby="apply-title">
      <h2 id="apply-title" className={forms.title}>
        Your application
      </h2>
      {jobAlert && <input type="hidden" name="job_alert" value={jobAlert.id} />}
      {(errors.non_field_errors || errors.job_alert) && (
        <div ref={alert} tabIndex={-1} className={forms.alert} role="alert">
          {[...(errors.non_field_errors ?? []), ...(errors.job_alert ?? [])].join(" ")}
        </div>
      )}
      <Field id="full_name" label="Full name" error={err("full_name")}>
        {(p) => <input {...p} className={forms.input} autoComplete="name" required />}
      </Field>
      <div className={forms.row}>
        <Field id="email" label="E-mail address" error={err("email")}>
          {(p) => <input {...p} type="email" className={forms.input} autoComplete="email" required />}
        </Field>
        <Field id="phone_number" label="Mobile number" error={err("phone_number")}>
          {(p) => <input {...p} type="tel" className={forms.input} autoComplete="tel" required />}
        </Field>
      </div>
      <div className={forms.row}>
        <Field id="profession" label="Your profession" error={err("profession")}>
          {(p) => (
            <select {...p} className={forms.select} required defaultValue="">
              <option value="" disabled>
                Choose one
              </option>
              {professions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="experience_years" label="Years of experience" error={err("experience_years")}>
          {(p) => <input {...p} type="number" inputMode="numeric" min={0} max={60} step={1} className={forms.input} required />}
        </Field>
      </div>
      <Field id="cover_letter" label="A note to us (optional)" hint="Why this role, and anything your résumé does not say." error={err("cover_letter")}>
        {(p) => <textarea {...p} className={forms.input} rows={5} />}
      </Field>
      <Field id="resume" label="Résumé" hint="PDF, DOC or DOCX, at most 5 MB." error={err("resume")}>
        {(p) => <input {...p} type="file" accept={RESUME_ACCEPT} className={styles.file} required onChange={() => setErrors(({ resume: _, ...rest }) => rest)} />}
      </Field>
      {/* Announced once when the upload starts (the bar's own label changes too often to read out). */}
      <p role="status" className="visually-hidden">
        {busy ? "Uploading your résumé." : ""}
      </p>
      {busy && (
        <div className={styles.progress}>
          <label htmlFor="apply-progress">{percent < 100 ? `Uploading your résumé: ${percent}%` : "Uploaded. Saving your application…"}</label>
          <progress id="apply-progress" max={100} value={percent} className={styles.bar} />
        </div>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Sending…" : "Send application"}
        </button>
      </div>
    </form>
  );
}
