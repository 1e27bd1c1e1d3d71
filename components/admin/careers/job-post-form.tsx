"use client";
// A job post as a form: errors beside their fields, the edit-conflict message on top; works without JavaScript.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

export interface JobPostFormValues {
  id?: number;
  title: string;
  slug: string;
  department: string;
  location: string;
  employmentType: string;
  experience: string;
  description: string;
  isOpen: boolean;
  /** "2026-12-31" or "". */
  closesAt: string;
  updatedAt?: string;
}

interface JobPostFormProps {
  values: JobPostFormValues;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  submitLabel: string;
}

export function JobPostForm({ values: v, action, submitLabel }: JobPostFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  const e = state.errors ?? {};
  const sent = state.values;
  const value = (name: string, stored: string) => sent?.[name] ?? stored;
  return (
    <form action={formAction} className={forms.form} aria-label="The job post" key={`${v.updatedAt}-${JSON.stringify(sent ?? {})}`}>
      {v.id !== undefined && <input type="hidden" name="id" value={v.id} />}
      {v.updatedAt && <input type="hidden" name="updated_at" value={v.updatedAt} />}
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <Field id="title" label="Title" error={e.title}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("title", v.title)} required maxLength={200} />}
      </Field>
      <Field id="slug" label="Address (slug, optional)" hint="Lower-case words joined by hyphens; made from the title when left empty." error={e.slug}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("slug", v.slug)} maxLength={80} pattern="[a-z0-9]+(-[a-z0-9]+)*" />}
      </Field>
      <Field id="department" label="Department" error={e.department}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("department", v.department)} required maxLength={100} />}
      </Field>
      <Field id="location" label="Location" error={e.location}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("location", v.location)} required maxLength={100} />}
      </Field>
      <Field id="employment_type" label="Employment" error={e.employment_type}>
        {(p) => (
          <select {...p} className={forms.select} defaultValue={value("employment_type", v.employmentType)}>
            <option value="full_time">Full time</option>
            <option value="part_time">Part time</option>
            <option value="contract">Contract</option>
            <option value="internship">Internship</option>
          </select>
        )}
      </Field>
      <Field id="experience" label="Experience" hint="As applicants read it, e.g. “3+ years”." error={e.experience}>
        {(p) => <input {...p} className={forms.input} defaultValue={value("experience", v.experience)} required maxLength={100} />}
      </Field>
      <Field id="description" label="Description" hint="Markdown: **bold**, lists with -, blank lines between paragraphs." error={e.description}>
        {(p) => <textarea {...p} className={forms.input} rows={10} defaultValue={value("description", v.description)} required maxLength={20000} />}
      </Field>
      <Field id="closes_at" label="Last day to apply (optional)" hint="The post leaves the careers pages after this day (India time)." error={e.closes_at}>
        {(p) => <input {...p} className={forms.input} type="date" defaultValue={value("closes_at", v.closesAt)} />}
      </Field>
      <label className={forms.check}>
        <input type="checkbox" name="is_open" defaultChecked={sent ? sent.is_open === "on" : v.isOpen} /> Open: shown on the careers pages
      </label>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
