"use client";
// Creating an account with a password (POST /api/v2/register/). The account is not signed in: the
// shopper confirms the e-mail address from the mail's link with the password, and can sign in by password
// meanwhile.
import button from "@/components/ui/button.module.css";
import { fillNodes } from "@/lib/i18n/fill.ts";
import type { Messages } from "@/lib/i18n/messages.ts";
import { Field } from "./field.tsx";
import styles from "./forms.module.css";
import { useApiForm } from "./use-api-form.ts";

const FIELDS = ["first_name", "last_name", "email", "phone_number", "password1", "password2"] as const;
const EMPTY = { first_name: "", last_name: "", email: "", phone_number: "", password1: "", password2: "" };

/** `texts`: the page's words in its language (messages AccountRegister); `signInHref`: the sign-in page in it. */
export function RegisterForm({ texts: t, signInHref }: { texts: Messages["AccountRegister"]; signInHref: string }) {
  const { values, set, err, errors, busy, done, onSubmit, doneHeading: heading, alert } = useApiForm({
    path: "/api/v2/register/",
    fields: FIELDS,
    empty: EMPTY,
    successStatus: 201,
    onSuccess: (answer) => String(answer.data),
  });

  if (done) {
    return (
      <div className={styles.card}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t.checkMail}
        </h1>
        <p role="status">
          {fillNodes(t.sent, { email: <strong>{done}</strong> })}
        </p>
        <div className={styles.actions}>
          <a className={button.primary} href={signInHref}>
            {t.goToSignIn}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lede}>
        {fillNodes(t.noPassword, { link: <a href={signInHref}>{t.codeLink}</a> })}
      </p>
      {errors.non_field_errors && (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {errors.non_field_errors.length === 1 ? (
            errors.non_field_errors[0]
          ) : (
            <ul>
              {errors.non_field_errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <Field id="first_name" label={t.firstName} error={err("first_name")}>
            {(p) => <input {...p} className={styles.input} autoComplete="given-name" value={values.first_name} onChange={set("first_name")} />}
          </Field>
          <Field id="last_name" label={t.lastName} error={err("last_name")}>
            {(p) => <input {...p} className={styles.input} autoComplete="family-name" value={values.last_name} onChange={set("last_name")} />}
          </Field>
        </div>
        <Field id="email" label={t.email} error={err("email")}>
          {(p) => <input {...p} className={styles.input} type="email" autoComplete="email" value={values.email} onChange={set("email")} required />}
        </Field>
        <Field id="phone_number" label={t.mobile} error={err("phone_number")}>
          {(p) => <input {...p} className={styles.input} type="tel" autoComplete="tel" value={values.phone_number} onChange={set("phone_number")} />}
        </Field>
        <Field id="password1" label={t.password} hint={t.passwordHint} error={err("password1")}>
          {(p) => <input {...p} className={styles.input} type="password" autoComplete="new-password" value={values.password1} onChange={set("password1")} required />}
        </Field>
        <Field id="password2" label={t.passwordAgain} error={err("password2")}>
          {(p) => <input {...p} className={styles.input} type="password" autoComplete="new-password" value={values.password2} onChange={set("password2")} required />}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
