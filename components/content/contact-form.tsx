"use client";
// The contact form (POST /api/v2/send-email/): errors beside their fields, a whole-form problem in an
// alert that takes focus, and on success a confirmation that takes focus in place of the form.
import { useApiForm } from "@/components/account/use-api-form.ts";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { Messages } from "@/lib/i18n/messages.ts";

const FIELDS = ["name", "email", "phone_number", "subject", "message"] as const;
const EMPTY = { name: "", email: "", phone_number: "", subject: "", message: "" };

/** `texts`: the form's words in the page's language (messages ContentContactForm). */
export function ContactForm({ texts: t }: { texts: Messages["ContentContactForm"] }) {
  const { values, set, err, errors, busy, done: sent, reset, onSubmit, doneHeading: done, alert } = useApiForm({
    path: "/api/v2/send-email/",
    fields: FIELDS,
    empty: EMPTY,
    // A blank phone number is left out rather than sent as "" (the API would check it).
    body: ({ phone_number, ...rest }) => (phone_number.trim() ? { phone_number, ...rest } : rest),
    successStatus: 201,
    // The API says "Your message has been sent." in English only (a success is not translated): the page's own words.
    onSuccess: () => t.sent,
    offline: t.unreachable,
  });

  if (sent) {
    return (
      <div className={forms.card}>
        <h2 ref={done} tabIndex={-1} className={forms.title}>
          {t.thanks}
        </h2>
        <p role="status">
          {sent} {t.answerWithin}
        </p>
        <div className={forms.actions}>
          <button type="button" className={button.secondary} onClick={reset}>
            {t.another}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={`${forms.card} ${forms.form}`} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={forms.title}>
        {t.title}
      </h2>
      {errors.non_field_errors && (
        <div ref={alert} tabIndex={-1} className={forms.alert} role="alert">
          {errors.non_field_errors.join(" ")}
        </div>
      )}
      <Field id="name" label={t.name} error={err("name")}>
        {(p) => <input {...p} className={forms.input} autoComplete="name" required value={values.name} onChange={set("name")} />}
      </Field>
      <div className={forms.row}>
        <Field id="email" label={t.email} error={err("email")}>
          {(p) => <input {...p} type="email" className={forms.input} autoComplete="email" required value={values.email} onChange={set("email")} />}
        </Field>
        <Field id="phone_number" label={t.phone} error={err("phone_number")}>
          {(p) => <input {...p} type="tel" className={forms.input} autoComplete="tel" value={values.phone_number} onChange={set("phone_number")} />}
        </Field>
      </div>
      <Field id="subject" label={t.subject} error={err("subject")}>
        {(p) => <input {...p} className={forms.input} required value={values.subject} onChange={set("subject")} />}
      </Field>
      <Field id="message" label={t.message} hint={t.messageHint} error={err("message")}>
        {(p) => <textarea {...p} className={forms.input} required rows={6} value={values.message} onChange={set("message")} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
