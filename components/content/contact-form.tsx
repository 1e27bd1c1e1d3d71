"use client";
// The contact form (POST /api/v2/send-email/): errors beside their fields, a whole-form problem in an
// alert that takes focus, and on success a confirmation that takes focus in place of the form.
import { useApiForm } from "@/components/account/use-api-form.ts";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";

const FIELDS = ["name", "email", "phone_number", "subject", "message"] as const;
const EMPTY = { name: "", email: "", phone_number: "", subject: "", message: "" };

export function ContactForm() {
  const { values, set, err, errors, busy, done: sent, reset, onSubmit, doneHeading: done, alert } = useApiForm({
    path: "/api/v2/send-email/",
    fields: FIELDS,
    empty: EMPTY,
    // A blank phone number is left out rather than sent as "" (the API would check it).
    body: ({ phone_number, ...rest }) => (phone_number.trim() ? { phone_number, ...rest } : rest),
    successStatus: 201,
    onSuccess: (answer) => (answer.data as { detail?: string }).detail ?? "Your message has been sent.",
  });

  if (sent) {
    return (
      <div className={forms.card}>
        <h2 ref={done} tabIndex={-1} className={forms.title}>
          Thank you
        </h2>
        <p role="status">{sent} We answer within one working day.</p>
        <div className={forms.actions}>
          <button type="button" className={button.secondary} onClick={reset}>
            Send another message
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={`${forms.card} ${forms.form}`} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={forms.title}>
        Send us a message
      </h2>
      {errors.non_field_errors && (
        <div ref={alert} tabIndex={-1} className={forms.alert} role="alert">
          {errors.non_field_errors.join(" ")}
        </div>
      )}
      <Field id="name" label="Your name" error={err("name")}>
        {(p) => <input {...p} className={forms.input} autoComplete="name" required value={values.name} onChange={set("name")} />}
      </Field>
      <div className={forms.row}>
        <Field id="email" label="E-mail address" error={err("email")}>
          {(p) => <input {...p} type="email" className={forms.input} autoComplete="email" required value={values.email} onChange={set("email")} />}
        </Field>
        <Field id="phone_number" label="Phone (optional)" error={err("phone_number")}>
          {(p) => <input {...p} type="tel" className={forms.input} autoComplete="tel" value={values.phone_number} onChange={set("phone_number")} />}
        </Field>
      </div>
      <Field id="subject" label="Subject" error={err("subject")}>
        {(p) => <input {...p} className={forms.input} required value={values.subject} onChange={set("subject")} />}
      </Field>
      <Field id="message" label="Message" hint="Your order number helps if you are writing about an order." error={err("message")}>
        {(p) => <textarea {...p} className={forms.input} required rows={6} value={values.message} onChange={set("message")} />}
      </Field>
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
