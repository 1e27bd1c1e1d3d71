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
import { fill } from "@/lib/i18n/fill.ts";
import type { Messages } from "@/lib/i18n/messages.ts";
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
  /** Its words in the page's language (messages ContentApply). */
  texts: Messages["ContentApply"];
}

export function ApplyForm({ professions, jobAlert, successHref, texts: t }: ApplyFormProps) {
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
    const problem = resumeProblem(file instanceof File && file.name ? file : null, t);
    if (problem) return fail({ resume: [problem] });
    if (!String(body.get("cover_letter") ?? "").trim()) body.delete("cover_letter");
    setErrors({});
    setProgress(0);
    try {
      const answer = await postWithProgress("/api/v2/resumes/", body, setProgress, document.documentElement.lang);
      if (answer.status === 201) return router.push(successHref);
      const fields = fieldMessages(answer.data);
      if (answer.status === 429) return fail({ non_field_errors: [answer.retryAfter ? fill(t.tooManyIn, { minutes: Math.ceil(Number(answer.retryAfter) / 60) }) : t.tooMany] });
      if (answer.status === 413) return fail({ resume: [t.tooLarge] });
      if (!FIELDS.some((f) => fields[f])) return fail({ non_field_errors: [fields.detail?.[0] ?? t.ourSide] });
      fail(fields);
    } catch {
      fail({ non_field_errors: [t.unreachable] });
    }
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={onSubmit} noValidate encType="multipart/form-data" aria-labelledby="apply-title">
      <h2 id="apply-title" className={forms.title}>
        {t.title}
      </h2>
      {jobAlert && <input type="hidden" name="job_alert" value={jobAlert.id} />}
      {(errors.non_field_errors || errors.job_alert) && (
        <div ref={alert} tabIndex={-1} className={forms.alert} role="alert">
          {[...(errors.non_field_errors ?? []), ...(errors.job_alert ?? [])].join(" ")}
        </div>
      )}
      <Field id="full_name" label={t.fullName} error={err("full_name")}>
        {(p) => <input {...p} className={forms.input} autoComplete="name" required />}
      </Field>
      <div className={forms.row}>
        <Field id="email" label={t.email} error={err("email")}>
          {(p) => <input {...p} type="email" className={forms.input} autoComplete="email" required />}
        </Field>
        <Field id="phone_number" label={t.mobile} error={err("phone_number")}>
          {(p) => <input {...p} type="tel" className={forms.input} autoComplete="tel" required />}
        </Field>
      </div>
      <div className={forms.row}>
        <Field id="profession" label={t.profession} error={err("profession")}>
          {(p) => (
            <select {...p} className={forms.select} required defaultValue="">
              <option value="" disabled>
                {t.chooseOne}
              </option>
              {professions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="experience_years" label={t.experience} error={err("experience_years")}>
          {(p) => <input {...p} type="number" inputMode="numeric" min={0} max={60} step={1} className={forms.input} required />}
        </Field>
      </div>
      <Field id="cover_letter" label={t.note} hint={t.noteHint} error={err("cover_letter")}>
        {(p) => <textarea {...p} className={forms.input} rows={5} />}
      </Field>
      <Field id="resume" label={t.resume} hint={t.resumeHint} error={err("resume")}>
        {(p) => <input {...p} type="file" accept={RESUME_ACCEPT} className={styles.file} required onChange={() => setErrors(({ resume: _, ...rest }) => rest)} />}
      </Field>
      {/* Announced once when the upload starts (the bar's own label changes too often to read out). */}
      <p role="status" className="visually-hidden">
        {busy ? t.uploading : ""}
      </p>
      {busy && (
        <div className={styles.progress}>
          <label htmlFor="apply-progress">{percent < 100 ? fill(t.uploadingPercent, { percent }) : t.saving}</label>
          <progress id="apply-progress" max={100} value={percent} className={styles.bar} />
        </div>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
