"use client";
// The contact form (POST /api/v2/send-email/): errors beside their fields, a whole-form problem in an
// alert that takes focus, and on success a confirmation that takes focus in place of the form.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { callApi, fieldMessages, generalMessage } from "@/components/account/api-client.ts";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";

const FIELDS = ["name", "email", "phone_number", "subject", "message"] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY: Record<FieldName, string> = { name: "", email: "", phone_number: "", subject: "", message: "" };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const err = (name: string) => errors[name]?.join(" ");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const { phone_number, ...rest } = values;
    const body = phone_number.trim() ? values : rest;
    const answer = await callApi("/api/v2/send-email/", { method: "POST", body }).catch(() => null);
    setBusy(false);
    if (answer?.status === 201) {
      setValues(EMPTY);
      return setSent((answer.data as { detail?: string }).detail ?? "Your message has been sent.");
    }
    const fields = answer ? fieldMessages(answer.data) : {};
    if (!FIELDS.some((f) => fields[f])) fields.non_field_errors = [answer ? generalMessage(answer) : "We could not reach the shop. Check your connection and try again."];
    setErrors(fields);
    // Focus goes to the problem: the whole-form alert, or the first field with an error.
    const first = FIELDS.find((f) => fields[f]);
    requestAnimationFrame(() => (fields.non_field_errors || !first ? alert.current : document.getElementById(first))?.focus());
  }

  if (sent) {
    return (
      <div className={forms.card}>
        <h2 ref={done} tabIndex={-1} className={forms.title}>
          Thank you
        </h2>
        <p role="status">{sent} We answer within one working day.</p>
        <div className={forms.actions}>
          <button type="button" className={button.secondary} onClick={() => setSent(null)}>
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
